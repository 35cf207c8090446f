import { basename, extname } from 'node:path'
import { parseArgs } from 'node:util'
import { preloadIngest } from '../../src/engine.js'
import { createEngine } from '../../src/index.js'
import { preloadAnswering } from '../../src/messages/message-service.js'
import { ingestProgress } from './ingest-progress.js'

/** Artifact id from a file name: its stem with characters outside the id alphabet replaced. */
export function artifactIdFor(file: string, taken: Set<string>): string {
  const stem = basename(file, extname(file))
    .replace(/[^A-Za-z0-9_.-]/g, '_')
    .replace(/^[^A-Za-z0-9]+/, '')
  let id = (stem || 'table').slice(0, 120)
  for (let n = 2; taken.has(id); n++) id = `${stem}_${n}`
  taken.add(id)
  return id
}

const ASK_USAGE = `Usage: tally ask <file...> "<question>" [--sql] [--json] [--date-order dmy|mdy|auto]

Answers one question about one or more files (CSV, TSV, JSON, Parquet, Excel, ODS, PDF tables)
with an in-memory engine: no server, nothing written to disk.

Options:
  --sql        also print the SQL that ran
  --json       print the whole reply in the Messages API shape
  --date-order dmy|mdy|auto
               how to read dates like 03/04/2024 (default auto: slashes month-first)
  -h, --help   show this help

Exit code: 0 answered, 1 declined (the reply says why and suggests questions), 2 bad usage.

Example:
  tally ask fixtures/sales.csv "total revenue by region" --sql
`

/** `tally ask <file...> "<question>"`: an in-memory engine, the files ingested, one question answered. */
export async function runAsk(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      sql: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
      'date-order': { type: 'string' },
    },
  })
  if (values.help) {
    process.stdout.write(ASK_USAGE)
    return 0
  }
  const question = positionals.at(-1)
  const files = positionals.slice(0, -1)
  if (!question || files.length === 0) {
    process.stderr.write(ASK_USAGE)
    return 2
  }
  // Loads overlap DuckDB's work; a rejected preload rejects the later load too, which reports it.
  preloadIngest().catch(() => undefined)
  preloadAnswering().catch(() => undefined)
  const engine = await createEngine()
  try {
    const taken = new Set<string>()
    for (const file of files) {
      const dateOrder = values['date-order'] as 'dmy' | 'mdy' | 'auto' | undefined
      await engine.ingest({
        org: 'default',
        artifact: artifactIdFor(file, taken),
        file,
        onProgress: ingestProgress(basename(file)),
        ...(dateOrder ? { dateOrder } : {}),
      })
    }
    const reply = await engine.messages.create(
      { messages: [{ role: 'user', content: question }] },
      { org: 'default' },
    )
    if (values.json) {
      process.stdout.write(`${JSON.stringify(reply, null, 2)}\n`)
      return 0
    }
    const [, result, text] = reply.content
    process.stdout.write(`${text.text}\n`)
    if (values.sql && !result.is_error && result.content[1])
      process.stdout.write(`\n${result.content[1].text}\n`)
    return result.is_error ? 1 : 0
  } finally {
    await engine.close()
  }
}
