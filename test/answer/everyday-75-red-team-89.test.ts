import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 75 (locker rentals, cider press bookings, swim meet entries) and red-team round
 * 89 (Kaggle-shaped Chicago traffic crashes, an HR dataset): what was wrong.
 */
const FILES = {
  lockers: 'bench/everyday-75/locker_rentals.csv',
  cider: 'bench/everyday-75/cider_press_bookings.csv',
  swim: 'bench/everyday-75/swim_meet_entries.csv',
  crashes: 'fixtures/business/kaggle-rt89-Traffic_Crashes.csv',
  hr: 'fixtures/business/kaggle-rt89-HRDataset_v14.csv',
}

const { declined, one, rows, truth } = fixtureSuite(FILES)

describe('everyday round 75, red-team round 89', () => {
  it('never reads "Key" as a shortened "Keypad": a noun of its own', async () => {
    const [row] = await rows('What is the auto-renew rate among Keypad lockers?', 'lockers')
    const rate = await truth(
      'lockers',
      `SELECT count(*) FILTER (WHERE autoRenew) / count(*) FROM data WHERE accessType = 'Keypad'`,
    )
    expect(Number(row?.at(-1))).toBeCloseTo(rate, 4)
  })

  it('declines rather than count rows for "the most apples" over Apples kg, or group by the modifier', async () => {
    await declined('Which customer type brought the most apples in total?', 'cider')
    await declined('What are the top 3 apple varieties by number of bookings?', 'cider')
  })

  it('declines "top 3 clubs by number of first-place finishes" rather than list first places', async () => {
    await declined('What are the top 3 clubs by number of first-place finishes?', 'swim')
  })

  it('sums INJURIES_TOTAL for "the total number of injuries"', async () => {
    expect(await one('What is the total number of injuries?', 'crashes')).toBe(
      await truth('crashes', 'SELECT sum(INJURIES_TOTAL) FROM data'),
    )
  })

  it('reads "rainy weather" as WEATHER_CONDITION RAIN, "weather" naming that column', async () => {
    expect(await one('How many crashes happened in rainy weather?', 'crashes')).toBe(
      await truth('crashes', `SELECT count(*) FROM data WHERE WEATHER_CONDITION = 'RAIN'`),
    )
  })

  it('keeps "in the last 30 days" with DaysLateLast30, never a window on the hire dates', async () => {
    const got = await rows(
      'What is the position of the employee with the most days late in the last 30 days?',
      'hr',
    )
    expect(got.map((r) => Number(r.at(-1)))).toContain(
      await truth('hr', 'SELECT max(DaysLateLast30) FROM data'),
    )
  })
})
