import { describe, expect, it } from 'vitest'
import { findNumbers } from '../../src/intent/number-finder.js'
import { findPeriods } from '../../src/intent/period-finder.js'
import { analyze } from '../../src/intent/question-analysis.js'
import { tokenizeQuestion } from '../../src/intent/question-tokens.js'
import { normalizeText } from '../../src/intent/text-normalizer.js'
import { modelOf } from './table-model-fixture.js'

const sales = modelOf('sales', [
  { name: 'order_date', type: 'DATE' },
  { name: 'country', cells: ['Germany', 'France', 'California', 'United States'] },
  { name: 'unit_price', type: 'DOUBLE' },
  { name: 'Qty Sold (units)', type: 'BIGINT' },
  { name: 'revenue', type: 'DOUBLE' },
  { name: 'Title', cells: ['The Sixth Sense (film)', 'Signs'] },
])

const link = (question: string) => analyze(question, tokenizeQuestion(question), sales)

describe('normal form', () => {
  it('folds accents and case, drops possessives and thousands commas, keeps decimals', () => {
    expect(normalizeText("Ingrid Krämer's 1,234.5 km in the 1990's")).toBe(
      'ingrid kramer 1234.5 km in the 1990s',
    )
  })
})

describe('schema linking', () => {
  it('links split and lemmatised column names: unit_price ~ "unit prices"', () => {
    const a = link('what are the unit prices')
    expect(a.columns.map((c) => [c.column.name, c.tier])).toEqual([['unit_price', 'exact']])
  })

  it('links a header by the long form of its abbreviation, its note in parentheses apart: "quantity sold" -> Qty Sold (units)', () => {
    const a = link('total quantity sold')
    expect(a.columns.map((c) => [c.column.name, c.tier])).toEqual([['Qty Sold (units)', 'exact']])
  })

  it('links "sales" to revenue through the synonym table', () => {
    const a = link('total sales')
    expect(a.columns.map((c) => [c.column.name, c.tier])).toEqual([['revenue', 'synonym']])
  })

  it('links a value to the column holding it: "Germany" -> country', () => {
    const a = link('revenue in germany')
    expect(a.values.map((v) => [v.cells.map((c) => c.column), v.tier])).toEqual([[['country'], 'exact']])
  })

  it('prefers the exact, longer value over a part of it', () => {
    const a = link('orders from united states')
    expect(a.values.map((v) => [v.said, v.tier])).toEqual([['united states', 'exact']])
  })

  it('matches part of a cell loosely: "sixth sense" -> The Sixth Sense (film)', () => {
    const a = link('who starred in sixth sense')
    expect(a.values.map((v) => [v.cells[0]?.value, v.tier])).toEqual([['The Sixth Sense (film)', 'variant']])
  })

  it('matches an abbreviation written with a full stop: "Calif." -> California', () => {
    const a = link('revenue in Calif.')
    expect(a.values.map((v) => [v.cells[0]?.value, v.tier])).toEqual([['California', 'partial']])
  })

  it('does not read a compared number as a cell', () => {
    const a = analyze(
      'how many margins were 3 strokes or more',
      tokenizeQuestion('how many margins were 3 strokes or more'),
      modelOf('golf', [{ name: 'Margin', cells: ['3 strokes', '1 stroke'] }]),
    )
    expect(a.values).toEqual([])
    expect(a.numbers.map((n) => n.value)).toEqual([3])
  })
})

describe('numbers and periods', () => {
  const numbers = (q: string) => findNumbers(tokenizeQuestion(q)).map((n) => [n.value, n.ordinal])
  const periods = (q: string) =>
    findPeriods(tokenizeQuestion(q)).map((p) => [p.grain, p.from, p.until, p.recent?.amount])

  it('reads digits, words, ordinals and scales', () => {
    expect(numbers('four games, 2nd place, twenty five, 1,000 fans, 2 million')).toEqual([
      [4, false],
      [2, true],
      [25, false],
      [1000, false],
      [2000000, false],
    ])
  })

  it('reads years, quarters, decades, month ranges and recent days', () => {
    expect(periods('in 2023')).toEqual([['year', '2023-01-01', '2024-01-01', undefined]])
    expect(periods('in Q3 2023')).toEqual([['quarter', '2023-07-01', '2023-10-01', undefined]])
    expect(periods('in the 1990s')).toEqual([['decade', '1990-01-01', '2000-01-01', undefined]])
    expect(periods('between March and May 2024')).toEqual([['range', '2024-03-01', '2024-06-01', undefined]])
    expect(periods('on March 3, 1998')).toEqual([['day', '1998-03-03', '1998-03-04', undefined]])
    expect(periods('in the last 90 days')).toEqual([['range', '', '', 90]])
    expect(periods('from 2001 to 2003')).toEqual([['range', '2001-01-01', '2004-01-01', undefined]])
  })
})

describe('words that name properties of objects', () => {
  it('parses "constructor", "__proto__" and "toString" as plain words', () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const question = `how many ${word} were there after the ${word} in ${word}?`
      expect(() => link(question)).not.toThrow()
      expect(findNumbers(tokenizeQuestion(question))).toEqual([])
    }
  })
})

describe('names joined by "&"', () => {
  const firms = modelOf('firms', [
    { name: 'Competitors', cells: ['McKinsey & Company, Accenture', 'Matt Nix & Craig Silverstein'] },
    { name: 'Founded', type: 'BIGINT' },
  ])
  const linkFirms = (question: string) => analyze(question, tokenizeQuestion(question), firms)

  it('reads two full names joined by "&" one by one', () => {
    const a = linkFirms('how many rows list craig silverstein')
    expect(a.values.map((v) => v.cells.map((c) => c.value))).toEqual([['Matt Nix & Craig Silverstein']])
  })

  it('keeps a one-word side with its name: "companies" is no item of "McKinsey & Company"', () => {
    const a = linkFirms('how many companies were founded before 1900')
    expect(a.values).toEqual([])
  })
})
