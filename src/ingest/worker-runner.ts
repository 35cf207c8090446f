import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parentPort, type TransferListItem, Worker } from 'node:worker_threads'
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

/** The worker's side: answers every job posted to it with a `WorkerReply`, one after another. */
export function serveJobs<J, T>(handle: (job: J) => Promise<T>): void {
  parentPort?.on('message', (job: J) =>
    handle(job)
      .then((value): WorkerReply<T> => ({ ok: true, value }), errorReply)
      .then((reply) => parentPort?.postMessage(reply)),
  )
}

/** A reader worker's script: `./<name>` next to `base` (an `import.meta.url`). */
export interface WorkerSource {
  readonly base: string
  readonly name: string
}

/**
 * The built `.js`, or the `.ts` source run through tsx when running from sources (tests,
 * benchmarks). Preloaded packages skip tsx, which would take seconds over a large library. The
 * native `Array.prototype.push` is put back after them: pdfjs's legacy build installs core-js's
 * JavaScript one in its place (forced on V8), which slows every array in the thread.
 */
function workerScript(
  { base, name }: WorkerSource,
  preload: readonly string[],
): { script: URL | string; eval: boolean } {
  const js = new URL(`./${name}.js`, base)
  if (existsSync(fileURLToPath(js))) return { script: js, eval: false }
  const ts = new URL(`./${name}.ts`, base).href
  const require = createRequire(base)
  const early = preload.map((p) => `await import(${JSON.stringify(pathToFileURL(require.resolve(p)).href)});`)
  const loader = `(async () => { const push = Array.prototype.push; ${early.join(' ')}
    Array.prototype.push = push; const tsx = await import('tsx/esm/api'); tsx.register(); await import(${JSON.stringify(ts)}) })()`
  return { script: loader, eval: true }
}

/** A started worker, with its heap limit and the packages loaded before it ran from sources. */
interface Started {
  readonly worker: Worker
  readonly memoryMb: number
  /** `all` for the built script, which loads whatever it imports itself. */
  readonly preloaded: readonly string[] | 'all'
}

function spawn(source: WorkerSource, memoryMb: number, preload: readonly string[]): Started {
  const { script, eval: isEval } = workerScript(source, preload)
  const worker = new Worker(script, {
    eval: isEval,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
  })
  // Failures are read per job; one arriving between jobs must not crash the host.
  worker.on('error', () => {})
  return { worker, memoryMb, preloaded: isEval ? preload : 'all' }
}

/**
 * The worker's next reply. Rejects when the worker runs out of time (it must then be ended), out of
 * memory or exits: running out of memory or time is a 4xx error of its own.
 */
function nextReply<T>(worker: Worker, limits: WorkerLimits): Promise<WorkerReply<T>> {
  return new Promise((resolve, reject) => {
    const done = (outcome: () => void) => {
      clearTimeout(timer)
      worker.off('message', onMessage).off('error', onError).off('exit', onExit)
      outcome()
    }
    const onMessage = (reply: WorkerReply<T>) => done(() => resolve(reply))
    const onError = (error: Error & { code?: string }) =>
      done(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? tooLarge(
                'file_too_complex',
                `Reading the file needed more than ${limits.memoryMb} MB of memory.`,
              )
            : error,
        ),
      )
    const onExit = (code: number) =>
      done(() =>
        reject(invalidRequest('unreadable_file', `The file could not be read (reader exit ${code}).`)),
      )
    const timer = setTimeout(
      () =>
        done(() =>
          reject(tooLarge('read_timeout', `Reading the file took longer than ${limits.timeoutMs} ms.`)),
        ),
      limits.timeoutMs,
    )
    worker.on('message', onMessage).on('error', onError).on('exit', onExit)
  })
}

function unwrap<T>(reply: WorkerReply<T>): T {
  if (reply.ok) return reply.value
  throw new TallyError(reply.type, reply.code, reply.message, reply.explanation)
}

/**
 * A reader worker kept warm between files, so a reader that loads a large library pays for its
 * start once. Every job has its own deadline and heap limit: a job over them, or one that crashes
 * its worker, takes the worker down with it, and the next job starts a fresh one. A job arriving while
 * the warm worker is busy gets a worker of its own. An idle worker never keeps the process alive.
 */
export class WarmWorker {
  private idle: Started | undefined
  private spawned = 0

  constructor(private readonly source: WorkerSource) {}

  /**
   * Runs one job. `preload` names the plain JavaScript packages the job's reader needs loaded before
   * the TypeScript loader when running from sources (a warm worker without them is replaced).
   */
  async run<T>(
    job: unknown,
    limits: WorkerLimits,
    transfer: readonly TransferListItem[] = [],
    preload: readonly string[] = [],
  ): Promise<T> {
    const started = this.take(limits.memoryMb, preload)
    const { worker } = started
    worker.ref()
    const replied = nextReply<T>(worker, limits)
    worker.postMessage(job, transfer)
    let reply: WorkerReply<T>
    try {
      reply = await replied
    } catch (error) {
      void worker.terminate()
      throw error
    }
    this.release(started)
    return unwrap(reply)
  }

  /** How many workers this has started so far (a warm worker reused starts none). */
  get started(): number {
    return this.spawned
  }

  /** Ends the idle worker, if any. */
  async close(): Promise<void> {
    const idle = this.idle
    this.idle = undefined
    await idle?.worker.terminate()
  }

  private take(memoryMb: number, preload: readonly string[]): Started {
    const idle = this.idle
    this.idle = undefined
    const covers = (loaded: Started['preloaded']) =>
      loaded === 'all' || preload.every((p) => loaded.includes(p))
    if (idle && idle.memoryMb === memoryMb && covers(idle.preloaded)) return idle
    if (idle) void idle.worker.terminate()
    const started = spawn(this.source, memoryMb, preload)
    this.spawned++
    started.worker.once('exit', () => {
      if (this.idle === started) this.idle = undefined
    })
    return started
  }

  private release(started: Started): void {
    if (this.idle) {
      void started.worker.terminate()
      return
    }
    started.worker.unref()
    this.idle = started
  }
}
