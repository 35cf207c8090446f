import type { GridCell } from './grid-types.js'

const pad2 = (n: number) => String(n).padStart(2, '0')

const DAY_MS = 86_400_000
/** The text of recent whole days, by day number: a large sheet's dates repeat a few thousand days. */
const DAYS = new Map<number, string>()
const DAYS_KEPT = 4096

const dayText = (date: Date) =>
  `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`

/** A date as ISO text: `YYYY-MM-DD`, with ` HH:MM:SS[.mmm]` when it has a time of day (UTC). */
export function dateText(date: Date): string {
  const at = date.getTime()
  if (at % DAY_MS === 0) {
    const day = at / DAY_MS
    let text = DAYS.get(day)
    if (text === undefined) {
      if (DAYS.size >= DAYS_KEPT) DAYS.clear()
      text = dayText(date)
      DAYS.set(day, text)
    }
    return text
  }
  const day = dayText(date)
  const ms = date.getUTCMilliseconds()
  const time = `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())}`
  return `${day} ${time}${ms ? `.${String(ms).padStart(3, '0')}` : ''}`
}

/** A cell as text: numbers in JavaScript's shortest exact form, dates in ISO, NULL as ''. */
export function cellText(cell: GridCell | undefined): string {
  if (cell === null || cell === undefined) return ''
  if (cell instanceof Date) return dateText(cell)
  if (typeof cell === 'number') return Object.is(cell, -0) ? '0' : String(cell)
  return String(cell)
}

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One CSV line (with its CRLF), cells padded with empty fields to `width` when given. */
export function csvLine(cells: readonly GridCell[], width = cells.length): string {
  let line = ''
  for (let c = 0; c < width; c++) {
    const cell = cells[c]
    if (c > 0) line += ','
    // Most cells of a big sheet are numbers, which never need quoting.
    if (typeof cell === 'number') line += Object.is(cell, -0) ? '0' : String(cell)
    else if (cell instanceof Date) line += dateText(cell)
    else line += csvField(cellText(cell))
  }
  return `${line}\r\n`
}
