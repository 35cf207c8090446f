import { spawn } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Where scripts/language-snapshot.cjs leaves compromise (src/intent/language-libraries.ts looks there). */
const COMPROMISE = Symbol.for('tally.compromise')

/** What scripts/build-language-snapshot.mjs wrote beside the blob. */
interface BuiltWith {
  readonly node: string
  readonly v8: string
  readonly arch: string
  readonly platform: string
  readonly compromise: { readonly file: string; readonly size: number; readonly mtimeMs: number }
}

/**
 * dist/language.blob (or in `dir`), a V8 startup snapshot with compromise loaded (about 0.5 s of CPU saved on a
 * question), when it was built by this Node for this compromise and this process did not start
 * from it; otherwise undefined (running from sources, a package without it, Node upgraded, or
 * TALLY_LANGUAGE_SNAPSHOT=0).
 */
export function usableSnapshot(dir = new URL('../../', import.meta.url)): string | undefined {
  if (COMPROMISE in globalThis || process.execArgv.includes('--snapshot-blob')) return undefined
  if (process.env.TALLY_LANGUAGE_SNAPSHOT === '0') return undefined
  try {
    const built = JSON.parse(readFileSync(new URL('language.json', dir), 'utf8')) as BuiltWith
    const { size, mtimeMs } = statSync(built.compromise.file)
    const fits =
      built.node === process.versions.node &&
      built.v8 === process.versions.v8 &&
      built.arch === process.arch &&
      built.platform === process.platform &&
      size === built.compromise.size &&
      mtimeMs === built.compromise.mtimeMs
    return fits ? fileURLToPath(new URL('language.blob', dir)) : undefined
  } catch {
    return undefined
  }
}

/**
 * Runs this CLI again, started from the snapshot, with the same arguments and standard streams;
 * resolves with its exit code (SIGINT and SIGTERM are passed on). Rejects if it cannot start.
 */
export function runFromSnapshot(blob: string, args: readonly string[]): Promise<number> {
  const script = process.argv[1] ?? fileURLToPath(new URL('./main.js', import.meta.url))
  const child = spawn(process.execPath, ['--snapshot-blob', blob, ...process.execArgv, script, ...args], {
    stdio: 'inherit',
  })
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward).on('SIGTERM', forward)
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward)
      if (signal) process.kill(process.pid, signal)
      resolve(code ?? 1)
    })
  })
}
