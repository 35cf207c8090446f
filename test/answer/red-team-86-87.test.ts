import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Red-team rounds 86 and 87 (Kaggle-shaped SPARCS discharges, Maryland crash reports, Seattle
 * building energy benchmarking, thyroid disease, credit card applications): what was wrong.
 */
const FILES = {
  sparcs: 'fixtures/business/kaggle-rt86-sparcs.csv',
  crashes: 'fixtures/business/kaggle-rt86-md_crashes.csv',
  buildings: 'fixtures/business/kaggle-rt87-Building_Energy_Benchmarking.csv',
  thyroid: 'fixtures/business/kaggle-rt87-thyroidDF.csv',
  applications: 'fixtures/business/kaggle-rt87-application_record.csv',
}

const { declined, one, truth } = fixtureSuite(FILES)

describe('red-team rounds 86 and 87', () => {
  it('never reads a cell that writes "Not" before the word ("Not Span/Hispanic") as the word', async () => {
    expect(await one('How many Hispanic patients are there?', 'sparcs')).toBe(
      await truth('sparcs', `SELECT count(*) FROM data WHERE Ethnicity = 'Spanish/Hispanic'`),
    )
  })

  it('reads a state said by name on the column of state codes the question names', async () => {
    expect(await one('How many drivers were licensed outside Maryland?', 'crashes')).toBe(
      await truth('crashes', `SELECT count(*) FROM data WHERE "Drivers License State" IS DISTINCT FROM 'MD'`),
    )
  })

  it("reads the table's own noun as its rows, never as a cell it matches loosely ('THE BUILDING')", async () => {
    expect(await one('How many buildings have more than 10 floors?', 'buildings')).toBe(
      await truth('buildings', 'SELECT count(*) FROM data WHERE NumberofFloors > 10'),
    )
    expect(await one('How many buildings are in the dataset?', 'buildings')).toBe(
      await truth('buildings', 'SELECT count(*) FROM data'),
    )
  })

  it('links a glued header written with its unit ("SteamUse(kBtu)", "SiteEUI(kBtu/sf)")', async () => {
    expect(await one('How many buildings have SteamUse(kBtu) greater than 0?', 'buildings')).toBe(
      await truth('buildings', 'SELECT count(*) FROM data WHERE "SteamUse(kBtu)" > 0'),
    )
    expect(await one('What is the median SiteEUI(kBtu/sf)?', 'buildings')).toBeCloseTo(
      await truth('buildings', 'SELECT median("SiteEUI(kBtu/sf)") FROM data'),
      6,
    )
  })

  it('reads "DefaultData True" as the cell said after the header', async () => {
    expect(await one('How many buildings have DefaultData True?', 'buildings')).toBe(
      await truth('buildings', 'SELECT count(*) FROM data WHERE DefaultData'),
    )
  })

  it("declines a cell quoted in symbols alone rather than dropping it (a target of '-')", async () => {
    expect(await declined("How many patients have a target of '-'?", 'thyroid')).toContain("'-'")
  })

  it('declines arithmetic it cannot read ("CNT_CHILDREN plus one")', async () => {
    expect(
      await declined(
        'How many applicants have CNT_FAM_MEMBERS greater than CNT_CHILDREN plus one?',
        'applications',
      ),
    ).toContain("'plus'")
  })
})
