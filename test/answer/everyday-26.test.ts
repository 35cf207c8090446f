import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the twenty-sixth measurement round (bench/everyday-26, frozen questions on
 * five tables the parser had not seen), now read right or declined. Expected values come from
 * DuckDB reading the same file.
 */
const FILES = {
  marina: 'bench/everyday-26/marina_slips.csv',
  campground: 'bench/everyday-26/campground_reservations.csv',
  escape: 'bench/everyday-26/escape_room_bookings.csv',
  auction: 'bench/everyday-26/auction_lots.csv',
}

const { truth, one, declined } = fixtureSuite(FILES)

describe('twenty-sixth measurement round', () => {
  it('averages what a boat or a guest is over the rows, never a sum per key ("the average boat length")', async () => {
    expect(await one('What is the average boat length in feet?', 'marina')).toBeCloseTo(
      await truth('marina', 'SELECT avg("Boat Length (ft)") FROM data'),
      6,
    )
    expect(await one('What is the average guest rating?', 'campground')).toBeCloseTo(
      await truth('campground', 'SELECT avg(rating) FROM data'),
      6,
    )
  })

  it('declines a compound of nouns after "had" that nothing names ("had hull damage")', async () => {
    await declined('Which boats had hull damage reported at check-in?', 'marina')
  })

  it('reads "by teams that escaped" as the doers, never groups of teams', async () => {
    await declined('What is the average number of hints used by teams that escaped?', 'escape')
  })

  it('declines a multiple of another column ("more than twice its high estimate")', async () => {
    await declined('No lot sold for more than twice its high estimate.', 'auction')
  })
})
