import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of red-team round 42 (Kaggle-shaped tables: suicide rates by country and
 * year, sleep health), now read right. Expected values come from DuckDB reading the same file.
 */
const FILES = {
  master: 'fixtures/business/kaggle-rt42-master.csv',
  sleep: 'fixtures/business/kaggle-rt42-sleep_health.csv',
}

const { rows, expected, truth, one } = fixtureSuite(FILES)

describe('red-team round 42', () => {
  it('reads suicides_no as a number of suicides, never an identifier: totals are sums', async () => {
    expect(await one('What is the total number of suicides in Japan?', 'master')).toBe(
      await truth('master', "SELECT sum(suicides_no) FROM data WHERE country = 'Japan'"),
    )
    expect(await one('How many suicides were recorded in 1993?', 'master')).toBe(
      await truth('master', 'SELECT sum(suicides_no) FROM data WHERE year = 1993'),
    )
    const fewest = await expected(
      'master',
      'SELECT country, sum(suicides_no) FROM data GROUP BY 1 ORDER BY 2 LIMIT 2',
    )
    const found = await rows('Name the 2 countries with the fewest total suicides.', 'master')
    expect(found.map((r) => [r[0], Number(r[1])])).toEqual(fewest)
  })

  it('reads the cell None as having no sleep disorder', async () => {
    const found = await rows('What proportion of people have no sleep disorder?', 'sleep')
    expect(Number(found[0]?.[0])).toBe(
      await truth(
        'sleep',
        'SELECT count(*) FROM data WHERE "Sleep Disorder" = \'None\' OR "Sleep Disorder" IS NULL',
      ),
    )
    expect(await one('How many people have a sleep disorder?', 'sleep')).toBe(
      await truth(
        'sleep',
        'SELECT count(*) FROM data WHERE "Sleep Disorder" IS NOT NULL AND "Sleep Disorder" <> \'None\'',
      ),
    )
  })
})
