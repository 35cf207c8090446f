import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 84 (carpet sample loans with cut upper-case headers, vintage consignments, yoga
 * retreats priced in euros) and red-team round 98 (Kaggle-shaped blood transfusion donors, Amazon
 * bestsellers, Chicago red light cameras, fatal police shootings): what was wrong.
 */
const FILES = {
  carpet: 'bench/everyday-84/CARPET_SAMPLE_LOANS.csv',
  vintage: 'bench/everyday-84/vintage_consignments.csv',
  yoga: 'bench/everyday-84/yoga_retreat_bookings.csv',
  transfusion: 'fixtures/business/kaggle-rt98-transfusion.csv',
  books: 'fixtures/business/kaggle-rt98-bestsellers.csv',
  cameras: 'fixtures/business/kaggle-rt98-red_light_cameras.csv',
  police_shootings: 'fixtures/business/kaggle-rt98-police_shootings.csv',
}

const { one, rows, expected, truth, declined } = fixtureSuite(FILES)

describe('everyday round 84', () => {
  it('reads ORDER_VAL as "order value", never a deposit amount for "value"', async () => {
    expect(await one('What is the biggest order value?', 'carpet')).toBe(
      await truth('carpet', 'SELECT max(ORDER_VAL) FROM data'),
    )
  })

  it('reads a participle cut in a flag header ("converted" for CONV_TO_ORDER)', async () => {
    expect(await one("What's the median order value among converted loans?", 'carpet')).toBe(
      await truth('carpet', 'SELECT median(ORDER_VAL) FROM data WHERE CONV_TO_ORDER = 1'),
    )
    const [rate] = await rows('What is the overall conversion rate to orders?', 'carpet')
    const share = await truth('carpet', 'SELECT avg(CONV_TO_ORDER) FROM data')
    expect(Number(rate?.at(-1))).toBeCloseTo(share, 4)
  })

  it('totals the groups for "the most sales revenue" over a Sale price column', async () => {
    const [top] = await rows('Which category brought in the most sales revenue?', 'vintage')
    const want = await expected(
      'vintage',
      `SELECT Category, sum(CAST(replace(replace("Sale price", '$', ''), ',', '') AS DOUBLE)) AS s
       FROM data GROUP BY 1 ORDER BY s DESC LIMIT 1`,
    )
    expect(top?.[0]).toBe(want?.[0]?.[0])
    expect(Number(top?.at(-1))).toBe(Number(want?.[0]?.[1]))
  })

  it('reads "in euros" as the unit a header writes as €', async () => {
    expect(await one('What is the sum of all total prices in euros?', 'yoga')).toBe(
      await truth(
        'yoga',
        `SELECT sum(CAST(replace(replace("Total Price (€)", '€', ''), ',', '') AS DOUBLE)) FROM data`,
      ),
    )
  })
})

describe('red-team round 98', () => {
  it('sums the amount of a mass noun ("the total amount of blood"), never counts rows', async () => {
    expect(await one('What is the total amount of blood donated in c.c.?', 'transfusion')).toBe(
      await truth('transfusion', 'SELECT sum("Monetary (c.c. blood)") FROM data'),
    )
  })

  it('declines ranking a yes/no column named in part as an amount ("number of donations")', async () => {
    await declined('What is the highest number of donations by a single donor?', 'transfusion')
  })

  it('declines counting rows "in both" of two years, which no row is', async () => {
    await declined('How many books were bestsellers in both 2009 and 2019?', 'books')
  })

  it('declines a counted thing the named rows have but the table does not ("pages")', async () => {
    expect(await declined('How many pages does Little Fires Everywhere have?', 'books')).toContain('pages')
  })

  it('counts the distinct things an identifier names per group ("more than one camera")', async () => {
    const got = await rows('Which intersections have more than one camera?', 'cameras')
    const want = await expected(
      'cameras',
      `SELECT INTERSECTION, count(DISTINCT "CAMERA ID") AS n FROM data GROUP BY 1 HAVING n > 1 ORDER BY n DESC, 1`,
    )
    expect(got.map((r) => r[0]).sort()).toEqual((want ?? []).map((r) => r[0]).sort())
  })
})

describe('red-team round 98: headers that ask a question of a person', () => {
  it('reads "donors" as the rows of a table whose header says he/she', async () => {
    expect(await one('How many donors are in the dataset?', 'transfusion')).toBe(
      await truth('transfusion', 'SELECT count(*) FROM data'),
    )
  })

  it('reads "whether he/she donated blood in March 2007" said without its whether, month and year kept', async () => {
    const column = '"whether he/she donated blood in March 2007"'
    expect(await one('How many donors donated blood in March 2007?', 'transfusion')).toBe(
      await truth('transfusion', `SELECT count(*) FROM data WHERE ${column} = 1`),
    )
    expect(
      await one('What is the average recency of donors who donated blood in March 2007?', 'transfusion'),
    ).toBeCloseTo(
      await truth('transfusion', `SELECT avg("Recency (months)") FROM data WHERE ${column} = 1`),
      6,
    )
  })

  it('reads the table\'s own noun and a person as one kind of row ("shootings involved a person")', async () => {
    expect(
      await one('How many shootings involved a person showing signs of mental illness?', 'police_shootings'),
    ).toBe(await truth('police_shootings', 'SELECT count(*) FROM data WHERE signs_of_mental_illness'))
  })
})
