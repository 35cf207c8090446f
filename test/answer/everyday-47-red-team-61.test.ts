import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday round 47 (autoclave cycles, jury summonses), red-team round 61
 * (a Kaggle-shaped fish market table) and declines of round 46 (surf lessons), now read right.
 */
const FILES = {
  surf_lessons: 'bench/everyday-46/surf_lessons.csv',
  autoclave_cycles: 'bench/everyday-47/autoclave_cycles.csv',
  jury_summons: 'bench/everyday-47/jury_summons.csv',
  fish_market: 'fixtures/business/kaggle-rt61-fish_market.csv',
}

const { truth, one, rows, expected } = fixtureSuite(FILES)

const firstCell = async (question: string, artifact: keyof typeof FILES) =>
  String((await rows(question, artifact))[0]?.[0])

describe('everyday round 47 and red-team round 61', () => {
  it('reads the table\'s own noun as its rows though the tagger takes it for a surname ("a lesson")', async () => {
    expect(await one('What is the lowest rating given to a lesson?', 'surf_lessons')).toBe(
      await truth('surf_lessons', 'SELECT min(Rating) FROM data'),
    )
  })

  it('ranks one row for a bodily superlative before one thing ("the heaviest load"), never a total per date', async () => {
    const [top] =
      (await expected(
        'autoclave_cycles',
        `SELECT strftime(run_date, '%Y-%m-%d') FROM data ORDER BY load_kg DESC LIMIT 1`,
      )) ?? []
    expect(await firstCell('On what date was the heaviest load run?', 'autoclave_cycles')).toBe(top?.[0])
  })

  it('ranks one row named by the key\'s word in the plural form ("the summons with the highest mileage paid")', async () => {
    const [top] =
      (await expected(
        'jury_summons',
        `SELECT strftime(strptime("Report Date", '%d-%b-%Y'), '%Y-%m-%d') FROM data
         ORDER BY CAST(replace("Mileage Paid", '$', '') AS DOUBLE) DESC NULLS LAST LIMIT 1`,
      )) ?? []
    expect(
      await firstCell('On what date did the summons with the highest mileage paid report?', 'jury_summons'),
    ).toBe(top?.[0])
  })

  it('counts the rows\' noun after "most" whatever its number ("the most fish with a Height above 10")', async () => {
    const want = await expected(
      'fish_market',
      'SELECT Species, count(*) FROM data WHERE Height > 10 GROUP BY Species ORDER BY count(*) DESC LIMIT 1',
    )
    const got = await rows('Which species has the most fish with a Height above 10?', 'fish_market')
    expect(got.map((r) => [r[0], Number(r[1])])).toEqual(want)
  })

  it('keeps a "not" before a cell on the cell, never on the comparison after it ("not Pike above 300")', async () => {
    const above = await truth('fish_market', `SELECT avg(Weight) > 300 FROM data WHERE Species <> 'Pike'`)
    expect(
      await one('Is the average Weight of fish whose species is not Pike above 300?', 'fish_market'),
    ).toBe(above)
  })
})
