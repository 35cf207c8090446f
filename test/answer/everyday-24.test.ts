import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the twenty-fourth measurement round (bench/everyday-24, frozen questions
 * on five tables the parser had not seen), now read right. Expected values come from DuckDB
 * reading the same file.
 */
const FILES = { lessons: 'bench/everyday-24/lessons.csv' }

const { golden, truth, one } = fixtureSuite(FILES)

describe('twenty-fourth measurement round', () => {
  it('reads "were no-shows" over no_show as the flag set, never negated by its own "no"', async () => {
    expect(await one('How many lessons were no-shows?', 'lessons')).toBe(
      await truth('lessons', 'SELECT count(*) FROM data WHERE no_show'),
    )
    expect(await one('how many lessons were not no-shows?', 'lessons')).toBe(
      await truth('lessons', 'SELECT count(*) FROM data WHERE NOT no_show'),
    )
  })

  it('reads the year said once for both months: "in March and April 2024"', async () => {
    const asked = await golden().ask('Compare the number of lessons in March and April 2024.', ['lessons'])
    expect(asked.answer.isError).toBe(false)
    expect(asked.params).toEqual(expect.arrayContaining(['2024-03-01', '2024-04-01', '2024-05-01']))
  })
})
