import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { invalidRequest, TallyError, tooLarge } from '../errors.js'

/** Limits of one reader worker. */
export interface WorkerLimits {
  /** The worker is stopped after this long. */
  readonly timeoutMs: number
  /** V8 heap of the worker (old generation), in MB. */
  readonly memoryMb: number
}

/** What a worker posts back: its result, or a TallyError's parts (anything else is unexpected). */
export type WorkerReply<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false
      readonly type: TallyError['type']
      readonly code: string
      readonly message: string
      readonly explanation?: string
    }

/** Turns an error thrown inside a worker into a reply the caller rebuilds as the same TallyError. */
export function errorReply(error: unknown): WorkerReply<never> {
  if (error instanceof TallyError) {
    return {
      ok: false,
      type: error.type,
      code: error.code,
      message: error.message,
      ...(error.explanation ? { explanation: error.explanation } : {}),
    }
  }
  throw error
}

/**
 * The script of a worker next to `base` (an `import.meta.url`): the built `.js`, or the `.ts`
 * source run through tsx when running from sources (tests, benchmarks).
 */
function workerScript(base: string, name: string): { script: URL | string; eval: boolean } {
  const js = new URL(`./${name}.js`, base)
  if (existsSync(fileURLToPath(js))) return { script: js, eval: false }
  const ts = new URL(`./${name}.ts`, base).href
  const loader = `import('tsx/esm/api').then((tsx) => tsx.register()).then(() => import(${JSON.stringify(ts)}))`
  return { script: loader, eval: true }
}

/**
 * Runs a reader in a worker thread with a heap limit and a deadline, so that a hostile or huge
 * file cannot take the engine down: running out of memory or time is a 4xx error of its own.
 */
export function runWorker<T>(base: string, name: string, data: unknown, limits: WorkerLimits): Promise<T> {
  const { script, eval: isEval } = workerScript(base, name)
  const worker = new Worker(script, {
    eval: isEval,
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
    stdout: false,
    stderr: false,
  })
  return new Promise<T>((resolve, reject) => {
    let settled = false
    const settle = (fn: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      fn()
    }
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(tooLarge('read_timeout', `Reading the file took longer than ${limits.timeoutMs} ms.`)),
        ),
      limits.timeoutMs,
    )
    worker.once('message', (reply: WorkerReply<T>) =>
      settle(() =>
        reply.ok
          ? resolve(reply.value)
          : reject(new TallyError(reply.type, reply.code, reply.message, reply.explanation)),
      ),
    )
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? tooLarge(
                'file_too_complex',
                `Reading the file needed more than ${limits.memoryMb} MB of memory.`,
              )
            : error,
        ),
      ),
    )
    worker.once('exit', (code) =>
      settle(() =>
        reject(invalidRequest('unreadable_file', `The file could not be read (reader exit ${code}).`)),
      ),
    )
  })
}
