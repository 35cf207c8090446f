#!/usr/bin/env node
import { runAdmin } from './admin-command.js'
import { runAsk } from './ask-command.js'
import { printError } from './cli-output.js'
import { runServe } from './serve-command.js'
import { runToken } from './token-command.js'

const USAGE = `Usage: tally <command> [options]

Commands:
  ask <file...> "<question>"   answer a question about files, no server (--sql, --json)
  serve                        start the HTTP server (HOST, PORT, TALLY_DATA_DIR)
  token create --name N        create an API token on TALLY_DATA_DIR (no server running)
  admin reset-password --email E [--password P]
                               set a password (generated if none) on TALLY_DATA_DIR
`

type Command = (args: string[]) => Promise<number>

const commands: Record<string, Command> = {
  ask: runAsk,
  token: runToken,
  admin: runAdmin,
  serve: runServe,
}

const [name, ...rest] = process.argv.slice(2)
const command = name ? commands[name] : undefined
if (!command) {
  process.stdout.write(USAGE)
  process.exitCode = name === undefined || name === '--help' || name === 'help' ? 0 : 2
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
