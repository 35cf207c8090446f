import { describe, expect, it } from 'vitest'
import { SheetCells } from '../../../src/ingest/spreadsheet/sheet-cells.js'
import { XmlTags } from '../../../src/ingest/spreadsheet/xml-tags.js'

const SHEET = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>
<x:row r="2" spans="1:4"><x:c r="A2" s="3" t="s"><x:v>7</x:v></x:c><x:c r="B2"><x:f>1+1</x:f><x:v>2</x:v></x:c>
<x:c r="D2" t="str"><x:v>a &amp; b &lt;c&gt; &#x41;&#66;</x:v></x:c></x:row>
<!-- a comment with <c r="Z9"><v>9</v></c> inside -->
<x:row r='4'><x:c r='C4' t='inlineStr'><x:is><x:r><x:t>rich </x:t></x:r><x:r><x:t xml:space="preserve">text</x:t></x:r><x:rPh sb="0" eb="1"><x:t>phonetic</x:t></x:rPh></x:is></x:c>
<x:c r="E4" s="12" t="b"><x:v>1</x:v></x:c><x:c r="F4"/><x:c t="e"><x:v>#N/A</x:v></x:c><x:c r="AA4"><x:v><![CDATA[5]]></x:v></x:c><x:c  t = "str" s='2'
r="AB4" ><x:v>odd</x:v></x:c></x:row>
<x:row r="5"/>
</x:sheetData><x:mergeCells count="1"><x:mergeCell ref="A1:B1"/></x:mergeCells></x:worksheet>`

/** The same without prefixes: most cells then take the scanner's short path for `<c><v>..</v></c>`. */
const PLAIN = SHEET.replaceAll('x:', '')

const EXPECTED = [
  'row 2',
  'cell 0 s 3 7',
  'cell 1 n 0 2',
  'cell 3 str 0 a &amp; b &lt;c&gt; &#x41;&#66;',
  'end',
  'row 4',
  'cell 2 inlineStr 0 rich text',
  'cell 4 b 12 1',
  'cell 5 n 0 ',
  'cell -1 e 0 #N/A',
  'cell 26 n 0 5',
  'cell 27 str 2 odd',
  'end',
  'row 5',
  'end',
]

function scan(chunks: readonly string[], merges: unknown[] = []): string[] {
  const events: string[] = []
  const scanner = new SheetCells({
    startRow: (r) => events.push(`row ${r}`),
    endRow: () => events.push('end'),
    cell: (col, type, style, text) => events.push(`cell ${col} ${type} ${style} ${text}`),
  })
  for (const chunk of chunks) scanner.write(chunk)
  scanner.close()
  merges.push(...scanner.merges)
  return events
}

describe('the worksheet cell scanner', () => {
  it('reads rows and cells: prefixes, both quotes, entities kept raw, inline rich text, phonetics and formulas left out', () => {
    expect(scan([SHEET])).toEqual(EXPECTED)
  })

  it('reads the same whatever the chunks the zip entry arrives in', () => {
    for (const sheet of [SHEET, PLAIN]) {
      for (const size of [1, 2, 3, 5, 7, 11, 64, sheet.length]) {
        const chunks = Array.from({ length: Math.ceil(sheet.length / size) }, (_, i) =>
          sheet.slice(i * size, (i + 1) * size),
        )
        const merges: unknown[] = []
        expect(scan(chunks, merges), `chunks of ${size}`).toEqual(EXPECTED)
        expect(merges, `chunks of ${size}`).toEqual([{ r0: 0, c0: 0, r1: 0, c1: 1 }])
      }
    }
  })

  it('refuses a part cut inside a tag', () => {
    expect(() => scan([SHEET.slice(0, SHEET.indexOf('<x:c r="E4"') + 5)])).toThrow(
      expect.objectContaining({ code: 'truncated_file' }),
    )
  })
})

describe('the generic tag scanner', () => {
  it('reports local names, self-closing tags and text split across chunks', () => {
    const events: string[] = []
    const tags = new XmlTags({
      open: (name, _tag, selfClosing) => events.push(`<${name}${selfClosing ? '/' : ''}>`),
      close: (name) => events.push(`</${name}>`),
      text: (source, start, end) => events.push(source.slice(start, end)),
    })
    for (const chunk of ['<sst><si><t>Fi', 'sh &amp; chips</t></si><si><t/><x:b a=">"/></si></s', 'st>'])
      tags.write(chunk)
    tags.close()
    expect(events).toEqual([
      '<sst>',
      '<si>',
      '<t>',
      'Fi',
      'sh &amp; chips',
      '</t>',
      '</si>',
      '<si>',
      '<t/>',
      '<b/>',
      '</si>',
      '</sst>',
    ])
  })
})
