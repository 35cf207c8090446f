import { open } from 'node:fs/promises'
import { invalidRequest } from '../errors.js'
import { fileExtension } from './staging.js'

export type FileFormat = 'csv' | 'json' | 'parquet' | 'xlsx' | 'pdf'

const BY_EXTENSION: Record<string, FileFormat> = {
  csv: 'csv',
  tsv: 'csv',
  tab: 'csv',
  txt: 'csv',
  json: 'json',
  ndjson: 'json',
  jsonl: 'json',
  parquet: 'parquet',
  xlsx: 'xlsx',
  xlsm: 'xlsx',
  xls: 'xlsx',
  ods: 'xlsx',
  pdf: 'pdf',
}

/** Decides a staged file's format from its first bytes, then its extension; rejects empty and binary files. */
export async function detectFormat(path: string, fileName: string): Promise<FileFormat> {
  const handle = await open(path, 'r')
  let head: Buffer
  try {
    const buffer = Buffer.alloc(8192)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    head = buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
  if (head.toString('utf8').trim() === '') throw invalidRequest('empty_file', 'The file is empty.')
  const magic = head.subarray(0, 4).toString('latin1')
  if (magic === 'PAR1') return 'parquet'
  if (magic === '%PDF') return 'pdf'
  if (magic.startsWith('PK')) return 'xlsx'
  const byName = BY_EXTENSION[fileExtension(fileName)]
  if (byName === 'xlsx' || byName === 'pdf' || byName === 'parquet') {
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
