import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import { invalidRequest, tooLarge } from '../../../src/errors.js'
import type { ArtifactInfo, Engine, IngestProgress } from '../../../src/index.js'

const FIELD_LIMITS = { fields: 20, fieldSize: 4096, parts: 40, files: 1 }
/** Room for the fields, part headers and boundaries around the file. */
const FORM_OVERHEAD_BYTES = 1024 ** 2

/**
 * Ingests `multipart/form-data` (fields `artifact`, `collection`, part `file`) without holding the
 * file in memory. When the fields come first the file part streams straight into engine.ingest;
 * when the file comes first it is spooled to a temporary file until the fields have arrived.
 */
export function ingestMultipart(
  request: Request,
  engine: Engine,
  org: string,
  onProgress?: (progress: IngestProgress) => void,
): Promise<ArtifactInfo> {
  const maxBytes = engine.options.maxFileBytes
  const body = request.body
  if (!body) return Promise.reject(invalidRequest('missing_file', 'The form has no `file` part.'))
  // A declared length past the file limit plus the form's own fields is refused before reading.
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes + FORM_OVERHEAD_BYTES)
    return Promise.reject(tooLarge('file_too_large', `The file is larger than ${maxBytes} bytes.`))
  let parser: busboy.Busboy
  try {
    // busboy reports 'limit' once a file reaches fileSize, so a file of exactly maxBytes needs one more.
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: { ...FIELD_LIMITS, fileSize: maxBytes + 1 },
    })
  } catch {
    return Promise.reject(
      invalidRequest('invalid_multipart', 'The multipart/form-data header has no boundary.'),
    )
  }
  const fileTooLarge = () => tooLarge('file_too_large', `The file is larger than ${maxBytes} bytes.`)
  const fields = new Map<string, string>()
  // Settles when the whole form has been read (or the upload failed): a spooled file waits for it.
  let formRead: { resolve(): void; reject(error: unknown): void } = { resolve() {}, reject() {} }
  const formDone = new Promise<void>((resolve, reject) => {
    formRead = { resolve, reject }
  })
  formDone.catch(() => undefined)
  const target = (fileName: string) => ({
    org,
    collection: fields.get('collection') || undefined,
    artifact: fields.get('artifact') ?? '',
    fileName,
    onProgress,
    ...(fields.get('dateOrder') ? { dateOrder: fields.get('dateOrder') as 'dmy' | 'mdy' | 'auto' } : {}),
  })
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>)

  return new Promise<ArtifactInfo>((resolve, reject) => {
    let upload: Promise<ArtifactInfo> | undefined
    let settled = false
    const fail = (error: unknown) => {
      if (settled) return
      settled = true
      formRead.reject(error)
      source.unpipe(parser)
      source.destroy()
      parser.destroy()
      reject(error)
    }
    // A value cut at fieldSize is longer than any valid id, so the engine's id check rejects it.
    parser.on('field', (name, value) => fields.set(name, value))
    parser.on('file', (name, file, info) => {
      if (name !== 'file' || upload) {
        file.resume()
        return
      }
      // The consumer may attach only after an await; until then an error must not go unheard. It
      // still reaches the consumer: a pipeline over an errored stream rejects with that error.
      file.on('error', () => undefined)
      // busboy is mid-write when it reports the limit: act after it has returned.
      file.on('limit', () =>
        process.nextTick(() => {
          const error = fileTooLarge()
          file.destroy(error)
          fail(error)
        }),
      )
      const fileName = info.filename || fields.get('artifact') || 'upload'
      upload = fields.has('artifact')
        ? engine.ingest({ ...target(fileName), file })
        : spoolThenIngest(file, formDone, (path) => engine.ingest({ ...target(fileName), file: path }))
      upload.catch(fail)
    })
    parser.on('error', () =>
      fail(invalidRequest('invalid_multipart', 'The multipart/form-data body is malformed.')),
    )
    parser.on('finish', () => {
      formRead.resolve()
      if (!upload) fail(invalidRequest('missing_file', 'The form has no `file` part.'))
      else
        upload.then((info) => {
          settled = true
          resolve(info)
        }, fail)
    })
    source.on('error', fail)
    source.pipe(parser)
  })
}

/** Writes the file part to a temporary file, waits for the rest of the form, then ingests the path. */
async function spoolThenIngest(
  file: Readable,
  formDone: Promise<void>,
  ingest: (path: string) => Promise<ArtifactInfo>,
): Promise<ArtifactInfo> {
  const dir = await mkdtemp(join(tmpdir(), 'tally-upload-'))
  try {
    const path = join(dir, 'upload')
    await pipeline(file, createWriteStream(path))
    await formDone
    return await ingest(path)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
