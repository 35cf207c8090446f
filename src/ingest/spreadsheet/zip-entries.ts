import { StringDecoder } from 'node:string_decoder'
import yauzl from 'yauzl'
import { invalidRequest } from '../../errors.js'
import { zipBomb } from './zip-guard.js'

const damaged = () =>
  invalidRequest('truncated_file', 'The file is cut short or damaged: a part of it cannot be unpacked.')

/** A zip opened for random access to its entries, each streamed through zlib as text. */
export class ZipEntries {
  private constructor(
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
        zip.on('end', () => resolve(new ZipEntries(zip, entries)))
        zip.on('error', () => reject(damaged()))
        zip.readEntry()
      })
    })
  }

  has(name: string): boolean {
    return this.entries.has(name)
  }

  /** Streams an entry as UTF-8 text chunks; sizes that lie about the data are a zip bomb. */
  async *text(name: string): AsyncGenerator<string> {
    const entry = this.entries.get(name)
    if (!entry) return
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      this.zip.openReadStream(entry, (error, s) => (error || !s ? reject(damaged()) : resolve(s))),
    )
    const decoder = new StringDecoder('utf8')
    try {
      for await (const chunk of stream) yield decoder.write(chunk as Buffer)
    } catch (error) {
      const message = error instanceof Error ? error.message : ''
      throw /too many bytes|expected \d+ bytes/i.test(message)
        ? zipBomb('An entry unpacks to more than it declares.')
        : damaged()
    }
    const rest = decoder.end()
    if (rest) yield rest
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
