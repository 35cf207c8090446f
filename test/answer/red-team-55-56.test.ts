import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of red-team rounds 55 and 56 (Kaggle-shaped tables: students' social media
 * use, BoardGameGeek games, cirrhosis patients, police stops, the squirrel census) and of everyday
 * round 42 (heritage railway trips, a sled dog race), now read right or declined.
 */
const FILES = {
  students: 'fixtures/business/kaggle-rt55-students_social_media.csv',
  bgg: 'fixtures/business/kaggle-rt56-bgg.csv',
  cirrhosis: 'fixtures/business/kaggle-rt56-cirrhosis.csv',
  police: 'fixtures/business/kaggle-rt56-police.csv',
  squirrels: 'fixtures/business/kaggle-rt56-squirrels.csv',
  rail: 'bench/everyday-42/heritage_rail.csv',
  sled: 'bench/everyday-42/sled_dog_race.csv',
}

const { declined, truth, one, rows, asked, expected } = fixtureSuite(FILES)

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

  it('reads hours and minutes running through the day as times of day, no duration ("longer than 15 minutes")', async () => {
    await declined('How many stops took longer than 15 minutes?', 'police')
  })

  it('takes the condition said of the rows before the verb as the whole of a share ("of stops of male drivers")', async () => {
    const male = await truth(
      'police',
      `SELECT 100.0 * count(*) FILTER (WHERE search_conducted) / count(*) FROM data WHERE driver_gender = 'M'`,
    )
    const found = await asked('What percentage of stops of male drivers involved a search?', 'police')
    expect(Number(found.result?.rows[0]?.at(-1)) * 100).toBeCloseTo(male, 6)
  })

  it('reads two words naming a header in the other order as that header ("raw violation")', async () => {
    const found = await asked('What is the most common raw violation among Black drivers?', 'police')
    expect(found.sql).toContain('"violation_raw"')
    expect(found.sql).not.toContain('"violation" ')
  })

  it('reads one word for none among numbers as a blank ("FALSE" among heights)', async () => {
    expect(await rows('What are the top 3 above ground sighter measurements?', 'squirrels')).toEqual(
      await expected(
        'squirrels',
        `SELECT m FROM (SELECT TRY_CAST("Above Ground Sighter Measurement" AS DOUBLE) AS m FROM data) WHERE m IS NOT NULL ORDER BY m DESC LIMIT 3`,
      ),
    )
  })

  it('keeps a column named right after a value for that value ("black squirrels have cinnamon highlights")', async () => {
    const both = await truth(
      'squirrels',
      `SELECT count(*) FROM data WHERE "Primary Fur Color" = 'Black' AND "Highlight Fur Color" LIKE '%Cinnamon%'`,
    )
    expect(await one('How many black squirrels have cinnamon highlights?', 'squirrels')).toBe(both)
  })

  it('declines a yes/no over every row that leaves a word of the rows unread ("every cancelled trip")', async () => {
    await declined('Is it true that every cancelled trip had zero revenue?', 'rail')
  })

  it('counts the things a repeated column names once each in a share ("what share of mushers")', async () => {
    const share = await truth(
      'sled',
      `SELECT count(DISTINCT Musher) FILTER (WHERE Rookie = 'Yes') / count(DISTINCT Musher) FROM data`,
    )
    const found = await asked('What share of mushers are rookies?', 'sled')
    expect(Number(found.result?.rows[0]?.at(-1))).toBeCloseTo(share, 6)
  })
})
