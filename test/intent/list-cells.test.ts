import { describe, expect, it } from 'vitest'
import { itemCells, listItems, listSeparatorOf } from '../../src/intent/list-cells.js'

const cells = (...values: string[]) => values.map((value) => ({ value, count: 1 }))

describe('the items of a list cell', () => {
  it('trims items and leaves out brackets, quotes and empty lists', () => {
    expect(listItems('[organic, vegan]', ',')).toEqual(['organic', 'vegan'])
    expect(listItems("['Drama', 'Comedy']", ',')).toEqual(['Drama', 'Comedy'])
    expect(listItems('Thriller|Romance|Crime', '|')).toEqual(['Thriller', 'Romance', 'Crime'])
    expect(listItems('6 pack; 12 pack', ';')).toEqual(['6 pack', '12 pack'])
    expect(listItems("Children's, Family", ',')).toEqual(["Children's", 'Family'])
    expect(listItems('[]', ',')).toEqual([])
  })

  it('counts each item once per cell listing it', () => {
    expect(itemCells([...cells('[a, b]', '[b]'), { value: '[b, c]', count: 3 }], ',')).toEqual([
      { value: 'b', count: 5 },
      { value: 'c', count: 3 },
      { value: 'a', count: 1 },
    ])
  })
})

describe('which columns hold lists', () => {
  const genres = ['Drama', 'Comedy', 'Crime', 'Romance', 'Thriller']
  // Every pair in both orders, and each genre alone.
  const pairs = genres.flatMap((a) => genres.filter((b) => b !== a).map((b) => `${a}|${b}`))

  it('reads genres joined by pipes and tags in brackets as lists', () => {
    expect(listSeparatorOf(cells(...genres, ...pairs))).toBe('|')
    const tags = pairs.map((p) => `[${p.replace('|', ', ')}]`)
    expect(listSeparatorOf(cells('[]', '[]', ...tags))).toBe(',')
  })

  it('does not read "City, ST" as a list, even when cities and states repeat', () => {
    const cities = ['Austin', 'Portland', 'Springfield', 'Columbus', 'Salem', 'Dover']
    const states = ['TX', 'OR', 'IL', 'OH', 'MA']
    expect(listSeparatorOf(cells(...cities.flatMap((c) => states.map((s) => `${c}, ${s}`))))).toBeUndefined()
  })

  it('does not read "Lastname, Firstname", amounts or dates as lists', () => {
    const last = ['Varga', 'Okafor', 'Moreau', 'Tanaka']
    const first = ['Anna', 'Daniel', 'Grace', 'Peter', 'Yui']
    expect(listSeparatorOf(cells(...last.flatMap((l) => first.map((f) => `${l}, ${f}`))))).toBeUndefined()
    expect(listSeparatorOf(cells('1,250', '2,500', '1,500', '12,500', '2,250', '1,750'))).toBeUndefined()
    const dates = ['Jan 5', 'Mar 3', 'Jul 9'].flatMap((d) =>
      ['2010', '2011', '2012'].map((y) => `${d}, ${y}`),
    )
    expect(listSeparatorOf(cells(...dates))).toBeUndefined()
  })

  it('needs items that come back: a few cells with commas are not a list column', () => {
    expect(listSeparatorOf(cells('Red, Blue', 'Green', 'Yellow, Black', 'White'))).toBeUndefined()
  })
})
