#!/usr/bin/env node
import { printError } from './cli-output.js'

const USAGE = `Usage: tally <command> [options]

Commands:
  ask <file...> "<question>"   answer a question about files, no server (--sql, --json)
  extract <file> --out DIR     write every table of a workbook or PDF as DIR/<stem>.p<page>.t<k>.csv
  serve                        start the HTTP server (HOST, PORT, TALLY_DATA_DIR)
  token create --name N        create an API token on TALLY_DATA_DIR (no server running)
  admin reset-password --email E [--password P]
                               set a password (generated if none) on TALLY_DATA_DIR

Run \`tally <command> --help\` for a command's options. After \`tally serve\` (or \`npm start\`),
open http://127.0.0.1:8080/ to sign in, upload files and ask questions; /docs is the API reference.
`

type Command = (args: string[]) => Promise<number>

/** Each command loads only its own modules: `tally ask` never pays for the HTTP app's. */
const commands: Record<string, Command> = {
  ask: async (args) => {
    const { runFromSnapshot, usableSnapshot } = await import('./language-snapshot.js')
    const blob = usableSnapshot()
    if (blob) return runFromSnapshot(blob, ['ask', ...args])
    return (await import('./ask-command.js')).runAsk(args)
  },
  token: async (args) => (await import('./token-command.js')).runToken(args),
  extract: async (args) => (await import('./extract-command.js')).runExtract(args),
  admin: async (args) => (await import('./admin-command.js')).runAdmin(args),
  serve: async (args) => (await import('./serve-command.js')).runServe(args),
}

const [name, ...rest] = process.argv.slice(2)
const command = name ? commands[name] : undefined
if (!command) {
  process.stdout.write(USAGE)
  process.exitCode = name === undefined || ['--help', '-h', 'help'].includes(name) ? 0 : 2
} else {
  command(rest).then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      printError(error)
      process.exitCode = 1
    },
  )
}
