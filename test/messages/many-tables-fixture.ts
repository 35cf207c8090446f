import type { Engine } from '../../src/index.js'

/** Forty small tables about different things, sharing some column names and region cells. */
export const THINGS = [
  'ship',
  'river',
  'mountain',
  'castle',
  'bridge',
  'lake',
  'island',
  'forest',
  'museum',
  'stadium',
  'airport',
  'library',
  'volcano',
  'glacier',
  'canal',
  'tower',
  'temple',
  'harbor',
  'desert',
  'valley',
  'comet',
  'planet',
  'orchard',
  'vineyard',
  'brewery',
  'bakery',
  'theater',
  'garden',
  'railway',
  'highway',
  'tunnel',
  'dam',
  'lighthouse',
  'mine',
  'quarry',
  'reef',
  'cave',
  'waterfall',
  'canyon',
  'meadow',
] as const

const MEASURES = ['length', 'height', 'visitors', 'area', 'cost', 'capacity', 'depth', 'weight']
const REGIONS = ['North', 'South', 'United States', 'California']
const STATUSES = ['Opened', 'Closed', 'Closing soon']
const SYLLABLES = 'ka lo mi ru te sa no vi be du ze po ga li fo ne'.split(' ')

/** An invented word, different for every (table, slot). */
export function inventedWord(table: number, slot: number): string {
  let n = table * 97 + slot * 7919 + 13
  let out = ''
  for (let i = 0; i < 3 || n > 0; i++) {
    out += SYLLABLES[n % SYLLABLES.length]
    n = Math.floor(n / SYLLABLES.length)
  }
  return out.charAt(0).toUpperCase() + out.slice(1)
}

export interface ThingTable {
  readonly artifact: string
  readonly thing: string
  readonly measure: string
  /** Names of the rows, one per row. */
  readonly names: readonly string[]
  readonly csv: string
  /** measure of row r (so tests know the answers). */
  readonly amount: (row: number) => number
}

/** Table i; another version has other names and amounts a thousand times larger. */
export function thingTable(i: number, version = 0): ThingTable {
  const thing = THINGS[i % THINGS.length] as string
  const measure = MEASURES[i % MEASURES.length] as string
  const names = [0, 1, 2, 3, 4, 5, 6, 7].map((r) => inventedWord(i, r + 50 * version))
  const amount = (r: number) => 1000 ** version * (i * 10 + r + 1)
  const lines = [`${thing} name,region,${measure},year,status`]
  for (const [r, name] of names.entries()) {
    lines.push(`${name},${REGIONS[r % REGIONS.length]},${amount(r)},${2000 + r},${STATUSES[r % 3]}`)
  }
  return { artifact: `${thing}s`, thing, measure, names, csv: `${lines.join('\n')}\n`, amount }
}

export async function ingestThing(engine: Engine, org: string, table: ThingTable): Promise<void> {
  await engine.ingest({ org, artifact: table.artifact, file: Buffer.from(table.csv), fileName: 'table.csv' })
}
