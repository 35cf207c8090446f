import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream'
import { createInflateRaw } from 'node:zlib'
import yauzl from 'yauzl'
import { invalidRequest, TallyError } from '../../errors.js'
import { zipBomb } from './zip-guard.js'

const damaged = () =>
  invalidRequest('truncated_file', 'The file is cut short or damaged: a part of it cannot be unpacked.')

/** Packed bytes are read in large slices and unpacked in large chunks: a sheet of 60 MB is ~230 of each. */
const READ_BYTES = 1 << 20
const CHUNK_BYTES = 1 << 18

/** Where a chunk of UTF-8 can end: after its last `>`, else before a character that may be cut. */
function cutAt(data: Buffer): number {
  const gt = data.lastIndexOf(62)
  if (gt >= 0) return gt + 1
  let i = data.length
  while (i > data.length - 3 && i > 0 && ((data[i - 1] ?? 0) & 0xc0) === 0x80) i--
  return i > 0 && (data[i - 1] ?? 0) >= 0xc0 ? i - 1 : data.length
}

/**
 * A zip opened for random access to its entries. yauzl reads the directory; an entry's data is read
 * from the file and inflated here, in large slices (yauzl's own stream reads and inflates 16 KiB at a
 * time through three piped streams, which cost three times the inflating itself).
 */
export class ZipEntries {
  private constructor(
    private readonly path: string,
    private readonly zip: yauzl.ZipFile,
    private readonly entries: ReadonlyMap<string, yauzl.Entry>,
  ) {}

  static open(path: string): Promise<ZipEntries> {
    return new Promise((resolve, reject) => {
      yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) => {
        if (error || !zip) return reject(damaged())
        const entries = new Map<string, yauzl.Entry>()
        zip.on('entry', (entry: yauzl.Entry) => {
          entries.set(entry.fileName, entry)
          zip.readEntry()
        })
        zip.on('end', () => resolve(new ZipEntries(path, zip, entries)))
        zip.on('error', () => reject(damaged()))
        zip.readEntry()
      })
    })
  }

  has(name: string): boolean {
    return this.entries.has(name)
  }

  /**
   * Streams an entry as UTF-8 text chunks, each cut after its last `>` where it has one, so that a
   * tag scanner seldom has to join the end of one chunk to the next (a joined string is not flat,
   * and reading it char by char cost a third more). Sizes that lie about the data are a zip bomb.
   */
  async *text(name: string): AsyncGenerator<string> {
    const entry = this.entries.get(name)
    if (!entry) return
    let carry: Buffer | undefined
    for await (const chunk of this.bytes(entry)) {
      const data = carry ? Buffer.concat([carry, chunk]) : chunk
      const cut = cutAt(data)
      if (cut > 0) yield data.toString('utf8', 0, cut)
      carry = cut < data.length ? data.subarray(cut) : undefined
    }
    if (carry) yield carry.toString('utf8')
  }

  /** An entry's unpacked bytes; more than its declared size is a zip bomb, fewer a damaged file. */
  private async *bytes(entry: yauzl.Entry): AsyncGenerator<Buffer> {
    const method = entry.compressionMethod
    if (entry.isEncrypted() || (method !== 0 && method !== 8)) throw damaged()
    if (entry.compressedSize === 0) {
      if (entry.uncompressedSize !== 0) throw damaged()
      return
    }
    const start = await new Promise<number>((resolve, reject) =>
      this.zip.readLocalFileHeader(entry, { minimal: true }, (error, header) =>
        error ? reject(damaged()) : resolve(header.fileDataStart),
      ),
    )
    const packed = createReadStream(this.path, {
      start,
      end: start + entry.compressedSize - 1,
      highWaterMark: READ_BYTES,
    })
    const data: Readable =
      method === 8 ? pipeline(packed, createInflateRaw({ chunkSize: CHUNK_BYTES }), () => {}) : packed
    let unpacked = 0
    try {
      for await (const chunk of data) {
        unpacked += (chunk as Buffer).length
        if (unpacked > entry.uncompressedSize) throw zipBomb('An entry unpacks to more than it declares.')
        yield chunk as Buffer
      }
    } catch (error) {
      throw error instanceof TallyError ? error : damaged()
    } finally {
      data.destroy()
    }
    if (unpacked < entry.uncompressedSize) throw damaged()
  }

  /** A whole (small) entry as text. */
  async whole(name: string): Promise<string> {
    let out = ''
    for await (const chunk of this.text(name)) out += chunk
    return out
  }

  close(): void {
    this.zip.close()
  }
}
