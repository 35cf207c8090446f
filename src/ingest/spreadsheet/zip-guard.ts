import yauzl from 'yauzl'
import { invalidRequest } from '../../errors.js'

/** Limits on what a zip-based workbook may unpack to. */
export interface ZipLimits {
  /** The sum of the entries' sizes, unpacked. */
  readonly maxUnpackedBytes: number
  /** Unpacked size over packed size, past which a large file is taken for a zip bomb. */
  readonly maxRatio: number
}

export interface ZipEntry {
  readonly name: string
  readonly packed: number
  readonly unpacked: number
}

export const zipBomb = (why: string) =>
  invalidRequest('zip_bomb', 'The file unpacks to far more data than a workbook holds: it was refused.', why)

const truncated = () =>
  invalidRequest('truncated_file', 'The file is cut short or damaged: its zip directory cannot be read.')

/**
 * Reads a zip's central directory (nothing is unpacked) and refuses the file when its entries
 * declare more than the limits allow. The sizes declared are checked again while unpacking, so a
 * zip that lies about them fails there too.
 */
export function checkZip(path: string, limits: ZipLimits): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) return reject(truncated())
      const entries: ZipEntry[] = []
      let unpacked = 0
      let packed = 0
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push({ name: entry.fileName, packed: entry.compressedSize, unpacked: entry.uncompressedSize })
        unpacked += entry.uncompressedSize
        packed += entry.compressedSize
        if (unpacked > limits.maxUnpackedBytes) {
          zip.close()
          return reject(zipBomb(`It unpacks to more than ${limits.maxUnpackedBytes} bytes.`))
        }
        zip.readEntry()
      })
      zip.on('end', () => {
        if (unpacked > 64 * 1024 ** 2 && unpacked > packed * limits.maxRatio) {
          return reject(zipBomb(`It unpacks ${Math.round(unpacked / Math.max(packed, 1))} times its size.`))
        }
        resolve(entries)
      })
      zip.on('error', () => reject(truncated()))
      zip.readEntry()
    })
  })
}
