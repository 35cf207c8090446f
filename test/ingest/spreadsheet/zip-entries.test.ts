import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateRawSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZipEntries } from '../../../src/ingest/spreadsheet/zip-entries.js'

/** A one-entry zip whose directory declares `declared` unpacked bytes (the truth unless a test lies). */
function zipOf(name: string, data: Buffer, method: 0 | 8, declared = data.length): Buffer {
  const nameBytes = Buffer.from(name)
  const packed = method === 8 ? deflateRawSync(data) : data
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(method, 8)
  local.writeUInt32LE(packed.length, 18)
  local.writeUInt32LE(declared, 22)
  local.writeUInt16LE(nameBytes.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt16LE(method, 10)
  central.writeUInt32LE(packed.length, 20)
  central.writeUInt32LE(declared, 24)
  central.writeUInt16LE(nameBytes.length, 28)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + nameBytes.length, 12)
  end.writeUInt32LE(local.length + nameBytes.length + packed.length, 16)
  return Buffer.concat([local, nameBytes, packed, central, nameBytes, end])
}

describe('zip entries', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tally-zip-test-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  const open = async (bytes: Buffer) => {
    const file = join(dir, `z${Math.random().toString(36).slice(2)}.zip`)
    await writeFile(file, bytes)
    return ZipEntries.open(file)
  }
  const read = async (zip: ZipEntries, name: string) => {
    try {
      return await zip.whole(name)
    } finally {
      zip.close()
    }
  }
  // Long enough to arrive in several chunks, with characters of 2 to 4 bytes across their edges.
  const text = 'Zürich 東京 😀 <c r="A1"><v>1</v></c>\n'.repeat(40_000)

  it('unpacks deflated and stored entries whole, characters split across chunks kept', async () => {
    expect(await read(await open(zipOf('a.xml', Buffer.from(text), 8)), 'a.xml')).toBe(text)
    expect(await read(await open(zipOf('b.xml', Buffer.from('<x>stored</x>'), 0)), 'b.xml')).toBe(
      '<x>stored</x>',
    )
    expect(await read(await open(zipOf('c.xml', Buffer.alloc(0), 0)), 'c.xml')).toBe('')
    // No `>` to cut after: chunks end before a character that could be cut.
    for (const plain of ['Zürich 東京 😀 '.repeat(60_000), `${'x'.repeat(300_000)}😀${'é'.repeat(200_000)}`])
      expect(await read(await open(zipOf('d.xml', Buffer.from(plain), 8)), 'd.xml')).toBe(plain)
  })

  it('refuses an entry that unpacks to more than its directory declares as a zip bomb', async () => {
    const zip = await open(zipOf('a.xml', Buffer.from(text), 8, 1000))
    await expect(read(zip, 'a.xml')).rejects.toMatchObject({ code: 'zip_bomb' })
  })

  it('refuses an entry that unpacks to less than declared, or whose data is not deflate, as damaged', async () => {
    const short = await open(zipOf('a.xml', Buffer.from(text), 8, text.length * 2))
    await expect(read(short, 'a.xml')).rejects.toMatchObject({ code: 'truncated_file' })
    const bytes = zipOf('a.xml', Buffer.from(text), 8)
    bytes.fill(0xff, 40, 140)
    await expect(read(await open(bytes), 'a.xml')).rejects.toMatchObject({ code: 'truncated_file' })
  })
})
