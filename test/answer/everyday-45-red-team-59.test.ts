import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday round 45 (road tests, seed bank), red-team round 59 (Kaggle-shaped
 * tables: OpenPowerlifting, NASA astronauts, Flavors of Cacao, highest mountains) and two left from
 * round 44 (craft fair stalls), now read right or declined.
 */
const FILES = {
  road_tests: 'bench/everyday-45/road_tests.csv',
  seed_bank: 'bench/everyday-45/seed_bank.csv',
  craft_fair_stalls: 'bench/everyday-44/craft_fair_stalls.csv',
  lifters: 'fixtures/business/kaggle-rt59-openpowerlifting.csv',
  astronauts: 'fixtures/business/kaggle-rt59-astronauts.csv',
  bars: 'fixtures/business/kaggle-rt59-flavors_of_cacao.csv',
  mountains: 'fixtures/business/kaggle-rt59-mountains.csv',
}

const { declined, truth, one, rows, expected } = fixtureSuite(FILES)

/** The bar ratings file ends its rows in CRLF after two-line header cells: named here. */
const NAMES = ['company', 'bar', 'ref', 'reviewed', 'cocoa', 'location', 'rating', 'bean', 'origin']
const BARS = `read_csv('${FILES.bars}', new_line='\\r\\n', header=true, names=[${NAMES.map((n) => `'${n}'`).join(', ')}])`
const money = (column: string) => `CAST(replace(replace("${column}", '$', ''), ',', '') AS DOUBLE)`

describe('everyday round 45 and red-team round 59', () => {
  it('declines a column asked after a request that no header names ("list the centers of ...")', async () => {
    await declined('List the centers of the 2 earliest tests.', 'road_tests')
  })

  it('declines a word before a general amount word that would say which amount ("market value")', async () => {
    await declined('What is the market value of the seeds per family?', 'seed_bank')
  })

  it('ranks a count of things from the largest ("the top 4 seed counts" over Seed Count is no seeding)', async () => {
    expect(await rows('What are the top 4 seed counts of Zea mays accessions?', 'seed_bank')).toEqual(
      await expected(
        'seed_bank',
        `SELECT "Seed Count" FROM data WHERE Species = 'Zea mays' ORDER BY "Seed Count" DESC LIMIT 4`,
      ),
    )
  })

  it('never reads a superlative as a cell of its stem ("the largest fee" over a Stall Size of Large)', async () => {
    expect(await one('What is the largest fee paid?', 'craft_fair_stalls')).toBe(
      await truth('craft_fair_stalls', `SELECT max(${money('Fee Paid')}) FROM data`),
    )
    expect(await one('What was the largest gross sales figure?', 'craft_fair_stalls')).toBe(
      await truth('craft_fair_stalls', `SELECT max(${money('Gross Sales')}) FROM data`),
    )
  })

  it('ranks one row after "single" ("the single highest gross sales stall"), never a total per date', async () => {
    const [date] =
      (await rows('On what date was the single highest gross sales stall?', 'craft_fair_stalls'))[0] ?? []
    const [top] =
      (await expected(
        'craft_fair_stalls',
        `SELECT CAST("Fair Date" AS VARCHAR) FROM data ORDER BY ${money('Gross Sales')} DESC LIMIT 1`,
      )) ?? []
    expect(String(date)).toBe(top?.[0])
  })

  it('reads a value in the plain header, not one naming whose it is ("Canadian lifters": Country, not MeetCountry)', async () => {
    expect(await one('What is the sum of all totals for Canadian lifters?', 'lifters')).toBe(
      await truth('lifters', `SELECT sum(TotalKg) FROM data WHERE Country = 'Canada'`),
    )
    expect(await one('What is the sum of all totals at meets in Canada?', 'lifters')).toBe(
      await truth('lifters', `SELECT sum(TotalKg) FROM data WHERE MeetCountry = 'Canada'`),
    )
  })

  it('declines an average of the column the question holds to one cell ("weight of lifters in the 120+ class")', async () => {
    await declined('What is the average weight of lifters in the 120+ class?', 'lifters')
  })

  it('declines a clause on the rows after an auxiliary ("astronauts who have flown")', async () => {
    await declined('What are the bottom 3 space flight hours among astronauts who have flown?', 'astronauts')
  })

  it('reads a header by its words outside a note in parentheses ("companies": Company (Maker-if known))', async () => {
    expect(await one('How many unique companies are in the dataset?', 'bars')).toBe(
      await truth('bars', `SELECT count(DISTINCT company) FROM ${BARS}`),
    )
    expect((await rows('Name the top 3 companies by average rating.', 'bars')).map((r) => r[0])).toEqual(
      (
        (await expected(
          'bars',
          `SELECT company FROM ${BARS} GROUP BY company ORDER BY avg(rating) DESC LIMIT 3`,
        )) ?? []
      ).map((r) => r[0]),
    )
  })

  it('reads a value in the column named after "as the" ("Madagascar as the broad bean origin")', async () => {
    const ratings = await rows(
      'What are the 3 lowest ratings of bars with Madagascar as the broad bean origin?',
      'bars',
    )
    expect(ratings.map((r) => Number(r.at(-1)))).toEqual(
      (
        (await expected(
          'bars',
          `SELECT rating FROM ${BARS} WHERE origin LIKE 'Madagascar%' ORDER BY 1 LIMIT 3`,
        )) ?? []
      ).map((r) => Number(r[0])),
    )
  })

  it('reads years beside one word for none as years ("the earliest first ascent" over years and "unclimbed")', async () => {
    expect(await one('What is the earliest first ascent year?', 'mountains')).toBe(
      await truth('mountains', `SELECT min(TRY_CAST("First ascent" AS INTEGER)) FROM data`),
    )
  })
})
