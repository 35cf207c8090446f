import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { checkEnds } from './pdf-bytes.js'
import { isPdfErrorCode, pdfError } from './pdf-errors.js'
import { DEFAULT_PDF_LIMITS, type PdfLimits, type PdfTable } from './pdf-types.js'

type Reply = { ok: true; tables: PdfTable[] } | { ok: false; code: string; detail?: string }

/**
 * Where the worker's code is: next to this file, as `.js` when built; as `.ts` when the sources
 * run under a TypeScript loader (tests, benchmarks), which the worker then registers itself.
 */
function startWorker(bytes: Uint8Array, limits: PdfLimits): Worker {
  const fromSource = import.meta.url.endsWith('.ts')
  const entry = new URL(fromSource ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url)
  const copy = new Uint8Array(bytes)
  const options = {
    workerData: { bytes: copy, limits },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  }
  if (!fromSource) return new Worker(entry, options)
  // pdfjs is plain JavaScript: load it before the TypeScript loader, which would take seconds over it.
  const require = createRequire(import.meta.url)
  const [pdfjs, pdfjsWorker] = [
    'pdfjs-dist/legacy/build/pdf.mjs',
    'pdfjs-dist/legacy/build/pdf.worker.mjs',
  ].map((name) => JSON.stringify(pathToFileURL(require.resolve(name)).href))
  const boot = `(async () => {
    await import(${pdfjs})
    globalThis.pdfjsWorker = await import(${pdfjsWorker})
    const { register } = await import('tsx/esm/api')
    register()
    await import(${JSON.stringify(entry.href)})
  })()`
  return new Worker(boot, { ...options, eval: true })
}

/**
 * Finds the tables of a PDF in a worker thread with its own heap limit, a page limit and a
 * time limit. Fails with a stable code: `pdf_invalid`, `pdf_truncated`, `pdf_encrypted`,
 * `pdf_no_text`, `pdf_too_many_pages`, `pdf_too_complex`.
 */
export function extractPdfTables(bytes: Uint8Array, limits: Partial<PdfLimits> = {}): Promise<PdfTable[]> {
  const resolved = { ...DEFAULT_PDF_LIMITS, ...limits }
  const refused = checkEnds(bytes)
  if (refused) return Promise.reject(pdfError(refused))
  return new Promise((resolve, reject) => {
    const worker = startWorker(bytes, resolved)
    // pdfjs may warn about a damaged file; the caller gets a code, not the console noise.
    worker.stdout.resume()
    worker.stderr.resume()
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      outcome()
    }
    const timer = setTimeout(() => settle(() => reject(pdfError('pdf_too_complex'))), resolved.timeoutMs)
    worker.on('message', (reply: Reply) =>
      settle(() => {
        if (reply.ok) resolve(reply.tables)
        else reject(pdfError(isPdfErrorCode(reply.code) ? reply.code : 'pdf_invalid', reply.detail))
      }),
    )
    // Out of memory, or any crash of the worker: the file was too much to read; nothing leaks.
    worker.on('error', () => settle(() => reject(pdfError('pdf_too_complex'))))
    worker.on('exit', () => settle(() => reject(pdfError('pdf_invalid'))))
  })
}
