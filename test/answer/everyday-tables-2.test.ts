import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * More everyday questions from the same kind of red-team rounds (daily figures by country,
 * incidents, tasks, reviews, election results). Expected values come from DuckDB reading the
 * same files, never from the engine.
 */
const FILES = {
  covid: 'fixtures/business/covid-daily.csv',
  crime: 'fixtures/business/crime-incidents.csv',
  tasks: 'fixtures/business/project-tasks.csv',
  reviews: 'fixtures/business/product-reviews.csv',
  election: 'fixtures/business/election-results.csv',
  hr: 'fixtures/business/hr-attrition.csv',
}

const { rows, expected, declined, asked } = fixtureSuite(FILES)

/** Rounds the numbers of result rows, which DuckDB and the engine may print to different places. */
const rounded = (table: readonly (readonly unknown[])[] | undefined) =>
  table?.map((row) => row.map((cell) => (typeof cell === 'number' ? Math.round(cell * 100) / 100 : cell)))

describe('an average per day, week or month', () => {
  it('divides the total by the number of days for "per day"', async () => {
    const truth = await expected(
      'covid',
      "SELECT sum(new_deaths) / count(DISTINCT date) FROM data WHERE country = 'Germany'",
    )
    expect(rounded(await rows('Average new deaths per day in Germany', 'covid'))).toEqual(rounded(truth))
  })

  it('does so by group for "average daily ... by country"', async () => {
    const truth = await expected(
      'covid',
      'SELECT country, sum(new_cases) / count(DISTINCT date) FROM data GROUP BY country ORDER BY country',
    )
    expect(rounded(await rows('Average daily new cases by country', 'covid'))).toEqual(rounded(truth))
  })

  it('keeps "by day" a trend, one average a day', async () => {
    const truth = await expected('covid', 'SELECT count(DISTINCT date) FROM data')
    const answer = await asked('average new cases by day', 'covid')
    expect(answer.result?.rows.length).toBe(truth?.[0]?.[0])
  })
})

describe('flags named by one word of their header', () => {
  it('reads "arrests" as arrest_made = Y', async () => {
    const truth = await expected(
      'crime',
      "SELECT count(*) FROM data WHERE arrest_made = 'Y' AND district = 5",
    )
    expect(await rows('How many arrests in district 5?', 'crime')).toEqual(truth)
  })

  it('reads "resulted in an arrest" the same way', async () => {
    const truth = await expected('crime', "SELECT count(*) FROM data WHERE arrest_made = 'Y'")
    expect(await rows('How many incidents resulted in an arrest?', 'crime')).toEqual(truth)
    expect(await rows('How many arrests were made?', 'crime')).toEqual(truth)
  })

  it('reads "verified" as Verified Purchase = true', async () => {
    const truth = await expected('reviews', 'SELECT count(*) FROM data WHERE "Verified Purchase"')
    expect(await rows('How many verified reviews are there?', 'reviews')).toEqual(truth)
  })
})

describe('status cells made of everyday words', () => {
  it('reads "done" and "to do" as statuses', async () => {
    const done = await expected('tasks', "SELECT count(*) FROM data WHERE status = 'Done'")
    expect(await rows('How many tasks are done?', 'tasks')).toEqual(done)
    const todo = await expected('tasks', "SELECT count(*) FROM data WHERE status = 'To Do'")
    expect(await rows('How many tasks are to do?', 'tasks')).toEqual(todo)
  })
})

describe('one answer asked, a word read past', () => {
  it('declines "who won" rather than list every candidate of the county', async () => {
    expect(await declined('Who won Franklin County?', 'election')).toContain('asks for one answer')
  })
})

describe('the whole of a share', () => {
  it('keeps the place said after "in" in the whole', async () => {
    const truth = await expected(
      'election',
      "SELECT round(100 * sum(Votes) FILTER (WHERE Candidate = 'Robert Johnson') / sum(Votes), 2) FROM data WHERE County = 'Fulton'",
    )
    const answer = await asked("What was Robert Johnson's vote share in Fulton County?", 'election')
    expect(answer.answer.text).toContain(`**${Number(truth?.[0]?.[0]).toFixed(2)}%**`)
  })

  it('reads a place alone as the part', async () => {
    const truth = await expected('hr', "SELECT count(*) FILTER (WHERE Department = 'Sales') FROM data")
    const answer = await asked('What percentage of employees are in Sales?', 'hr')
    expect(answer.answer.text).toContain(`(${truth?.[0]?.[0]} of 100)`)
  })

  it('counts the leavers among Sales employees', async () => {
    const truth = await expected(
      'hr',
      "SELECT count(*) FILTER (WHERE Attrition = 'Yes'), count(*) FROM data WHERE Department = 'Sales'",
    )
    const answer = await asked('what percentage of employees in Sales left', 'hr')
    expect(answer.answer.text).toContain(`(${truth?.[0]?.[0]} of ${truth?.[0]?.[1]})`)
  })
})
