import { once } from 'node:events'
import { createEngine, TallyError } from '../../src/index.js'
import { createApp } from '../http/app.js'
import { firstStart } from '../http/first-start.js'
import { listen, type RunningServer } from '../http/node-server.js'
import { readServerConfig } from '../http/server-config.js'
import { startupMessage } from '../http/startup-message.js'

const USAGE = `Usage: tally serve

Starts the HTTP server. Settings come from the environment:
  HOST (127.0.0.1), PORT (8080), TALLY_DATA_DIR (./.tally),
  TALLY_ADMIN_EMAIL, TALLY_ADMIN_PASSWORD (first start only),
  TALLY_MAX_UPLOAD_BYTES, TALLY_MAX_FILE_BYTES, TALLY_MAX_LINE_BYTES,
  TALLY_QUERY_TIMEOUT_MS, TALLY_MAX_RESULT_ROWS, TALLY_CORS_ORIGINS (comma-separated)
`

/** DuckDB's lock and Node's EADDRINUSE, said in Tally's words; anything else unchanged. */
function explainStartError(error: unknown, config: { dataDir: string; host: string; port: number }): unknown {
  if ((error as { code?: string }).code === 'data_dir_locked') {
    const pid = /PID (\d+)/.exec((error as Error).message)?.[1]
    return new TallyError(
      'api_error',
      'data_dir_locked',
      `Another Tally process${pid ? ` (PID ${pid})` : ''} holds ${config.dataDir}; stop it or set TALLY_DATA_DIR.`,
    )
  }
  if ((error as { code?: string }).code === 'EADDRINUSE') {
    return new TallyError(
      'api_error',
      'port_in_use',
      `${config.host}:${config.port} is in use; set PORT or HOST.`,
    )
  }
  return error
}

/** Resolves on the first SIGINT or SIGTERM. */
const stopSignal = () => Promise.race([once(process, 'SIGINT'), once(process, 'SIGTERM')])

/** `tally serve`: bootstrap on first start, listen, and shut down cleanly on SIGINT/SIGTERM. */
export async function runServe(args: string[]): Promise<number> {
  if (args.length > 0) {
    process.stdout.write(USAGE)
    return args[0] === '--help' || args[0] === '-h' ? 0 : 2
  }
  const config = readServerConfig(process.env)
  const engine = await createEngine(config.engine).catch((error: unknown) => {
    throw explainStartError(error, config)
  })
  let server: RunningServer | undefined
  try {
    const report = await firstStart(engine, { email: config.adminEmail, password: config.adminPassword })
    try {
      server = await listen(createApp(engine, config.app), config.host, config.port)
    } catch (error) {
      // The token and password exist only now: show them even though the server did not start.
      if (report.created)
        process.stdout.write(startupMessage(report, `http://${config.host}:${config.port}`, config.dataDir))
      throw explainStartError(error, config)
    }
    process.stdout.write(startupMessage(report, server.url, config.dataDir))
    await stopSignal()
    process.stdout.write('Stopping...\n')
    return 0
  } finally {
    await server?.close()
    await engine.close()
  }
}
