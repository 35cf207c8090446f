import { describe, expect, it } from 'vitest'
import { databenchMatches } from '../../bench/accuracy/databench-scorer.js'

const one = (cell: string) => [[cell]]

describe('DataBench scoring', () => {
  it('matches booleans by truth, whatever their spelling', () => {
    expect(databenchMatches('boolean', 'True', one('true'))).toBe(true)
    expect(databenchMatches('boolean', 'False', one('no'))).toBe(true)
    expect(databenchMatches('boolean', 'True', one('false'))).toBe(false)
  })

  it('compares numbers truncated or rounded to two decimals', () => {
    expect(databenchMatches('number', '3.14159', one('3.141'))).toBe(true)
    expect(databenchMatches('number', '0.29', one('0.29'))).toBe(true)
    expect(databenchMatches('number', '2.676', one('2.68'))).toBe(true)
    expect(databenchMatches('number', '12', one('13'))).toBe(false)
  })

  it('compares categories exactly, or as the same calendar date', () => {
    expect(databenchMatches('category', "'Spain'", one('Spain'))).toBe(true)
    expect(databenchMatches('category', 'Spain', one('spain'))).toBe(false)
    expect(databenchMatches('category', '2020-03-01 00:00:00', one('2020-03-01'))).toBe(true)
  })

  it('compares lists as sets of the same length, in any column', () => {
    expect(
      databenchMatches('list[category]', "['a', 'b']", [
        ['x', 'y'],
        ['b', 'a'],
      ]),
    ).toBe(true)
    expect(databenchMatches('list[category]', "['a', 'b']", [['a', 'b', 'b']])).toBe(false)
    expect(databenchMatches('list[number]', '[1, 2.5]', [['2.50', '1']])).toBe(true)
  })

  it('accepts the right cell of a one-row table, never of a longer one', () => {
    expect(databenchMatches('number', '5', [['East'], ['5']])).toBe(true)
    expect(databenchMatches('number', '5', [['5', '6']])).toBe(false)
  })

  it('matches nulls only with nulls', () => {
    expect(databenchMatches('category', 'nan', one(''))).toBe(true)
    expect(databenchMatches('category', 'nan', one('x'))).toBe(false)
  })
})
