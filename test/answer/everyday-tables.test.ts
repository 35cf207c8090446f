import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday questions a new user asked of tables shaped like common exports (a CRM pipeline, stock
 * prices, a film list with several genres per cell, music tracks, cars, payroll, a help desk, HR,
 * insurance) that were answered wrong or declined. Expected values come from DuckDB reading the
 * same files, never from the engine.
 */
const FILES = {
  deals: 'fixtures/business/crm-deals.csv',
  stocks: 'fixtures/business/stock-prices.csv',
  movies: 'fixtures/business/movies.csv',
  tracks: 'fixtures/business/music-tracks.csv',
  cars: 'fixtures/business/cars.csv',
  payroll: 'fixtures/business/payroll.csv',
  tickets: 'fixtures/business/helpdesk-tickets.csv',
  countries: 'fixtures/business/countries.csv',
  hr: 'fixtures/business/hr-attrition.csv',
  insurance: 'fixtures/business/insurance.csv',
}

const { rows, expected, declined, asked } = fixtureSuite(FILES)

describe('a state said by a verb', () => {
  it('reads "won" as the one stage that ends in it (Closed Won beside Closed Lost)', async () => {
    const truth = await expected('deals', "SELECT count(*) FROM data WHERE stage = 'Closed Won'")
    const answer = await asked('How many deals were won?', 'deals')
    expect(answer.result?.rows).toEqual(truth)
    expect(answer.answer.text).toContain("Matched 'won' to 'Closed Won'")
  })

  it('sums the won amounts by owner', async () => {
    const truth = await expected(
      'deals',
      "SELECT owner, sum(amount) FROM data WHERE stage = 'Closed Won' GROUP BY owner ORDER BY owner",
    )
    expect(await rows('Won revenue by owner', 'deals')).toEqual(truth)
  })

  it('reads "close" by the close date it fills, never every deal of Bob', async () => {
    const truth = await expected(
      'deals',
      "SELECT count(*) FROM data WHERE owner = 'Bob Patel' AND stage LIKE 'Closed%'",
    )
    expect(await rows('How many deals did Bob Patel close?', 'deals')).toEqual(truth)
  })

  it('reads "closed" the same way, for both closed stages', async () => {
    const truth = await expected('deals', "SELECT count(*) FROM data WHERE stage LIKE 'Closed%'")
    expect(await rows('How many deals are closed?', 'deals')).toEqual(truth)
  })
})

describe('superlatives next to columns named High and Low', () => {
  it('ranks the column named after the superlative', async () => {
    const truth = await expected('stocks', "SELECT max(Close) FROM data WHERE Ticker = 'NVDA'")
    expect(await rows('What was the highest closing price for NVDA?', 'stocks')).toEqual(truth)
  })

  it('never shows a High price for the highest volume', async () => {
    const truth = await expected('stocks', "SELECT max(Volume) FROM data WHERE Ticker = 'AAPL'")
    expect(await rows('What was the highest volume for AAPL?', 'stocks')).toEqual(truth)
  })
})

describe('units said in the question', () => {
  it('converts hours to the minutes a header names', async () => {
    const truth = await expected('tickets', 'SELECT count(*) FROM data WHERE FirstResponseMinutes > 180')
    const answer = await asked('How many tickets had a first response over 3 hours?', 'tickets')
    expect(answer.result?.rows).toEqual(truth)
    expect(answer.answer.text).toContain("'3 hours' to '180 in FirstResponseMinutes'")
  })

  it('converts minutes to milliseconds and tons to pounds', async () => {
    const longer = await expected('tracks', 'SELECT count(*) FROM data WHERE duration_ms > 240000')
    expect(await rows('How many songs are longer than 4 minutes?', 'tracks')).toEqual(longer)
    const heavier = await expected('cars', 'SELECT count(*) FROM data WHERE WeightLbs > 4000')
    expect(await rows('How many cars weigh more than 2 tons?', 'cars')).toEqual(heavier)
  })

  it('finds the longest movie by the column measured in minutes', async () => {
    const truth = await expected(
      'movies',
      'SELECT title, runtime_min FROM data QUALIFY rank() OVER (ORDER BY runtime_min DESC) = 1',
    )
    expect(await rows('What is the longest movie?', 'movies')).toEqual(truth)
  })
})

