import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * (Artifacts keep the names of their files: a table's own name is a word for its rows.)
 *
 * The wrong answers of red-team round 40 (Kaggle-shaped tables: chess games, shark attacks, Nobel
 * laureates), now read right or declined. Expected values come from DuckDB reading the same file.
 */
const FILES = {
  chess_games: 'fixtures/business/kaggle-rt40-chess_games.csv',
  shark_attacks: 'fixtures/business/kaggle-rt40-shark_attacks.csv',
  nobel_laureates: 'fixtures/business/kaggle-rt40-nobel_laureates.csv',
}

const { rows, expected, truth, one, declined } = fixtureSuite(FILES)

describe('red-team round 40', () => {
  it('reads "female" and "males" as the Sex codes, never a placeholder name', async () => {
    const top = await expected(
      'shark_attacks',
      "SELECT Activity, count(*) FROM data WHERE Sex = 'F' AND Activity IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 3",
    )
    const found = await rows('List the 3 most common activities among female victims.', 'shark_attacks')
    expect(found.map((r) => r[1])).toEqual(top?.map((r) => r[1]))
    const [[more]] = (await expected(
      'shark_attacks',
      "SELECT count(*) FILTER (WHERE Sex = 'M') > count(*) FILTER (WHERE Sex = 'F') FROM data",
    )) as [[boolean]]
    const asked = await rows('Are there more attacks on males than on females?', 'shark_attacks')
    expect(asked).toEqual([[more]])
  })

  it('reads "not fatal" as the N the column writes, never every cell but Y', async () => {
    expect(await one('How many attacks were not fatal?', 'shark_attacks')).toBe(
      await truth('shark_attacks', 'SELECT count(*) FROM data WHERE "Fatal (Y/N)" = \'N\''),
    )
  })

  it('counts games that "lasted" a number of turns, never reading last_move_at', async () => {
    expect(await one('How many games lasted exactly 50 turns?', 'chess_games')).toBe(
      await truth('chess_games', 'SELECT count(*) FROM data WHERE turns = 50'),
    )
  })

  it('declines "who is the white player" where no column is of players, never a winner cell', async () => {
    await declined('Who is the white player with the highest rating?', 'chess_games')
  })

  it('finds a value anywhere in a cell for "mentions" ("Prussia (Germany)")', async () => {
    expect(await one('How many records have a birth country that mentions Germany?', 'nobel_laureates')).toBe(
      await truth('nobel_laureates', "SELECT count(*) FROM data WHERE birth_country ILIKE '%germany%'"),
    )
  })

  it('reads "the 1800s" as the century', async () => {
    expect(await one('How many records have a birth date in the 1800s?', 'nobel_laureates')).toBe(
      await truth(
        'nobel_laureates',
        'SELECT count(*) FROM data WHERE year(birth_date) BETWEEN 1800 AND 1899',
      ),
    )
  })
})
