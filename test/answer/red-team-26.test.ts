import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers a colleague found on Kaggle-shaped tables the parser had not seen (red-team round
 * 26): an earthquake catalog with ISO timestamps, Olympic athletes, wine reviews and game sales.
 * Expected values come from DuckDB reading the same files.
 */
const FILES = {
  quakes: 'fixtures/business/kaggle-earthquakes.csv',
  athletes: 'fixtures/business/kaggle-olympic-athletes.csv',
  wine: 'fixtures/business/kaggle-wine-reviews.csv',
}

const { rows, asked, expected, declined } = fixtureSuite(FILES)

const count = async (artifact: 'quakes' | 'athletes' | 'wine', where: string) =>
  Number((await expected(artifact, `SELECT count(*) FROM data WHERE ${where}`))?.[0]?.[0])
const number = async (question: string, artifact: 'quakes' | 'athletes' | 'wine') =>
  Number((await rows(question, artifact))[0]?.[0])

describe('red-team round 26', () => {
  it('takes the period in for "on or after", "on or before" and "in or after"', async () => {
    const day = "DATE '2023-09-30'"
    expect(await number('How many events occurred on or after September 30, 2023?', 'quakes')).toBe(
      await count('quakes', `CAST(time AS DATE) >= ${day}`),
    )
    expect(await number('How many events occurred on or before September 30, 2023?', 'quakes')).toBe(
      await count('quakes', `CAST(time AS DATE) <= ${day}`),
    )
    expect(await number('How many events happened in or after October 2023?', 'quakes')).toBe(
      await count('quakes', "CAST(time AS DATE) >= DATE '2023-10-01'"),
    )
    expect(await number('How many entries have a Year on or before 1936?', 'athletes')).toBe(
      await count('athletes', 'Year <= 1936'),
    )
  })

  it('takes the number in for "at or above" and "less than or equal to"', async () => {
    expect(await number('How many wines have points at or above 95?', 'wine')).toBe(
      await count('wine', 'points >= 95'),
    )
    expect(await number('How many wines have a price less than or equal to 10?', 'wine')).toBe(
      await count('wine', 'price <= 10'),
    )
  })

  it('bounds the money column by "$50" and declines a bound a verb says ("scored more than 92")', async () => {
    const truth = await expected('wine', 'SELECT median(points) FROM data WHERE price > 50')
    expect(await number('What is the median points of wines over $50?', 'wine')).toBe(Number(truth?.[0]?.[0]))
    expect(await declined('What is the average price of wines that scored more than 92?', 'wine')).toContain(
      'scored',
    )
    // Said with its column, the bound is read.
    const withPoints = await expected('wine', 'SELECT avg(price) FROM data WHERE points > 92')
    expect(await number('What is the average price of wines with points above 92?', 'wine')).toBeCloseTo(
      Number(withPoints?.[0]?.[0]),
      2,
    )
  })

  it('declines a count of other things ("more than 100 stations") instead of bounding the gap', async () => {
    await declined('What is the mean gap for events with more than 100 stations?', 'quakes')
  })

  it('orders "the last event on Sept 30, 2023" by its time, not by file order', async () => {
    const last = await expected(
      'quakes',
      "SELECT mag FROM data WHERE CAST(time AS DATE) = DATE '2023-09-30' ORDER BY time DESC LIMIT 1",
    )
    expect(await number('What is the magnitude of the last event on Sept 30, 2023?', 'quakes')).toBe(
      Number(last?.[0]?.[0]),
    )
    const first = await expected(
      'quakes',
      "SELECT mag FROM data WHERE time >= TIMESTAMPTZ '2023-12-01' AND time < TIMESTAMPTZ '2024-01-01' ORDER BY time LIMIT 1",
    )
    expect(await number('What is the magnitude of the first event in Dec 2023?', 'quakes')).toBe(
      Number(first?.[0]?.[0]),
    )
  })

  it('reads "neither Gold nor Silver" as a negation, and "nor" as no country code', async () => {
    expect(await number('How many entries are neither Gold nor Silver?', 'athletes')).toBe(
      await count('athletes', "Medal IS NULL OR Medal NOT IN ('Gold', 'Silver')"),
    )
    expect(await number('How many entries are from NOR?', 'athletes')).toBe(
      await count('athletes', "NOC = 'NOR'"),
    )
  })

  it('bounds the whole by what is said of the rows before the verb ("wines without a price are ...")', async () => {
    const reply = await asked('What percentage of wines with a price above 50 are from France?', 'wine')
    const part = await count('wine', "price > 50 AND country = 'France'")
    const whole = await count('wine', 'price > 50')
    expect(reply.answer.text).toContain(`${part} of ${whole}`)
  })
})
