import { describe, expect, it } from 'vitest'
import { joinHeaderColumns } from '../../../src/ingest/pdf/header-columns.js'

const spans = (n: number) => Array.from({ length: n }, (_, i) => ({ x0: i * 10, x1: i * 10 + 5 }))

describe('header text beside its column in a wide cell', () => {
  it('joins a header-only column to the header-less numbers on its right', () => {
    const rows = [
      ['name', 'legs', '', 'tail', ''],
      ['ant', '', '6', '', '0'],
      ['bee', '', '6', '', '1'],
      ['cat', '', '4', '', '1'],
    ]
    const joined = joinHeaderColumns(rows, spans(5))
    expect(joined.rows).toEqual([
      ['name', 'legs', 'tail'],
      ['ant', '6', '0'],
      ['bee', '6', '1'],
      ['cat', '4', '1'],
    ])
    expect(joined.ranges).toEqual([
      { x0: 0, x1: 5 },
      { x0: 10, x1: 25 },
      { x0: 30, x1: 45 },
    ])
  })

  it('keeps apart two sparse columns that each have a header (debit and credit)', () => {
    const rows = [
      ['item', 'debit', 'credit'],
      ['rent', '500', ''],
      ['sale', '', '120'],
      ['fee', '15', ''],
    ]
    expect(joinHeaderColumns(rows, spans(3)).rows).toEqual(rows)
  })
})
