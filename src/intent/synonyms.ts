import { stemWord } from './word-stem.js'

/**
 * Words people use for the same column. Each group's first word is its canonical form; matching
 * through a group (not through the column's own words) is a loose match and is disclosed.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['revenue', 'sales', 'amount', 'income', 'turnover', 'value', 'worth'],
  ['quantity', 'qty', 'units', 'volume'],
  [
    'salary',
    'salaries',
    'wage',
    'wages',
    'earnings',
    'earn',
    'earns',
    'earned',
    'earning',
    'compensation',
    'paid',
    'pay',
  ],
  ['price', 'cost', 'fee'],
  ['spent', 'spend', 'spends', 'spending'],
  ['country', 'nation', 'nationality', 'countries', 'nations'],
  ['position', 'pos', 'place', 'placing', 'finish', 'standing'],
  ['rank', 'ranking', 'rk'],
  ['attendance', 'crowd', 'spectators', 'attendees', 'fans', 'audience', 'attended', 'attend', 'attending'],
  ['team', 'club', 'squad', 'franchise'],
  ['opponent', 'opponents', 'opposition', 'opposing', 'versus', 'vs'],
  ['venue', 'stadium', 'arena', 'ground'],
  ['location', 'place', 'site', 'city', 'town'],
  ['film', 'movie', 'picture'],
  ['song', 'single', 'track'],
  ['year', 'yr', 'season'],
  ['population', 'pop', 'inhabitants', 'residents'],
  ['elevation', 'altitude', 'elev'],
  ['game', 'match', 'fixture'],
  ['competition', 'tournament', 'event', 'comp'],
  ['percentage', 'percent', 'pct', 'share', '%'],
  ['average', 'avg', 'mean'],
  ['notes', 'note', 'comments', 'comment', 'remarks', 'remark'],
  ['winner', 'champion', 'champions', 'winners', 'victor'],
  ['runner-up', 'runners-up', 'runner'],
  ['director', 'directed'],
  ['builder', 'built', 'manufacturer', 'maker', 'made'],
  ['owner', 'owned'],
  ['date', 'day', 'when'],
  ['time', 'duration', 'runtime', 'hours', 'minutes', 'hrs', 'mins', 'milliseconds', 'ms'],
  // (Not "seconds": its stem is the ordinal's, "the second most common".)
  ['kilometer', 'km', 'kilometre', 'kms'],
  ['mile', 'mi', 'miles'],
  ['meter', 'metre', 'meters', 'metres'],
  ['feet', 'foot', 'footage', 'ft'],
  ['number', 'no', 'num', 'nr', '#'],
  ['capacity', 'seats', 'seating'],
  ['chart', 'peak'],
  ['votes', 'vote'],
  ['height', 'tall', 'ht'],
  ['weight', 'wt', 'heavy', 'weigh', 'weighs', 'weighed'],
  ['age', 'old', 'young'],
  ['length', 'long', 'len'],
  ['area', 'size'],
  ['gender', 'sex'],
  // Leaving a company or a service: an HR table's Attrition, a subscription table's Churn.
  [
    'attrition',
    'churn',
    'churned',
    'left',
    'leave',
    'leaving',
    'quit',
    'cancel',
    'cancelled',
    'canceled',
    'cancellation',
  ],
]

const canonical = new Map<string, string>()
for (const group of GROUPS) {
  const head = stemWord(group[0] as string)
  for (const word of group) {
    const stem = stemWord(word)
    if (!canonical.has(stem)) canonical.set(stem, head)
  }
}

/** The canonical stem of a word's stem (itself when it is in no group). */
export const canonicalStem = (stem: string): string => canonical.get(stem) ?? stem