describe('cells that list several values', () => {
  it('counts every film whose genres include the one asked', async () => {
    const truth = await expected(
      'movies',
      "SELECT count(*) FROM data WHERE list_contains(string_split(genre, ', '), 'Action')",
    )
    expect(await rows('How many action movies are there?', 'movies')).toEqual(truth)
  })

  it('averages over them the same way', async () => {
    const truth = await expected(
      'movies',
      "SELECT round(avg(rating), 2) FROM data WHERE list_contains(string_split(genre, ', '), 'Horror')",
    )
    const [[value]] = (await rows('Average rating of horror movies', 'movies')) as [[number]]
    expect(Math.round(value * 100) / 100).toEqual(truth?.[0]?.[0])
  })
})

describe('the rows and their names', () => {
  it('lists the titles beside a top 5', async () => {
    const truth = await expected(
      'movies',
      'SELECT title, rating FROM (SELECT *, row_number() OVER () AS r FROM data) ORDER BY rating DESC, r LIMIT 5',
    )
    expect(await rows('Top 5 movies by rating', 'movies')).toEqual(truth)
  })

  it('reads "most popular" by a popularity column, not by how often a title comes back', async () => {
    const truth = await expected(
      'tracks',
      'SELECT track_name, popularity FROM data QUALIFY rank() OVER (ORDER BY popularity DESC) = 1',
    )
    expect(await rows('What is the most popular track?', 'tracks')).toEqual(truth)
  })

  it('counts the different artists for "the total number of artists"', async () => {
    const truth = await expected('tracks', 'SELECT count(DISTINCT artist) FROM data')
    expect(await rows('Total number of artists', 'tracks')).toEqual(truth)
  })

  it('answers the age of the oldest employee with the age itself', async () => {
    const truth = await expected('hr', 'SELECT max(Age) FROM data')
    expect(await rows('How old is the oldest employee?', 'hr')).toEqual(truth)
    expect(await rows('What is the age of the oldest employee?', 'hr')).toEqual(truth)
  })
})

describe('conditions said in everyday words', () => {
  it('reads "work overtime" as the OverTime flag', async () => {
    const truth = await expected('hr', "SELECT count(*) FROM data WHERE OverTime = 'Yes'")
    expect(await rows('How many employees work overtime?', 'hr')).toEqual(truth)
  })

  it('reads "the Sales department" as a cell and its column', async () => {
    const truth = await expected('hr', "SELECT count(*) FROM data WHERE Department = 'Sales'")
    expect(await rows('How many employees are in the Sales department?', 'hr')).toEqual(truth)
  })

  it('reads "no bonus" as an empty bonus, not the No of Remote', async () => {
    const truth = await expected('payroll', 'SELECT count(*) FROM data WHERE coalesce(Bonus, 0) = 0')
    expect(await rows('How many employees have no bonus?', 'payroll')).toEqual(truth)
  })

  it('reads "missing" as a blank cell, never a real 0', async () => {
    const truth = await expected('movies', 'SELECT count(*) FROM data WHERE gross_musd IS NULL')
    expect(await rows('How many movies are missing gross?', 'movies')).toEqual(truth)
  })

  it('reads an age said of smokers as their age', async () => {
    const truth = await expected(
      'insurance',
      "SELECT count(*) > 0 FROM data WHERE smoker = 'yes' AND age < 19",
    )
    const answer = await asked('Is there any smoker under 19?', 'insurance')
    expect(answer.result?.rows).toEqual(truth)
  })
})

describe('declines instead of a default', () => {
  it('declines a count whose only condition names nothing in the table', async () => {
    expect(await declined('How many cars have airbags?', 'cars')).toContain("'airbags'")
    expect(await declined('How many tracks are clean?', 'tracks')).toContain("'clean'")
  })

  it('declines a superlative of a thing the table does not hold', async () => {
    expect(await declined('Which country has the largest army?', 'countries')).toContain("'army'")
  })

  it('declines a role the only person column does not hold', async () => {
    expect(await declined('Who starred in The Frozen River?', 'movies')).toContain("'starred'")
  })
})
