import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Red-team round 97 (Kaggle-shaped Coursera courses, every header opening with "course_", a
 * certificate type COURSE among its cells): what was wrong.
 */
const FILES = { courses: 'fixtures/business/kaggle-rt97-coursea_data.csv' }

const { one, rows, expected, truth } = fixtureSuite(FILES)

describe('red-team round 97', () => {
  it('reads "courses" as the rows the headers open with, never the certificate type COURSE', async () => {
    expect(await one('How many courses are listed?', 'courses')).toBe(
      await truth('courses', 'SELECT count(*) FROM data'),
    )
    expect(await one('How many courses have Beginner difficulty?', 'courses')).toBe(
      await truth('courses', `SELECT count(*) FROM data WHERE course_difficulty = 'Beginner'`),
    )
    const [top] = await rows('Which organization offers the most courses?', 'courses')
    const want = await expected(
      'courses',
      'SELECT course_organization, count(*) AS n FROM data GROUP BY 1 ORDER BY n DESC LIMIT 1',
    )
    expect(Number(top?.at(-1))).toBe(Number(want?.[0]?.[1]))
  })
})
