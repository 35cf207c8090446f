import * as XLSX from 'xlsx'
import { type FormatKind, formatKind } from './cell-values.js'

/** What the small parts of an .xlsx package say: sheets, date system, number formats. */
export interface XlsxBook {
  readonly sheets: readonly { readonly name: string; readonly path: string }[]
  readonly date1904: boolean
  /** The number format of each cell style (`s` attribute), by style index. */
  readonly styleFormats: readonly (string | undefined)[]
  /** How numbers of each cell style read (see formatKind). */
  readonly styleKinds: readonly FormatKind[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

export function unescapeXml(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(
          e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)),
        )
      : (ENTITIES[e.toLowerCase()] ?? ''),
  )
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

function resolvePath(target: string): string {
  if (target.startsWith('/')) return target.slice(1)
  const parts = ['xl']
  for (const part of target.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.') parts.push(part)
  }
  return parts.join('/')
}

/** Sheets in workbook order with their part paths, from workbook.xml and its relationships. */
export function readBook(workbook: string, rels: string, styles: string): XlsxBook {
  const targets = new Map<string, string>()
  for (const [tag] of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = attribute(tag, 'Id')
    const target = attribute(tag, 'Target')
    if (id && target) targets.set(id, resolvePath(unescapeXml(target)))
  }
  const sheets: { name: string; path: string }[] = []
  for (const [tag] of workbook.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const path = targets.get(attribute(tag, 'r:id') ?? '')
    if (path) sheets.push({ name: unescapeXml(attribute(tag, 'name') ?? ''), path })
  }
  const date1904 = /<(?:\w+:)?workbookPr\b[^>]*\sdate1904="(1|true)"/.test(workbook)
  const formats = styleFormats(styles)
  return { sheets, date1904, styleFormats: formats, styleKinds: formats.map(formatKind) }
}

function styleFormats(styles: string): (string | undefined)[] {
  const table = XLSX.SSF.get_table() as Record<number, string>
  const custom = new Map<number, string>()
  for (const [tag] of styles.matchAll(/<(?:\w+:)?numFmt\b[^>]*>/g)) {
    const id = Number(attribute(tag, 'numFmtId'))
    const code = attribute(tag, 'formatCode')
    if (code !== undefined) custom.set(id, unescapeXml(code))
  }
  const xfs = /<(?:\w+:)?cellXfs\b[^>]*>([\s\S]*?)<\/(?:\w+:)?cellXfs>/.exec(styles)?.[1] ?? ''
  return [...xfs.matchAll(/<(?:\w+:)?xf\b[^>]*>/g)].map(([tag]) => {
    const id = Number(attribute(tag, 'numFmtId') ?? 0)
    return custom.get(id) ?? table[id]
  })
}
