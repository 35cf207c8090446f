import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { glyphItems } from '../../../src/ingest/pdf/glyph-text.js'

/** Glyphs of a font whose every character is 500/1000 em wide, as pdfjs's operator list gives them. */
const glyphs = (text: string) =>
  [...text].map((unicode) => ({ unicode, width: 500, isSpace: unicode === ' ' }))

const context = { fontScale: () => 0.001, normalize: (text: string) => text }

function read(ops: [number, unknown[]][]) {
  return glyphItems(
    ops.map(([fn]) => fn),
    ops.map(([, args]) => args),
    OPS,
    context,
  ).map((item) => ({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width }))
}

describe('text placed from the operator list', () => {
  it('places a run at its text matrix, one item with its space, as wide as its glyphs', () => {
    const items = read([
      [OPS.beginText, []],
      [OPS.setFont, ['f1', 10]],
      [OPS.setTextMatrix, [[1, 0, 0, 1, 72, 700]]],
      [OPS.showText, [glyphs('ab cd')]],
    ])
    expect(items).toEqual([{ str: 'ab cd', x: 72, y: 700, width: 25 }])
  })

  it('starts a new item after a gap wider than a space, and moves by Td and the CTM', () => {
    const items = read([
      [OPS.save, []],
      [OPS.transform, [1, 0, 0, 1, 10, 0]],
      [OPS.beginText, []],
      [OPS.setFont, ['f1', 10]],
      [OPS.moveText, [50, 600]],
      [OPS.showText, [[...glyphs('12'), -2000, ...glyphs('34')]]],
      [OPS.moveText, [0, -12]],
      [OPS.showText, [glyphs('56')]],
      [OPS.restore, []],
    ])
    expect(items).toEqual([
      { str: '12', x: 60, y: 600, width: 10 },
      { str: '34', x: 90, y: 600, width: 10 },
      { str: '56', x: 60, y: 588, width: 10 },
    ])
  })

  it('applies word spacing to spaces and leaves out the text of annotations', () => {
    const items = read([
      [OPS.beginText, []],
      [OPS.setFont, ['f1', 10]],
      [OPS.setWordSpacing, [20]],
      [OPS.showText, [glyphs('a b')]],
      [OPS.beginAnnotation, []],
      [OPS.showText, [glyphs('form field')]],
      [OPS.endAnnotation, []],
    ])
    expect(items.map((i) => i.str)).toEqual(['a', 'b'])
    expect(items[1]?.x).toBe(30)
  })

  it('reads a drawn space glyph as a space however narrow, and a string placed anew as an item of its own', () => {
    const narrowSpace = [...glyphs('ab'), { unicode: ' ', width: 10, isSpace: true }, ...glyphs('cd')]
    const items = read([
      [OPS.beginText, []],
      [OPS.setFont, ['f1', 10]],
      [OPS.setTextMatrix, [[1, 0, 0, 1, 72, 700]]],
      [OPS.showText, [narrowSpace]],
      [OPS.moveText, [20.5, 0]],
      [OPS.showText, [glyphs('ef')]],
    ])
    expect(items.map((i) => [i.str, i.x])).toEqual([
      ['ab cd', 72],
      ['ef', 92.5],
    ])
  })

  it('takes a small gap inside one string of half-point text for rounding, not a space', () => {
    // 0.5 pt text: Calc's print of a wide sheet; -177/1000 em is 0.09 pt, a space would be 0.14 pt.
    const items = read([
      [OPS.beginText, []],
      [OPS.setFont, ['f1', 0.5]],
      [OPS.setTextMatrix, [[1, 0, 0, 1, 72, 700]]],
      [OPS.showText, [[...glyphs('60'), -177, ...glyphs('0 f'), 156, ...glyphs('t')]]],
    ])
    expect(items.map((i) => i.str)).toEqual(['600 ft'])
  })
})
