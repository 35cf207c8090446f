import { wordTable } from '../word-table.js'

/**
 * Codes business tables write values in: US states (TX), countries (DE, DEU), genders (F, M),
 * booleans (Y/N, true/false, 1/0). A question names the thing ("Texas", "women", "yes"); the cell
 * holds the code. Each code set is tried only against a column whose cells are mostly codes of
 * that set, so "F" for women never matches a grade F. In normal form (lower case).
 */

export type CodeKind = 'state' | 'country' | 'gender' | 'boolean'

const US_STATES: Readonly<Record<string, string>> = {
  alabama: 'al',
  alaska: 'ak',
  arizona: 'az',
  arkansas: 'ar',
  california: 'ca',
  colorado: 'co',
  connecticut: 'ct',
  delaware: 'de',
  florida: 'fl',
  georgia: 'ga',
  hawaii: 'hi',
  idaho: 'id',
  illinois: 'il',
  indiana: 'in',
  iowa: 'ia',
  kansas: 'ks',
  kentucky: 'ky',
  louisiana: 'la',
  maine: 'me',
  maryland: 'md',
  massachusetts: 'ma',
  michigan: 'mi',
  minnesota: 'mn',
  mississippi: 'ms',
  missouri: 'mo',
  montana: 'mt',
  nebraska: 'ne',
  nevada: 'nv',
  'new hampshire': 'nh',
  'new jersey': 'nj',
  'new mexico': 'nm',
  'new york': 'ny',
  'north carolina': 'nc',
  'north dakota': 'nd',
  ohio: 'oh',
  oklahoma: 'ok',
  oregon: 'or',
  pennsylvania: 'pa',
  'rhode island': 'ri',
  'south carolina': 'sc',
  'south dakota': 'sd',
  tennessee: 'tn',
  texas: 'tx',
  utah: 'ut',
  vermont: 'vt',
  virginia: 'va',
  washington: 'wa',
  'west virginia': 'wv',
  wisconsin: 'wi',
  wyoming: 'wy',
  'district of columbia': 'dc',
  'puerto rico': 'pr',
  'virgin islands': 'vi',
  guam: 'gu',
}

/** Countries by common name: ISO 3166 alpha-2 and alpha-3. */
const COUNTRIES: Readonly<Record<string, readonly [string, string]>> = {
  'united states': ['us', 'usa'],
  'united kingdom': ['gb', 'gbr'],
  canada: ['ca', 'can'],
  mexico: ['mx', 'mex'],
  brazil: ['br', 'bra'],
  argentina: ['ar', 'arg'],
  chile: ['cl', 'chl'],
  colombia: ['co', 'col'],
  peru: ['pe', 'per'],
  germany: ['de', 'deu'],
  france: ['fr', 'fra'],
  spain: ['es', 'esp'],
  portugal: ['pt', 'prt'],
  italy: ['it', 'ita'],
  netherlands: ['nl', 'nld'],
  belgium: ['be', 'bel'],
  switzerland: ['ch', 'che'],
  austria: ['at', 'aut'],
  ireland: ['ie', 'irl'],
  sweden: ['se', 'swe'],
  norway: ['no', 'nor'],
  denmark: ['dk', 'dnk'],
  finland: ['fi', 'fin'],
  poland: ['pl', 'pol'],
  'czech republic': ['cz', 'cze'],
  hungary: ['hu', 'hun'],
  greece: ['gr', 'grc'],
  turkey: ['tr', 'tur'],
  russia: ['ru', 'rus'],
  ukraine: ['ua', 'ukr'],
  romania: ['ro', 'rou'],
  china: ['cn', 'chn'],
  japan: ['jp', 'jpn'],
  'south korea': ['kr', 'kor'],
  india: ['in', 'ind'],
  pakistan: ['pk', 'pak'],
  indonesia: ['id', 'idn'],
  philippines: ['ph', 'phl'],
  vietnam: ['vn', 'vnm'],
  thailand: ['th', 'tha'],
  malaysia: ['my', 'mys'],
  singapore: ['sg', 'sgp'],
  australia: ['au', 'aus'],
  'new zealand': ['nz', 'nzl'],
  'south africa': ['za', 'zaf'],
  nigeria: ['ng', 'nga'],
  egypt: ['eg', 'egy'],
  kenya: ['ke', 'ken'],
  morocco: ['ma', 'mar'],
  israel: ['il', 'isr'],
  'saudi arabia': ['sa', 'sau'],
  'united arab emirates': ['ae', 'are'],
  iran: ['ir', 'irn'],
  'hong kong': ['hk', 'hkg'],
  taiwan: ['tw', 'twn'],
}

