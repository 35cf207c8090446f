import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Yes/no claims about the row at the top of a ranking: another measure's extreme on the same row
 * ("also the oldest"), the rows an adjective ranks ("the oldest woman"), and polite requests that
 * only sound like yes/no questions ("could you list ..."). Expected values come from DuckDB
 * reading the same file.
 */
const FILES = { titanic: 'fixtures/business/kaggle-rt29-titanic_passengers.csv' }

const { rows, expected, golden } = fixtureSuite(FILES)

/** One value from SQL over table `t` (the file, read once: the oracle names `data` only once). */
const verdict = async (sql: string) =>
  (await expected('titanic', `WITH t AS (SELECT * FROM data) ${sql}`))?.[0]?.[0]

describe('claims about the top row', () => {
  it('reads a second superlative as that measure\'s extreme on the same row ("also the oldest")', async () => {
    const sameRow = (order: string, other: string) =>
      verdict(
        `SELECT bool_and(${other} = (SELECT max(${other}) FROM t)) FROM t WHERE ${order} = (SELECT max(${order}) FROM t)`,
      )
    expect(await rows('Is the passenger with the highest fare also the oldest?', 'titanic')).toEqual([
      [await sameRow('Fare', 'Age')],
    ])
    expect(
      await rows('Is the passenger with the highest fare the one with the most siblings?', 'titanic'),
    ).toEqual([[await sameRow('Fare', 'SibSp')]])
    const youngestCheapest = await verdict(
      'SELECT bool_and(Fare = (SELECT min(Fare) FROM t)) FROM t WHERE Age = (SELECT min(Age) FROM t)',
    )
    expect(await rows('Is the youngest passenger also the one with the lowest fare?', 'titanic')).toEqual([
      [youngestCheapest],
    ])
  })

  it('ranks only the rows an adjective superlative names ("did the oldest woman survive")', async () => {
    const oldestWoman = await verdict(
      "SELECT bool_and(Survived = 1) FROM t WHERE Sex = 'female' AND Age = (SELECT max(Age) FROM t WHERE Sex = 'female')",
    )
    for (const question of ['Did the oldest woman survive?', 'Did the oldest female passenger survive?']) {
      const asked = await golden().ask(question, ['titanic'])
      expect(asked.answer.query).toBe(
        "Whether the row with the highest Age where Sex is 'female' has Survived is '1'",
      )
      expect(asked.result?.rows).toEqual([[oldestWoman]])
    }
    const oldest = await verdict('SELECT bool_and(Survived = 1) FROM t WHERE Age = (SELECT max(Age) FROM t)')
    expect(await rows('Did the oldest passenger survive?', 'titanic')).toEqual([[oldest]])
  })

  it('reads "could you list ..." as the request it is, never a yes/no question', async () => {
    const youngest = await expected(
      'titanic',
      'SELECT Age FROM data WHERE Survived = 1 AND Age IS NOT NULL ORDER BY Age LIMIT 3',
    )
    const listed = await rows('Could you list the youngest 3 ages among the survivors?', 'titanic')
    expect(listed.map((r) => Number(r[0]))).toEqual(youngest?.map((r) => Number(r[0])))
  })
})
