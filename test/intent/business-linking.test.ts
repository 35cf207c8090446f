import { describe, expect, it } from 'vitest'
import { columnWords, duplicateName, splitHeader } from '../../src/intent/column-words.js'
import { analyze } from '../../src/intent/question-analysis.js'
import { tokenizeQuestion } from '../../src/intent/question-tokens.js'
import { withoutFraming } from '../../src/intent/vocabulary/framing-words.js'
import { modelOf } from './table-model-fixture.js'

const heart = modelOf('patients', [
  { name: 'Age', type: 'BIGINT' },
  { name: 'ChestPainType', cells: ['ASY', 'NAP', 'ATA', 'TA'] },
  { name: 'RestingBP', type: 'BIGINT' },
  { name: 'Cholesterol', type: 'BIGINT' },
  { name: 'qty_shipped', type: 'BIGINT' },
  { name: 'Ladder score', type: 'DOUBLE' },
  { name: 'Social support', type: 'DOUBLE' },
])

const read = (question: string) => analyze(question, tokenizeQuestion(question), heart)
const linked = (question: string) => read(question).columns.map((c) => [c.said, c.column.name, c.tier])

describe('header words', () => {
  it('splits camelCase, PascalCase, snake_case, kebab-case and letters from digits', () => {
    expect(splitHeader('UnitPrice')).toBe('Unit Price')
    expect(splitHeader('finalWorth')).toBe('final Worth')
    expect(splitHeader('RestingBP')).toBe('Resting BP')
    expect(splitHeader('BMIValue')).toBe('BMI Value')
    expect(splitHeader('unit-price')).toBe('unit price')
    expect(splitHeader('AcceptedCmp3')).toBe('Accepted Cmp 3')
    expect(splitHeader('Q3_2023')).toBe('Q3 2023')
  })

  it('writes out common business abbreviations in headers', () => {
    expect(columnWords('qty_shipped').words).toEqual(['quantity', 'shipped'])
    expect(columnWords('AvgOrderAmt').words).toEqual(['average', 'order', 'amount'])
    expect(columnWords('Dept').words).toEqual(['department'])
    expect(columnWords('Invoice No').words).toEqual(['invoice', 'number'])
    expect(columnWords('DOB').words).toEqual(['date', 'of', 'birth'])
  })

  it('keeps a duplicate suffix out of the words but a year, or a number no twin explains, in them', () => {
    const names = new Set(['Votes', 'Votes_1', 'Product_Category_1'])
    expect(columnWords('Votes_1', false, duplicateName('Votes_1', names)).words).toEqual(['votes'])
    expect(columnWords('Sales_2023').words).toEqual(['sales', '2023'])
    expect(duplicateName('Product_Category_1', names)).toBe(false)
    expect(columnWords('Product_Category_1').words).toEqual(['product', 'category', '1'])
  })

  it('links a camelCase header by its words', () => {
    expect(linked('what is the most common chest pain type')).toEqual([
      ['chest pain type', 'ChestPainType', 'exact'],
    ])
  })

  it('links the written-out words to an abbreviated header, and the abbreviation itself', () => {
    expect(linked('total quantity shipped')).toEqual([['quantity shipped', 'qty_shipped', 'exact']])
    expect(linked('total qty shipped')).toEqual([['qty shipped', 'qty_shipped', 'exact']])
  })

  it('reads a noun of measurement after a column name as part of it', () => {
    expect(linked('the average cholesterol level')).toEqual([['cholesterol level', 'Cholesterol', 'exact']])
    expect(linked('a social support score below 0.5')).toEqual([
      ['social support score', 'Social support', 'exact'],
    ])
  })
})

describe('framing', () => {
  it('reads past where the question places itself and how it wants the answer', () => {
    expect(withoutFraming('what is the average bmi recorded in the dataset')).toBe('what is the average bmi')
    expect(withoutFraming('how many customers do we have in our records')).toBe(
      'how many customers do we have',
    )
    expect(withoutFraming('which region sold most answer with a single category')).toBe(
      'which region sold most',
    )
    expect(withoutFraming('please list the regions')).toBe('list the regions')
    expect(withoutFraming('based on the data which city is largest')).toBe('which city is largest')
  })

  it('keeps words that name something: "the table of contents", "are there"', () => {
    expect(withoutFraming('how many records in the table of contents')).toBe(
      'how many records in the table of contents',
    )
    expect(withoutFraming('how many ratings are there in the dataset')).toBe('how many ratings are there')
  })
})

