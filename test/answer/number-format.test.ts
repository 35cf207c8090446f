import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMoney, formatNumber, groupedInteger } from '../../src/answer/number-format.js'

const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

describe('number formatting', () => {
  it('writes whole numbers as Intl.NumberFormat en-US does, without building one', () => {
    for (const n of [0, -0, 7, -7, 999, 1000, -1000, 123456, 1234567, -98765432, Number.MAX_SAFE_INTEGER])
      expect(groupedInteger(n)).toBe(intl.format(n))
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(groupedInteger(n)).toBe(intl.format(n))
        expect(formatNumber(n)).toBe(intl.format(n))
      }),
    )
  })

  it('keeps two decimals, four significant digits below 1, and cents on money', () => {
    expect(formatNumber(1234.5678)).toBe('1,234.57')
    expect(formatNumber(0.001234)).toBe('0.001234')
    // (A minimum abv of 0.027 is never shown as 0.03, a value the data does not hold.)
    expect(formatNumber(0.027)).toBe('0.027')
    expect(formatNumber(0.123456)).toBe('0.1235')
    expect(formatNumber(2 ** 60)).toBe(intl.format(2 ** 60))
    expect(formatMoney(-519.75, { kind: 'money', symbol: '$', cents: true })).toBe('-$519.75')
    expect(formatMoney(1200, { kind: 'money', symbol: '¥', cents: false })).toBe('¥1,200')
    expect(formatMoney(1200, { kind: 'money', symbol: '£', cents: true })).toBe('£1,200.00')
  })
})
