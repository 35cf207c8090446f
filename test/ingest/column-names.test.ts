import { describe, expect, it } from 'vitest'
import { columnNames } from '../../src/ingest/column-names.js'

describe('column names from a header', () => {
  it('names empty cells by their 1-based position', () => {
    expect(columnNames(['', 'Year', null, '  '], 4)).toEqual(['column1', 'Year', 'column3', 'column4'])
  })

  it('numbers repeats from 2, ignoring case as DuckDB does', () => {
    expect(columnNames(['Name', 'name', 'NAME', 'Name_2'], 4)).toEqual(['Name', 'name_3', 'NAME_4', 'Name_2'])
  })

  it('flattens newlines and runs of spaces', () => {
    expect(columnNames(['Chart-Positions\nUK', ' Total   points '], 2)).toEqual([
      'Chart-Positions UK',
      'Total points',
    ])
  })

  it('gives every column of a header-less file column1..n', () => {
    expect(columnNames(undefined, 3)).toEqual(['column1', 'column2', 'column3'])
  })

  it('moves names the engine reserves out of the way', () => {
    expect(columnNames(['rowid', '__row', 'value'], 3)).toEqual(['rowid_2', '__row_2', 'value'])
  })
})