describe('row nouns', () => {
  const rowWords = (question: string) => {
    const a = read(question)
    return a.rowNouns.map((i) => a.tokens[i]?.text)
  }

  it('reads a noun the table does not name as its rows where only rows fit', () => {
    expect(rowWords('is there any patient with a cholesterol above 300')).toEqual(['patient'])
    expect(rowWords('what is the most common chest pain type among patients')).toEqual(['patients'])
    expect(rowWords('the age of the person with the highest cholesterol')).toEqual(['person'])
    expect(rowWords('how many individuals are older than 60')).toEqual(['individuals'])
  })

  it('never reads a noun asked for as the rows', () => {
    expect(rowWords('which customer has the highest cholesterol')).toEqual([])
    expect(rowWords('what doctor saw the patient')).not.toContain('doctor')
  })

  it("reads the noun the table's name is made of as its rows anywhere in the question", () => {
    // The table is named "patients": "the patients" are its rows, the doctor is not.
    expect(rowWords('what doctor saw the patients')).toEqual(['patients'])
    expect(rowWords('how old is the oldest patient')).toEqual(['patient'])
  })
})

describe('values written in codes', () => {
  const people = modelOf('people', [
    { name: 'Sex', cells: ['F', 'M', 'F'] },
    { name: 'Grade', cells: ['A', 'B', 'C', 'F'] },
    { name: 'st', cells: ['TX', 'CA', 'NY', 'IN'] },
    { name: 'Paid', cells: ['Y', 'N'] },
  ])
  const cellsOf = (question: string) =>
    analyze(question, tokenizeQuestion(question), people).values.map((v) => [
      v.said,
      v.tier,
      v.cells.map((c) => `${c.column}=${c.value}`),
    ])

  it('reads women, men and states named in full against their codes, loosely', () => {
    expect(cellsOf('how many women')).toEqual([['women', 'variant', ['Sex=F']]])
    expect(cellsOf('how many men in texas')).toEqual([
      ['men', 'variant', ['Sex=M']],
      ['texas', 'variant', ['st=TX']],
    ])
    expect(cellsOf('rows where paid is yes')).toEqual([['yes', 'variant', ['Paid=Y']]])
  })

  it('never reads a code in a column of other things: F is also a grade here', () => {
    expect(cellsOf('how many women').flatMap(([, , cells]) => cells)).not.toContain('Grade=F')
  })
})

describe('flag columns', () => {
  const invoices = modelOf('invoices', [
    { name: 'Customer', cells: ['Acme', 'Globex'] },
    { name: 'Paid', cells: ['Y', 'N', 'Y'] },
    { name: 'Survivors', cells: ['many', 'few'] },
  ])
  const flags = (question: string) =>
    analyze(question, tokenizeQuestion(question), invoices).values.map((v) => [
      v.said,
      v.cells.map((c) => `${c.column}=${c.value}`),
    ])

  it('reads a Y/N column named as a participle as its yes cell, and "un-" as its no cell', () => {
    expect(flags('how many invoices were paid')).toEqual([['paid', ['Paid=Y']]])
    expect(flags('which customers have unpaid invoices')).toEqual([['unpaid', ['Paid=N']]])
  })

  it('keeps the column when the question compares or asks for it', () => {
    expect(flags('invoices where paid is yes')).toEqual([['yes', ['Paid=Y']]])
    expect(flags('what share of invoices were paid')).toEqual([['paid', ['Paid=Y']]])
    expect(flags('the average paid')).toEqual([])
  })
})

describe('headers cut as a habit', () => {
  const linkedIn = (question: string, names: readonly string[]) => {
    const model = modelOf(
      'log',
      names.map((name) => ({ name, type: 'BIGINT' })),
    )
    return analyze(question, tokenizeQuestion(question), model).columns.map((c) => c.column.name)
  }

  it('reads an English word as a cut only where most headers are cuts of no word', () => {
    const question = 'What is the total number of fatalities?'
    expect(linkedIn(question, ['yr', 'mo', 'dy', 'mag', 'inj', 'fat', 'wid'])).toContain('fat')
    // ("fat" beside whole words is the word fat: a nutrition table never counts fatalities.)
    expect(linkedIn(question, ['calories', 'fat', 'protein', 'sodium', 'sugar'])).not.toContain('fat')
  })
})
