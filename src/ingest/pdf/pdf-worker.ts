import { parentPort, workerData } from 'node:worker_threads'
import { extractFromBytes, PdfFailure } from './pdf-document.js'
import type { PdfLimits } from './pdf-types.js'

/** The worker's side: read the PDF, post back its tables or a failure code, never a stack. */
const { bytes, limits } = workerData as { bytes: Uint8Array; limits: PdfLimits }
extractFromBytes(bytes, limits).then(
  (tables) => parentPort?.postMessage({ ok: true, tables }),
  (error: unknown) =>
    parentPort?.postMessage(
      error instanceof PdfFailure
        ? { ok: false, code: error.code, detail: error.detail }
        : { ok: false, code: 'pdf_invalid' },
    ),
)
