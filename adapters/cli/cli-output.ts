import { TallyError } from '../../src/errors.js'

/** Prints an error without stack traces: ours with their code, anything else as a short line. */
export function printError(error: unknown): void {
  if (error instanceof TallyError) {
    const detail = error.explanation ? ` (${error.explanation})` : ''
    process.stderr.write(`error [${error.code}]: ${error.message}${detail}\n`)
  } else {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`)
  }
}
