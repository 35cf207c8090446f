import { open } from 'node:fs/promises'
import { invalidRequest } from '../errors.js'
import { GRID_FORMATS, type GridFormat } from './grid/grid-formats.js'
import { fileExtension } from './staging.js'

export type FileFormat = 'csv' | 'json' | 'parquet' | 'arrow' | GridFormat['format']

const BY_EXTENSION: Record<string, FileFormat> = {
  csv: 'csv',
  tsv: 'csv',
  tab: 'csv',
  txt: 'csv',
  json: 'json',
  ndjson: 'json',
  jsonl: 'json',
  parquet: 'parquet',
  ...Object.fromEntries(GRID_FORMATS.flatMap((f) => f.extensions.map((ext) => [ext, f.format]))),
}

/** The first 8 KiB of a staged file, for format checks. */
export async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r')
  let head: Buffer
  try {
    const buffer = Buffer.alloc(8192)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    head = buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
  return head
}

/** Decides a staged file's format from its first bytes, then its extension; rejects empty and binary files. */
export function detectFormat(head: Buffer, fileName: string): FileFormat {
  if (head.toString('utf8').trim() === '') throw invalidRequest('empty_file', 'The file is empty.')
  const magic = head.subarray(0, 4).toString('latin1')
  if (magic === 'PAR1') return 'parquet'
  if (magic === '%PDF' && !GRID_FORMATS.some((f) => f.format === 'pdf')) {
    throw invalidRequest('unsupported_file_type', 'Reading .pdf files is not supported yet.')
  }
  const byName = BY_EXTENSION[fileExtension(fileName)]
  const grid = GRID_FORMATS.find((f) => f.format === byName) ?? GRID_FORMATS.find((f) => f.magic(head))
  if (grid?.magic(head)) return grid.format
  if (grid && grid.format === byName) {
    throw invalidRequest(grid.mismatchCode, `The file does not look like a .${fileExtension(fileName)} file.`)
  }
  if (byName === 'parquet') {
    throw invalidRequest('unreadable_file', `The file does not look like a .${fileExtension(fileName)} file.`)
  }
  // UTF-16 text (Excel's "Unicode text") is full of NUL bytes but starts with its byte order mark.
  const utf16 = head[0] === 0xff && head[1] === 0xfe
  if (utf16) return byName === 'json' ? 'json' : 'csv'
  if (head.includes(0)) throw invalidRequest('binary_file', 'The file is binary, not a known table format.')
  if (byName) return byName
  const first = head.toString('utf8').trimStart()[0]
  return first === '{' || first === '[' ? 'json' : 'csv'
}
