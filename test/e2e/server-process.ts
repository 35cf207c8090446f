import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'

export interface ServerProcess {
  readonly url: string
  /** Everything the server printed on stdout until it was ready. */
  readonly banner: string
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>
  /** Sends SIGKILL (no clean-up at all) and resolves once the process is gone. */
  kill(): Promise<void>
}

/** Starts `tally serve` (from source, through tsx) and waits for its ready banner. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'adapters/cli/main.ts', 'serve'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const banner = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      // The banner is written in one piece once the server listens; it ends with a blank line.
      if (/Tally is ready at /.test(stdout) && stdout.endsWith('\n')) resolve(stdout)
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)))
  })
  const url = /Tally is ready at (\S+)/.exec(banner)?.[1] ?? ''
  return {
    url,
    banner,
    async stop() {
      if (child.exitCode !== null) return child.exitCode
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      const [code] = (await exited) as [number | null]
      return code
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGKILL')
      await exited
    },
  }
}
