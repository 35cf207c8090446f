import { invalidRequest } from '../../errors.js'

/** A tag, or text, longer than this that does not end is a damaged part, not a big cell. */
export const MAX_PENDING = 16 * 1024 * 1024

export const damagedXml = () =>
  invalidRequest('truncated_file', 'The file is cut short or damaged: a part of it is not well-formed XML.')

/** What an XmlTags scanner reports: local names (prefix dropped), the tag's text for attributes. */
export interface TagHandler {
  open(name: string, tag: string, selfClosing: boolean): void
  close(name: string): void
  /** Text between tags, `source.slice(start, end)`, entities not yet decoded (see unescapeXml); CDATA comes escaped. */
  text(source: string, start: number, end: number): void
}

export const isNameEnd = (code: number) =>
  code === 32 || code === 9 || code === 10 || code === 13 || code === 47 || code === 62

function localName(tag: string, from: number): string {
  let end = from
  let start = from
  while (end < tag.length && !isNameEnd(tag.charCodeAt(end))) {
    if (tag.charCodeAt(end) === 58) start = end + 1
    end++
  }
  return tag.slice(start, end)
}

/** Where the tag opened at `lt` ends (its `>`, outside quoted values), or -1 if not in `s` yet. */
export function tagEnd(s: string, lt: number): number {
  let quote = 0
  for (let i = lt + 1; i < s.length; i++) {
    const code = s.charCodeAt(i)
    if (quote !== 0) {
      if (code === quote) quote = 0
    } else if (code === 62) return i
    else if (code === 34 || code === 39) quote = code
  }
  return -1
}

/**
 * A scanner of the tags of an XML part fed in chunks: indexOf over the text instead of a SAX
 * parser's per-character state machine. It knows elements, text, CDATA, comments and processing
 * instructions; it does not check that tags nest (the readers only track the elements they need),
 * and leaves entity decoding to whoever keeps the text.
 */
export class XmlTags {
  private rest = ''

  constructor(private readonly handler: TagHandler) {}

  write(chunk: string): void {
    const s = this.rest === '' ? chunk : this.rest + chunk
    const handler = this.handler
    let i = 0
    for (;;) {
      const lt = s.indexOf('<', i)
      if (lt < 0) {
        if (i < s.length) handler.text(s, i, s.length)
        i = s.length
        break
      }
      if (lt > i) handler.text(s, i, lt)
      i = lt
      const next = s.charCodeAt(lt + 1)
      if (next === 33 /* ! */) {
        const end = skipSpecial(s, lt, (cdata) => handler.text(cdata, 0, cdata.length))
        if (end < 0) break
        i = end
        continue
      }
      const gt = tagEnd(s, lt)
      if (gt < 0) break
      if (next === 47 /* / */) handler.close(localName(s, lt + 2))
      else if (next === 63 /* ? */) {
        // a processing instruction or the XML declaration
      } else handler.open(localName(s, lt + 1), s.slice(lt + 1, gt), s.charCodeAt(gt - 1) === 47)
      i = gt + 1
    }
    this.rest = i < s.length ? s.slice(i) : ''
    if (this.rest.length > MAX_PENDING) throw damagedXml()
  }

  /** The end of the part: an unfinished tag is a damaged file. */
  close(): void {
    if (this.rest.includes('<')) throw damagedXml()
    this.rest = ''
  }
}

/**
 * A comment, CDATA section or declaration at `lt`: the index after it, or -1 if it is not all in
 * `s` yet. CDATA text goes to `onCdata` escaped, as the text around it is.
 */
export function skipSpecial(s: string, lt: number, onCdata: (escaped: string) => void): number {
  if (s.startsWith('<!--', lt)) {
    const end = s.indexOf('-->', lt + 4)
    return end < 0 ? -1 : end + 3
  }
  if (s.startsWith('<![CDATA[', lt)) {
    const end = s.indexOf(']]>', lt + 9)
    if (end < 0) return -1
    onCdata(
      s
        .slice(lt + 9, end)
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;'),
    )
    return end + 3
  }
  if (s.length - lt < 9) return -1
  const gt = tagEnd(s, lt)
  return gt < 0 ? -1 : gt + 1
}
