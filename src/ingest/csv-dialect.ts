import { open } from 'node:fs/promises'
import { invalidRequest } from '../errors.js'

/** How much of a file's head is read to decide its dialect; DuckDB's own sniffer samples rows, not bytes. */
export const HEAD_BYTES = 1 << 20

/** What the first bytes of a text file tell about reading it, beyond what DuckDB's sniffer finds. */
export interface CsvHead {
  /** DuckDB `encoding` option when the head is not UTF-8. */
  readonly encoding: 'utf-8' | 'utf-16' | 'latin-1'
  /** A `\"` inside a quoted field: the file escapes quotes with a backslash (WikiTableQuestions does). */
  readonly backslashEscape: boolean
  /** The delimiter a person would see in the first lines, for when DuckDB's sniffer gives up. */
  readonly delimiter: string | undefined
  /**
   * The delimiter when no other candidate occurs anywhere in the head and each of the first lines
   * holds it as often: DuckDB's sniffer can choose no other, so it need not try the others.
   */
  readonly soleDelimiter?: string
  /**
   * Rows end in `\r\n` while a quoted cell before the first row's end holds a bare `\n` (a
   * header cell written on two lines, as spreadsheet exports do): DuckDB's sniffer takes the first
   * newline it meets for the rows' end and gives up, so it is told.
   */
  readonly crlfRows?: boolean
}

const DELIMITERS = [',', ';', '\t', '|'] as const

/** Reads the head of a staged file once and inspects it; rejects a line over `maxLineBytes` seen there. */
export async function inspectCsvHead(path: string, maxLineBytes: number): Promise<CsvHead> {
  const head = await readHead(path)
  if (head[0] === 0xff && head[1] === 0xfe)
    return { encoding: 'utf-16', backslashEscape: false, delimiter: undefined }
  const text = decode(head)
  // A head no longer than the limit holds no line past it (the default limit is twice the head).
  if (head.length > maxLineBytes && longestLine(head) > maxLineBytes) throw lineTooLong(maxLineBytes)
  if (head.length === HEAD_BYTES && (await lastLineRunsPast(path, head, maxLineBytes)))
    throw lineTooLong(maxLineBytes)
  const delimiter = guessDelimiter(text.value)
  const sole = delimiter !== undefined && isSoleDelimiter(text.value, delimiter)
  return {
    encoding: text.utf8 ? 'utf-8' : 'latin-1',
    backslashEscape: hasBackslashEscapes(text.value),
    delimiter,
    ...(sole ? { soleDelimiter: delimiter } : {}),
    ...(crlfRowsAfterQuotedNewline(text.value) ? { crlfRows: true } : {}),
  }
}

/** The first row ends in `\r\n` outside quotes, after a bare `\n` inside them. */
export function crlfRowsAfterQuotedNewline(text: string): boolean {
  let quoted = false
  let quotedNewline = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '"') quoted = !quoted
    else if (ch === '\n' && quoted && text[i - 1] !== '\r') quotedNewline = true
    else if (ch === '\n' && !quoted) return quotedNewline && text[i - 1] === '\r'
  }
  return false
}

/** `delimiter` is the only candidate in the whole head, and every one of the first lines has as many. */
export function isSoleDelimiter(text: string, delimiter: string): boolean {
  if (DELIMITERS.some((other) => other !== delimiter && text.includes(other))) return false
  const counts = logicalLines(text, 20).map((line) => countOutsideQuotes(line, delimiter))
  return counts.length > 1 && counts.every((count) => count === counts[0])
}

export const lineTooLong = (maxLineBytes: number) =>
  invalidRequest('line_too_long', `A line of the file is longer than the allowed ${maxLineBytes} bytes.`)

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.allocUnsafe(HEAD_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * The head's last line, cut by the head's end, may run on past the limit: reading on until its
 * end (at most maxLineBytes) says so at once, where DuckDB's reader took 15 s on a 5 MB line.
 */
async function lastLineRunsPast(path: string, head: Buffer, maxLineBytes: number): Promise<boolean> {
  const tail = head.length - (head.lastIndexOf(10) + 1)
  const wanted = maxLineBytes - tail + 1
  if (wanted <= 0) return true
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.allocUnsafe(wanted)
    const { bytesRead } = await handle.read(buffer, 0, wanted, head.length)
    return bytesRead === wanted && buffer.indexOf(10) === -1
  } finally {
    await handle.close()
  }
}

function decode(head: Buffer): { value: string; utf8: boolean } {
  // The head may end inside a multi-byte character: drop up to three trailing bytes before judging.
  for (let cut = 0; cut <= Math.min(3, head.length); cut++) {
    try {
      const value = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut))
      return { value, utf8: true }
    } catch {}
  }
  return { value: head.toString('latin1'), utf8: false }
}

/** Longest run of bytes between newlines (quoted newlines count as breaks: a cheap upper bound check). */
function longestLine(head: Buffer): number {
  let longest = 0
  let start = 0
  for (let i = head.indexOf(10); i !== -1; i = head.indexOf(10, start)) {
    longest = Math.max(longest, i - start)
    start = i + 1
  }
  // The last piece may be cut by the head's end; it still proves a line at least this long.
  return Math.max(longest, head.length - start)
}

/**
 * True when a `\"` appears where an RFC 4180 reader could not accept it: followed by a character
 * other than a delimiter, quote or line end (`"E. E. \"Doc\" Smith"`). A Windows path ending in
 * a backslash (`"C:\temp\"`) is followed by a delimiter and does not count.
 */
export function hasBackslashEscapes(text: string): boolean {
  for (let i = text.indexOf('\\"'); i !== -1; i = text.indexOf('\\"', i + 2)) {
    const next = text[i + 2]
    if (next !== undefined && !',;\t|"\r\n'.includes(next)) return true
  }
  return false
}

/** The candidate found the same number of times (at least once) in each of the first lines, outside quotes. */
export function guessDelimiter(text: string): string | undefined {
  const lines = logicalLines(text, 20)
  if (lines.length === 0) return undefined
  let best: { delimiter: string; count: number } | undefined
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter))
    const first = counts[0] ?? 0
    if (first === 0) continue
    const agreeing = counts.filter((c) => c === first).length
    if (agreeing * 2 < counts.length) continue
    if (!best || first > best.count) best = { delimiter, count: first }
  }
  return best?.delimiter
}

function logicalLines(text: string, limit: number): string[] {
  const lines: string[] = []
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length && lines.length < limit; i++) {
    const ch = text[i]
    if (ch === '"') quoted = !quoted
    else if (ch === '\n' && !quoted) {
      const line = text.slice(start, i).replace(/\r$/, '')
      if (line.trim() !== '') lines.push(line)
      start = i + 1
    }
  }
  return lines
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let quoted = false
  let count = 0
  for (const ch of line) {
    if (ch === '"') quoted = !quoted
    else if (ch === delimiter && !quoted) count++
  }
  return count
}
