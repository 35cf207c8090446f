import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the twenty-eighth measurement round (bench/everyday-28, frozen questions
 * on five tables the parser had not seen), now read right or declined. Expected values come from
 * DuckDB reading the same file. (Artifacts keep the names of their files.)
 */
const FILES = {
  podcast_episodes: 'bench/everyday-28/podcast_episodes.csv',
  kiln_firings: 'bench/everyday-28/kiln_firings.csv',
  locksmith_jobs: 'bench/everyday-28/locksmith_jobs.csv',
  bowling_league: 'bench/everyday-28/bowling_league.csv',
  bird_sightings: 'bench/everyday-28/bird_sightings.csv',
}

const { rows, expected, truth, one, declined } = fixtureSuite(FILES)

describe('twenty-eighth measurement round', () => {
  it('reads "the durations of" the 3 most downloaded episodes from durationMin (a closing "Min" is minutes)', async () => {
    const durations = await expected(
      'podcast_episodes',
      'SELECT durationMin FROM data ORDER BY downloads DESC LIMIT 3',
    )
    const found = await rows('List the durations of the 3 most downloaded episodes.', 'podcast_episodes')
    expect(found.map((r) => [Number(r[0])])).toEqual((durations ?? []).map((r) => [Number(r[0])]))
  })

  it('ranks one firing for "the firing with the highest fee", and groups "per kiln"', async () => {
    const [[kiln]] = (await expected(
      'kiln_firings',
      'SELECT "Kiln ID" FROM data ORDER BY "Firing Fee (USD)" DESC LIMIT 1',
    )) as [[string]]
    const top = await rows('Which kiln was used for the firing with the highest fee?', 'kiln_firings')
    expect(top[0]?.[0]).toBe(kiln)
    const totals = await expected(
      'kiln_firings',
      'SELECT "Kiln ID", round(sum("Firing Fee (USD)"), 2) FROM data GROUP BY 1 ORDER BY 1',
    )
    const found = await rows('What is the total firing fee per kiln?', 'kiln_firings')
    expect(found.map((r) => [r[0], Math.round(Number(r[1]) * 100) / 100])).toEqual(totals)
  })

  it('declines what the counted rows are said to be when nothing names it ("were banded")', async () => {
    await declined('How many birds were banded at Marsh Loop?', 'bird_sightings')
  })

  it('reads "emergencies" as the cut header Emerg (Y/N), its yes', async () => {
    expect(await one('How many residential jobs were emergencies?', 'locksmith_jobs')).toBe(
      await truth(
        'locksmith_jobs',
        `SELECT count(*) FROM data WHERE "Prop Type" = 'Residential' AND "Emerg (Y/N)" = 'Y'`,
      ),
    )
  })

  it('counts the games, rows keyed by Game ID, never the different game numbers of a night', async () => {
    expect(await one('How many games did Pin Pals bowl with a score above 180?', 'bowling_league')).toBe(
      await truth('bowling_league', "SELECT count(*) FROM data WHERE Team = 'Pin Pals' AND Score > 180"),
    )
  })
})
