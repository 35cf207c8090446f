import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Columns whose cells list items ("[organic, vegan]", "Thriller|Romance|Crime", "Drama, Crime"):
 * counted, ranked and filtered item by item. Expected values come from DuckDB splitting the same
 * files with string_split, never from the engine.
 */
const FILES = {
  products: 'fixtures/business/kaggle-products.csv',
  movies: 'fixtures/business/kaggle-movies.csv',
  titles: 'fixtures/business/streaming-titles.csv',
  jobs: 'fixtures/business/kaggle-jobs.csv',
}

const { rows, expected } = fixtureSuite(FILES)

/** Each row of `data` once per item of its list column (`items` holds the SQL that splits a cell). */
const itemRows = (items: string, column: string) =>
  `(SELECT * EXCLUDE (${column}), unnest(${items}) AS item FROM data)`

const TAGS = itemRows(`string_split(trim(tags, '[]'), ', ')`, 'tags')
const GENRES = itemRows(`string_split(genres, '|')`, 'genres')

describe('grouping by the items of list cells', () => {
  it('finds the most common tag among "[organic, vegan]" cells, not the most common cell', async () => {
    const truth = await expected(
      'products',
      `SELECT item, count(*) FROM ${TAGS} WHERE item <> ''
       GROUP BY item QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1 ORDER BY item`,
    )
    expect(truth).toEqual([['vegan', 55]])
    expect(await rows('What is the most common tag?', 'products')).toEqual(truth)
  })

  it('ranks the 3 most common genres of "Thriller|Romance|Crime" cells', async () => {
    const truth = await expected(
      'movies',
      `SELECT item, count(*) FROM ${GENRES} GROUP BY item ORDER BY count(*) DESC, item LIMIT 3`,
    )
    expect(await rows('Which 3 genres have the most movies?', 'movies')).toEqual(truth)
  })

  it('averages a measure per genre over the movies listing each', async () => {
    const truth = await expected(
      'movies',
      `SELECT item, avg(revenue) FROM ${GENRES} WHERE revenue IS NOT NULL
       GROUP BY item ORDER BY avg(revenue) DESC LIMIT 1`,
    )
    expect(await rows('Which genre has the highest average revenue?', 'movies')).toEqual(truth)
  })

  it('counts the different genres, not the different cells', async () => {
    const truth = await expected('movies', `SELECT count(DISTINCT item) FROM ${GENRES}`)
    expect(truth).toEqual([[13]])
    expect(await rows('How many different genres are there?', 'movies')).toEqual(truth)
  })

  it('groups only the rows the conditions keep', async () => {
    const truth = await expected(
      'products',
      `SELECT item, count(*) FROM ${TAGS} WHERE category = 'Beauty' AND item <> ''
       GROUP BY item QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1 ORDER BY item`,
    )
    expect(await rows('What is the most common tag among Beauty products?', 'products')).toEqual(truth)
  })
})

describe('filtering by an item of list cells', () => {
  it('counts the movies listing Comedy among their genres', async () => {
    const truth = await expected(
      'movies',
      `SELECT count(*) FROM data WHERE list_contains(string_split(genres, '|'), 'Comedy')`,
    )
    expect(truth).toEqual([[93]])
    expect(await rows('How many movies have the genre Comedy?', 'movies')).toEqual(truth)
  })

  it('counts the products tagged vegan, and the others', async () => {
    const vegan = `list_contains(string_split(trim(tags, '[]'), ', '), 'vegan')`
    const truth = await expected('products', `SELECT count(*) FROM data WHERE ${vegan}`)
    expect(await rows('How many products are vegan?', 'products')).toEqual(truth)
    const others = await expected('products', `SELECT count(*) FROM data WHERE NOT ${vegan}`)
    expect(await rows('How many products are not vegan?', 'products')).toEqual(others)
  })

  it('matches a whole item: Drama is not Docudrama', async () => {
    const truth = await expected(
      'titles',
      `SELECT count(*) FROM data WHERE list_contains(string_split(genres, ', '), 'Drama')`,
    )
    const substring = await expected('titles', `SELECT count(*) FROM data WHERE genres LIKE '%rama%'`)
    expect(truth).not.toEqual(substring)
    expect(await rows('How many titles have the genre Drama?', 'titles')).toEqual(truth)
  })

  it('picks the more common of two genres by the movies listing each', async () => {
    const truth = await expected(
      'movies',
      `SELECT item, count(*) FROM ${GENRES} WHERE item IN ('Drama', 'Comedy')
       GROUP BY item ORDER BY count(*) DESC LIMIT 1`,
    )
    expect(await rows('Are there more Drama or Comedy movies?', 'movies')).toEqual(truth)
  })
})

describe('cells with commas that are not lists', () => {
  it('keeps "City, ST" locations whole', async () => {
    const truth = await expected(
      'jobs',
      `SELECT "Location", count(*) FROM data GROUP BY "Location" ORDER BY count(*) DESC LIMIT 1`,
    )
    expect(truth).toEqual([['New York, NY', 58]])
    expect(await rows('What is the most common location?', 'jobs')).toEqual(truth)
  })

  it('keeps "Lastname, Firstname" directors whole', async () => {
    const truth = await expected(
      'titles',
      `SELECT director, count(*) FROM data GROUP BY director
       QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1 ORDER BY director`,
    )
    expect(await rows('Which director has the most titles?', 'titles')).toEqual(truth)
  })
})
