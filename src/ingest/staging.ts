import { createWriteStream } from 'node:fs'
import { copyFile, link, mkdir, rm, stat, writeFile } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { invalidRequest, tooLarge } from '../errors.js'
import { randomHex } from '../ids.js'

/** Often enough for a line or a progress bar, rarely enough to cost nothing next to the copy. */
const REPORT_EVERY_BYTES = 4 * 1024 ** 2

export interface StagedFile {
  /** Absolute path inside the staging directory, the only place DuckDB may read. */
  readonly path: string
  /** The caller's file name (base name only), for the catalog and format detection. */
  readonly fileName: string
  readonly bytes: number
  remove(): Promise<void>
}

/** Lower-case extension without the dot, or '' when the name has none we accept. */
export function fileExtension(fileName: string): string {
  const ext = extname(fileName).slice(1).toLowerCase()
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : ''
}

/**
 * Copies (or hard-links) a path, writes a Buffer, or streams a Readable into a fresh folder of the
 * staging directory, enforcing `maxBytes` without holding a stream in memory. A stream's bytes are
 * told to `onBytes` as they arrive, every REPORT_EVERY_BYTES.
 */
export async function stageFile(
  stagingDir: string,
  file: string | Buffer | Readable,
  fileName: string | undefined,
  maxBytes: number,
  onBytes?: (bytes: number) => void,
): Promise<StagedFile> {
  const name = basename(fileName ?? (typeof file === 'string' ? file : 'upload'))
  const ext = fileExtension(name)
  const folder = join(stagingDir, randomHex(12))
  await mkdir(folder, { recursive: true })
  const path = join(folder, ext ? `upload.${ext}` : 'upload')
  const remove = () => rm(folder, { recursive: true, force: true })
  try {
    if (typeof file === 'string') {
      const info = await stat(file).catch(() => {
        throw invalidRequest('file_not_found', `No readable file at the given path: ${basename(file)}`)
      })
      if (!info.isFile()) throw invalidRequest('file_not_found', `Not a regular file: ${basename(file)}`)
      if (info.size > maxBytes) throw tooLarge('file_too_large', `The file is larger than ${maxBytes} bytes.`)
      await link(file, path).catch(() => copyFile(file, path))
      return { path, fileName: name, bytes: info.size, remove }
    }
    if (Buffer.isBuffer(file)) {
      if (file.length > maxBytes)
        throw tooLarge('file_too_large', `The file is larger than ${maxBytes} bytes.`)
      await writeFile(path, file)
      return { path, fileName: name, bytes: file.length, remove }
    }
    let bytes = 0
    let reported = 0
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length
        if (bytes > maxBytes) done(tooLarge('file_too_large', `The file is larger than ${maxBytes} bytes.`))
        else {
          if (onBytes && bytes - reported >= REPORT_EVERY_BYTES) {
            reported = bytes
            onBytes(bytes)
          }
          done(null, chunk)
        }
      },
    })
    await pipeline(file instanceof Readable ? file : Readable.from(file), limit, createWriteStream(path))
    return { path, fileName: name, bytes, remove }
  } catch (error) {
    await remove()
    throw error
  }
}
