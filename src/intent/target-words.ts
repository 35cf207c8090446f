/** Word classes that tell which column a question asks for. */
import { wordTable } from './word-table.js'

export const WH = new Set(['what', 'which', 'who', 'whom', 'whose', 'when', 'where', 'name', 'list'])
export const SKIP = new Set([
  'is',
  'was',
  'were',
  'are',
  'the',
  'a',
  'an',
  'of',
  'did',
  'does',
  'do',
  'has',
  'had',
  'have',
  'all',
  'only',
  'other',
  's',
  'their',
  'his',
  'her',
  'its',
])

/** Nouns naming a kind of thing a column would be named for; unlinked, they do not mean the key column. */
export const TYPED_NOUNS = new Set(
  'country countries nation nations city cities state states team teams club clubs month months day days week weeks season seasons decade position positions venue venues location locations opponent opponents language languages party parties region regions county counties province provinces district districts network networks genre genres label labels director directors result results score scores date dates number rank ranks role roles medal medals sport sports award awards category categories nationality surface'.split(
    ' ',
  ),
)

export const CUE_NOUNS = new Set([
  'difference',
  'number',
  'total',
  'amount',
  'sum',
  'average',
  'count',
  'percentage',
  'ratio',
  'name',
  'kind',
  'type',
  'time',
  'times',
  'year',
  'years',
  'place',
  'position',
  'rank',
])

export const AUXILIARY = new Set(['did', 'does', 'do', 'has', 'had', 'have'])

/** "how tall", "how old", "how long": the quantity the adjective measures. */
export const HOW: Readonly<Record<string, readonly string[]>> = wordTable({
  tall: ['height', 'ht'],
  high: ['height', 'elevation', 'altitude'],
  old: ['age'],
  long: ['length', 'duration', 'time', 'distance'],
  far: ['distance'],
  heavy: ['weight'],
  deep: ['depth'],
  wide: ['width'],
  big: ['area', 'size', 'capacity'],
  large: ['area', 'size', 'capacity'],
  fast: ['speed'],
})
