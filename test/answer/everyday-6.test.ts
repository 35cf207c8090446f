import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the sixth measurement round (bench/everyday-6, frozen questions on five
 * tables the parser had not seen), and the sign-ups the fourth round declined, each now read or
 * declined by a general rule. Expected values come from DuckDB reading the same files.
 */
const FILES = {
  student_grades: 'bench/everyday-6/student_grades.csv',
  fleet_fuel_log: 'bench/everyday-6/fleet_fuel_log.csv',
  subscriptions: 'bench/everyday-4/subscriptions.csv',
}

const { rows, expected, declined } = fixtureSuite(FILES)

describe('sixth measurement round', () => {
  it('reads "records that failed" as Passed = N instead of reading past it', async () => {
    const truth = await expected(
      'student_grades',
      `SELECT round(avg("Attendance (%)"), 2) FROM data WHERE "Passed" = 'N'`,
    )
    const got = await rows('What is the average attendance of records that failed?', 'student_grades')
    expect(got.map((r) => Number(r[0]).toFixed(2))).toEqual(truth?.map((r) => Number(r[0]).toFixed(2)))
    // A verb after "that" which names nothing in the table is not read past either.
    expect(
      await declined('What is the average attendance of records that improved?', 'student_grades'),
    ).toContain('improved')
  })

  it('declines "the average SAT score": a word written in capitals names something, whatever "sat" would be', async () => {
    expect(await declined('What is the average SAT score?', 'student_grades')).toContain('sat')
  })

  it('does not turn a kind before an amount into a grouping ("the highest depot cost")', async () => {
    // Which depot's total, or the highest single cost of some depot: the question does not say.
    expect(await declined('What is the highest depot cost?', 'fleet_fuel_log')).toContain('depot')
    // "fuel" is what the whole log is about (its name): the highest single cost.
    const truth = await expected(
      'fleet_fuel_log',
      `SELECT max(TRY_CAST(replace(replace("Cost Amt", '$', ''), ',', '') AS DOUBLE)) FROM data`,
    )
    const got = await rows('What is the highest fuel cost?', 'fleet_fuel_log')
    expect(got.map((r) => Number(String(r[0]).replace(/[$,]/g, '')))).toEqual(truth?.map((r) => Number(r[0])))
  })

  it('reads "signed up" as the Signup Date its header glues together', async () => {
    const truth = await expected(
      'subscriptions',
      `SELECT count(*) FROM data WHERE year("Signup Date") = 2022`,
    )
    expect(await rows('How many customers signed up in 2022?', 'subscriptions')).toEqual(truth)
    const byYear = await expected(
      'subscriptions',
      `SELECT strftime(date_trunc('year', "Signup Date"), '%Y-%m-%d') AS y, count(*)
         FROM data GROUP BY y ORDER BY y`,
    )
    expect(await rows('How many customers signed up each year?', 'subscriptions')).toEqual(byYear)
  })
})

describe('sixth measurement round, declined answerable questions', () => {
  const more = fixtureSuite({
    real_estate_listings: 'bench/everyday-6/real_estate_listings.csv',
    student_grades: 'bench/everyday-6/student_grades.csv',
    // Tug and Supply, three rows each, tie for the most common class.
    vessels: 'fixtures/business/vessel-register.csv',
  })

  it('reads "the share of Austin listings sold" with Austin bounding the whole', async () => {
    const truth = await more.expected(
      'real_estate_listings',
      `SELECT count(*) FILTER (WHERE city = 'Austin' AND sold = 1), count(*) FILTER (WHERE city = 'Austin') FROM data`,
    )
    const [sold, all] = truth?.[0] ?? []
    const got = await more.rows('What share of Austin listings have been sold?', 'real_estate_listings')
    expect(got[0]?.slice(0, 2).map(Number)).toEqual([Number(sold), Number(all)])
    expect(Number(got[0]?.[2])).toBeCloseTo(Number(sold) / Number(all), 4)
  })

  it('answers "Is Math the subject with the most records?" as a claim about the mode', async () => {
    const truth = await more.expected(
      'student_grades',
      'SELECT Subject FROM data GROUP BY Subject ORDER BY count(*) DESC LIMIT 1',
    )
    const mode = String(truth?.[0]?.[0])
    expect(await more.rows(`Is ${mode} the subject with the most records?`, 'student_grades')).toEqual([
      [true],
    ])
    const other = mode === 'Art' ? 'Biology' : 'Art'
    expect(await more.rows(`Is ${other} the subject with the most records?`, 'student_grades')).toEqual([
      [false],
    ])
  })

  it('declines "is the most common X V" when V ties with another value for the most', async () => {
    const vessels = await more.golden().ask('Is the most common class Tug?', ['vessels'])
    expect(vessels.answer.isError).toBe(true)
    expect(vessels.answer.text).toContain('tie for the top')
  })
})
