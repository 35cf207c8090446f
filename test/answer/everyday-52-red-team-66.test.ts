import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday round 52 (cemetery plot sales, Plot Type Single) and red-team
 * round 66 (Kaggle-shaped LA crime data and maternal health risk), now read right or declined.
 */
const FILES = {
  cemetery: 'bench/everyday-52/cemetery_plot_sales.csv',
  crime: 'fixtures/business/kaggle-rt66-la_crime.csv',
  maternal: 'fixtures/business/kaggle-rt66-maternal_health.csv',
}

const { declined, one, truth } = fixtureSuite(FILES)

describe('everyday round 52 and red-team round 66', () => {
  it('reads "a single plot" as one row, never the cell Single of Plot Type', async () => {
    expect(await one("What's the highest price paid for a single plot?", 'cemetery')).toBe(
      await truth(
        'cemetery',
        "SELECT max(CAST(replace(replace(\"Price ($)\", '$', ''), ',', '') AS DOUBLE)) FROM data",
      ),
    )
  })

  it('declines a plural the count would read past after a general noun ("how many car thefts")', async () => {
    await declined('How many car thefts were there?', 'crime')
  })

  it('declines a margin between two columns rather than splitting it in two comparisons ("more than 50 above their DiastolicBP")', async () => {
    await declined('How many women have a SystolicBP more than 50 above their DiastolicBP?', 'maternal')
  })
})
