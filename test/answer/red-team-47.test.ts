import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of red-team rounds 47 and 48 (Kaggle-shaped tables: IPL matches, Palmer
 * penguins, a developer survey with ";" lists, Fortune 1000, ramen ratings), now read right or
 * declined.
 */
const FILES = {
  ipl_matches: 'fixtures/business/kaggle-rt47-ipl_matches.csv',
  penguins_lter: 'fixtures/business/kaggle-rt47-penguins_lter.csv',
  so_survey_2023: 'fixtures/business/kaggle-rt47-so_survey_2023.csv',
  fortune1000: 'fixtures/business/kaggle-rt48-fortune1000.csv',
  ramen_ratings: 'fixtures/business/kaggle-rt48-ramen_ratings.csv',
}

const { rows, expected, declined, asked } = fixtureSuite(FILES)

describe('red-team rounds 47 and 48', () => {
  it('counts the doer column a verb names ("which team won the most matches" over winner)', async () => {
    const winners = await expected(
      'ipl_matches',
      'SELECT winner, count(*) FROM data WHERE winner IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    )
    const found = await rows('Which team has won the most matches?', 'ipl_matches')
    expect(found.map((r) => [r[0], Number(r[1])])).toEqual(winners)
  })

  it("declines a number of the table's own rows bound to a column ('win more than 5 matches' is no win_by_runs)", async () => {
    await declined('Did Kochi Tuskers Kerala win more than 5 matches?', 'ipl_matches')
    await declined('In which seasons did Mumbai Indians win 7 or more matches?', 'ipl_matches')
  })

  it('ranks by the one of two columns the adjective measures ("the longest culmen" is Culmen Length)', async () => {
    const species = await expected(
      'penguins_lter',
      'SELECT Species FROM data ORDER BY "Culmen Length (mm)" DESC NULLS LAST LIMIT 1',
    )
    const found = await rows('What is the species of the penguin with the longest culmen?', 'penguins_lter')
    expect(found[0]?.[0]).toBe(species?.[0]?.[0])
  })

  it('splits cells listed with ";" into items ("the top 3 programming languages")', async () => {
    const top = await expected(
      'so_survey_2023',
      `SELECT item FROM (SELECT unnest(string_split(LanguageHaveWorkedWith, ';')) AS item FROM data)
       WHERE item <> '' GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 3`,
    )
    const found = await rows('What are the top 3 programming languages?', 'so_survey_2023')
    expect(found.map((r) => r[0])).toEqual(top?.map((r) => r[0]))
  })

  it('declines a noun naming which rows before their plural ("data scientists")', async () => {
    await declined('What is the average compensation of data scientists?', 'so_survey_2023')
  })

  it('ranks a change of rank as a number, the highest the largest ("the highest rank change")', async () => {
    const top = await expected('fortune1000', 'SELECT max(rank_change) FROM data')
    const found = await asked('Which company had the highest rank change?', 'fortune1000')
    expect(Number(found.result?.rows[0]?.[1])).toBe(Number(top?.[0]?.[0]))
  })

  it('declines counting another category\'s values by rows ("the state with the most sectors")', async () => {
    await declined('Which state has the most sectors?', 'fortune1000')
  })

  it('declines "have both X and Y" of one column (no row holds both)', async () => {
    await declined('Which brands have both Cup and Pack ramens?', 'ramen_ratings')
  })
})
