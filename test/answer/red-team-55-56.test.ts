import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of red-team rounds 55 and 56 (Kaggle-shaped tables: students' social media
 * use, BoardGameGeek games, cirrhosis patients), now read right or declined.
 */
const FILES = {
  students: 'fixtures/business/kaggle-rt55-students_social_media.csv',
  bgg: 'fixtures/business/kaggle-rt56-bgg.csv',
  cirrhosis: 'fixtures/business/kaggle-rt56-cirrhosis.csv',
}

const { declined, truth, one } = fixtureSuite(FILES)

describe('red-team rounds 55 and 56', () => {
  it('quotes a state opened by a preposition with its article ("in a relationship" for In Relationship)', async () => {
    const paired = await truth(
      'students',
      `SELECT avg(Sleep_Hours_Per_Night) FROM data WHERE Relationship_Status = 'In Relationship'`,
    )
    expect(
      await one('What is the average sleep of students who are in a relationship?', 'students'),
    ).toBeCloseTo(paired, 6)
  })

  it('declines a unit of time after a number over a column that does not say its unit ("2 hours")', async () => {
    await declined('How many games take longer than 2 hours to play?', 'bgg')
    await declined('How many games have a play time over 2 hours?', 'bgg')
    expect(await one('How many games have a play time over 120?', 'bgg')).toBe(
      await truth('bgg', 'SELECT count(*) FROM data WHERE "Play Time" > 120'),
    )
  })

  it('reads ages past 1,500 as days: "older than 60 years" converts, a bare "older than 60" declines', async () => {
    expect(await one('How many patients are older than 60 years?', 'cirrhosis')).toBe(
      await truth('cirrhosis', 'SELECT count(*) FROM data WHERE Age > 60 * 365.25'),
    )
    await declined('How many patients are older than 60?', 'cirrhosis')
    await declined('What is the average age of patients in years?', 'cirrhosis')
  })
})