const GENDERS: Readonly<Record<string, readonly string[]>> = {
  female: ['f', 'female', 'woman', 'women', 'w'],
  male: ['m', 'male', 'man', 'men'],
}
const GENDER_WORDS: Readonly<Record<string, keyof typeof GENDERS>> = {
  female: 'female',
  females: 'female',
  woman: 'female',
  women: 'female',
  girls: 'female',
  ladies: 'female',
  male: 'male',
  males: 'male',
  man: 'male',
  men: 'male',
  boys: 'male',
  gentlemen: 'male',
}

const TRUE_CELLS = ['y', 'yes', 'true', 't', '1']
const FALSE_CELLS = ['n', 'no', 'false', 'f', '0']

/** Cells of each kind, for telling a coded column. */
export const CODE_CELLS: Readonly<Record<CodeKind, ReadonlySet<string>>> = {
  state: new Set(Object.values(US_STATES)),
  country: new Set(Object.values(COUNTRIES).flat()),
  gender: new Set(Object.values(GENDERS).flat()),
  boolean: new Set([...TRUE_CELLS, ...FALSE_CELLS]),
}

export interface CodeAlias {
  readonly kind: CodeKind
  /** The cells (normal form) the words may be written as. */
  readonly cells: readonly string[]
}

function build(): Record<string, CodeAlias> {
  const out: Record<string, CodeAlias> = {}
  for (const [name, code] of Object.entries(US_STATES)) out[name] = { kind: 'state', cells: [code] }
  for (const [name, codes] of Object.entries(COUNTRIES)) out[name] = { kind: 'country', cells: codes }
  for (const [word, gender] of Object.entries(GENDER_WORDS))
    out[word] = { kind: 'gender', cells: GENDERS[gender] as readonly string[] }
  for (const word of ['yes', 'true']) out[word] = { kind: 'boolean', cells: TRUE_CELLS }
  for (const word of ['false']) out[word] = { kind: 'boolean', cells: FALSE_CELLS }
  return out
}

/** Question words (normal form) and the coded cells they may stand for. */
export const CODE_ALIASES: Readonly<Record<string, CodeAlias>> = wordTable(build())

const STATE_CELLS = new Set([...Object.keys(US_STATES), ...Object.values(US_STATES)])
const COUNTRY_CELLS = new Set([
  ...Object.keys(COUNTRIES),
  ...Object.values(COUNTRIES).flatMap((codes) => codes.filter((c) => c.length === 3)),
])

/**
 * What kind of place a column's cells name, when at least 80% of its different cells are US states
 * (TX, Texas) or countries (France, FRA): a question may call the column so ("which state ...") when
 * its header is shortened past reading ("st").
 */
export function placeKindOf(cells: readonly string[]): 'state' | 'country' | undefined {
  if (cells.length < 3) return undefined
  const share = (set: ReadonlySet<string>) =>
    cells.filter((c) => set.has(c.trim().toLowerCase())).length / cells.length
  if (share(STATE_CELLS) >= 0.8) return 'state'
  if (share(COUNTRY_CELLS) >= 0.8) return 'country'
  return undefined
}
