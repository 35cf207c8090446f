import { describe, expect, it } from 'vitest'
import { tablesFromGrids } from '../../../src/ingest/grid/grid-formats.js'
import type { Grid, GridCell } from '../../../src/ingest/grid/grid-types.js'

const grid = (rows: GridCell[][], extra: Partial<Grid> = {}): Grid => ({
  sheet: 1,
  index: 1,
  name: 'S',
  rows,
  ...extra,
})
const tables = (g: Grid) => tablesFromGrids([g], { kind: 'collect' })

describe('finding tables on a grid', () => {
  it('finds the header below title and blank rows', () => {
    const [table, ...rest] = tables(
      grid([['Annual report'], ['Draft'], [], [null, 'Name', 'Score'], [null, 'Ann', 3], [null, 'Bo', 4]]),
    )
    expect(rest).toEqual([])
    expect(table?.header).toEqual(['Name', 'Score'])
    expect(table?.rows).toEqual([
      ['Ann', 3],
      ['Bo', 4],
    ])
  })

  it('skips a title row directly above the header and notes it', () => {
    const [table] = tables(grid([['Staff list'], ['Name', 'Age'], ['Ann', 30]]))
    expect(table?.header).toEqual(['Name', 'Age'])
    expect(table?.notes.join(' ')).toMatch(/title/)
  })

  it('combines a merged two-row header and fills merged cells', () => {
    const merges = [
      { r0: 0, c0: 0, r1: 1, c1: 0 },
      { r0: 0, c0: 1, r1: 0, c1: 2 },
      { r0: 2, c0: 0, r1: 3, c1: 0 },
    ]
    const [table] = tables(
      grid(
        [
          ['Region', 'Q1', null],
          [null, 'Revenue', 'Units'],
          ['North', 10, 1],
          [null, 20, 2],
        ],
        { merges },
      ),
    )
    expect(table?.header).toEqual(['Region', 'Q1 Revenue', 'Q1 Units'])
    expect(table?.rows).toEqual([
      ['North', 10, 1],
      ['North', 20, 2],
    ])
  })

  it('leaves a labelled totals row out and notes it', () => {
    const [table] = tables(
      grid([
        ['Item', 'Cost'],
        ['A', 1.5],
        ['B', 2],
        ['Grand total', 3.5],
      ]),
    )
    expect(table?.rows).toEqual([
      ['A', 1.5],
      ['B', 2],
    ])
    expect(table?.notes).toContain('totals row left out')
  })

  it('leaves out an unlabelled last row only when it sums the columns above', () => {
    const summed = tables(
      grid([
        ['Item', 'Cost'],
        ['A', 1],
        ['B', 2],
        [null, 3],
      ]),
    )[0]
    expect(summed?.rowCount).toBe(2)
    const notSummed = tables(
      grid([
        ['Item', 'Cost'],
        ['A', 1],
        ['B', 2],
        [null, 4],
      ]),
    )[0]
    expect(notSummed?.rowCount).toBe(3)
  })

  it('splits two tables separated by blank rows and numbers them on their sheet', () => {
    const found = tables(grid([['A', 'B'], [1, 2], [], ['Name', 'City'], ['Ann', 'Oslo']]))
    expect(found.map((t) => [t.index, t.header])).toEqual([
      [1, ['A', 'B']],
      [2, ['Name', 'City']],
    ])
  })

  it('keeps a table whole across a blank row inside its data', () => {
    const found = tables(grid([['Name', 'Score'], ['Ann', 1], [], ['Bo', 2]]))
    expect(found).toHaveLength(1)
    expect(found[0]?.rowCount).toBe(2)
  })

  it('names columns column1..n when the first row already holds numbers', () => {
    const [table] = tables(
      grid([
        [1, 2],
        [3, 4],
      ]),
    )
    expect(table?.header).toEqual(['column1', 'column2'])
    expect(table?.rowCount).toBe(2)
  })

  it('ignores a sheet of notes (one column of text)', () => {
    expect(tables(grid([['About'], ['Figures in pounds.'], ['By finance.']]))).toEqual([])
  })

  it('widens a table whose later rows run past the header, naming the new columns', () => {
    const [table] = tables(
      grid([
        ['a', 'b'],
        [1, 2],
        [3, 4, 5],
      ]),
    )
    expect(table?.header).toEqual(['a', 'b', 'column3'])
    expect(table?.kinds).toEqual(['number', 'number', 'number'])
  })

  it('records each column kind: numbers, dates, booleans, and text when mixed', () => {
    const day = new Date(Date.UTC(2024, 0, 2))
    const [table] = tables(
      grid([
        ['n', 'd', 'b', 'm'],
        [1, day, true, 1],
        [2, day, false, 'x'],
      ]),
    )
    expect(table?.kinds).toEqual(['number', 'date', 'boolean', 'text'])
  })
})
