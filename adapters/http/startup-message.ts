import { DEMO_COLLECTION, type StartupReport } from './first-start.js'

const EXAMPLE_QUESTION = 'how many rows are there?'

/** A ready-to-run curl for the demo collection, in one shell command. */
export function exampleCurl(url: string, token: string): string {
  const body = JSON.stringify({
    messages: [{ role: 'user', content: EXAMPLE_QUESTION }],
    tool_context: [
      { type: 'ingested_artifact', context_filter: { collection: DEMO_COLLECTION, artifacts: ['sales'] } },
    ],
  })
  return [
    `curl -s ${url}/api/gpt/v1/messages \\`,
    `  -H 'authorization: Bearer ${token}' -H 'x-org: default' -H 'content-type: application/json' \\`,
    `  -d '${body}'`,
  ].join('\n')
}

/** What `tally serve` prints once it is listening. */
export function startupMessage(report: StartupReport, url: string, dataDir: string): string {
  const lines = [
    `Tally is ready at ${url} (data in ${dataDir})`,
    `Web app: ${url}/ (sign in, upload a file, ask questions, manage tokens)`,
    `API reference: ${url}/docs`,
    '',
  ]
  if (!report.created) {
    lines.push(
      'To make an API token, stop the server and run:',
      '  npx tally token create --name NAME',
      '(or, as a SuperAdmin, in the web app: organization menu, API Tokens).',
    )
    return `${lines.join('\n')}\n`
  }
  lines.push(`First start: created organization 'default' and its SuperAdmin ${report.adminEmail}.`)
  if (report.generatedPassword) {
    lines.push(
      `  password: ${report.generatedPassword}  (generated; shown only now, or set TALLY_ADMIN_PASSWORD)`,
    )
  }
  lines.push(`  API token: ${report.token}  (shown only now)`)
  if (report.demoError) lines.push(`The demo collection could not be loaded: ${report.demoError}`)
  else {
    const loaded = report.demo.map((d) => `${d.artifact} (${d.rows} rows)`).join(', ')
    lines.push(`Loaded collection '${DEMO_COLLECTION}': ${loaded}.`)
  }
  lines.push('', 'Try it:', exampleCurl(url, report.token), '')
  return `${lines.join('\n')}\n`
}
