import { quoteLiteral } from '../db/sql-text.js'

/** A family of ways to write a date (with optional times after it), in DuckDB strptime specifiers. */
export interface DateGroup {
  readonly id: string
  /** How the profile describes it, e.g. 'MM/DD/YYYY'. */
  readonly label: string
  readonly dates: readonly string[]
  readonly times: readonly string[]
  /** A cheap regular expression every value of the group matches, checked before strptime runs. */
  readonly shape: string
  /** The group reading the same digits the other way round (day-first vs month-first). */
  readonly twin?: string
}

const withTimes = (date: string, separators = [' ']) => [
  ...separators.flatMap((sep) => [`${date}${sep}%H:%M:%S.%f`, `${date}${sep}%H:%M:%S`, `${date}${sep}%H:%M`]),
  `${date} %I:%M:%S %p`,
  `${date} %I:%M %p`,
]

/**
 * In order of preference. An ambiguous `01/02/2024` is read month-first (the US habit slashes
 * follow); `01-02-2024` and `01.02.2024` day-first (how most of the world writes dashes and dots).
 */
const BASE_GROUPS: readonly DateGroup[] = [
  {
    id: 'ymd',
    shape: '^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}',
    label: 'YYYY-MM-DD',
    dates: ['%Y-%m-%d'],
    times: withTimes('%Y-%m-%d', ['T', ' ']),
  },
  {
    id: 'ymd-slash',
    shape: '^[0-9]{4}/[0-9]{1,2}/[0-9]{1,2}',
    label: 'YYYY/MM/DD',
    dates: ['%Y/%m/%d'],
    times: withTimes('%Y/%m/%d'),
  },
  {
    id: 'mdy',
    shape: '^[0-9]{1,2}/[0-9]{1,2}/[0-9]{4}',
    label: 'MM/DD/YYYY',
    dates: ['%m/%d/%Y'],
    times: withTimes('%m/%d/%Y'),
    twin: 'dmy',
  },
  {
    id: 'dmy',
    shape: '^[0-9]{1,2}/[0-9]{1,2}/[0-9]{4}',
    label: 'DD/MM/YYYY',
    dates: ['%d/%m/%Y'],
    times: withTimes('%d/%m/%Y'),
    twin: 'mdy',
  },
  {
    id: 'dmy-dash',
    shape: '^[0-9]{1,2}-[0-9]{1,2}-[0-9]{4}',
    label: 'DD-MM-YYYY',
    dates: ['%d-%m-%Y'],
    times: withTimes('%d-%m-%Y'),
    twin: 'mdy-dash',
  },
  {
    id: 'mdy-dash',
    shape: '^[0-9]{1,2}-[0-9]{1,2}-[0-9]{4}',
    label: 'MM-DD-YYYY',
    dates: ['%m-%d-%Y'],
    times: withTimes('%m-%d-%Y'),
    twin: 'dmy-dash',
  },
  {
    id: 'dmy-dot',
    shape: '^[0-9]{1,2}\\.[0-9]{1,2}\\.[0-9]{4}',
    label: 'DD.MM.YYYY',
    dates: ['%d.%m.%Y'],
    times: withTimes('%d.%m.%Y'),
  },
  {
    id: 'mdy-short',
    shape: '^[0-9]{1,2}/[0-9]{1,2}/[0-9]{2}([^0-9]|$)',
    label: 'MM/DD/YY',
    dates: ['%m/%d/%y'],
    times: withTimes('%m/%d/%y'),
    twin: 'dmy-short',
  },
  {
    id: 'dmy-short',
    shape: '^[0-9]{1,2}/[0-9]{1,2}/[0-9]{2}([^0-9]|$)',
    label: 'DD/MM/YY',
    dates: ['%d/%m/%y'],
    times: withTimes('%d/%m/%y'),
    twin: 'mdy-short',
  },
  {
    // "20150411T000000": ISO 8601's basic format, as some exports (house sales) write it.
    id: 'ymd-basic',
    shape: '^[0-9]{8}T[0-9]{6}$',
    label: 'YYYYMMDDTHHMMSS',
    dates: [],
    times: ['%Y%m%dT%H%M%S'],
  },
  {
    id: 'named',
    shape: '[A-Za-z]{3}.*[0-9]{4}$',
    label: 'month names',
    dates: [
      '%b %d %Y',
      '%b %d, %Y',
      '%B %d %Y',
      '%B %d, %Y',
      '%d %b %Y',
      '%d %B %Y',
      '%d-%b-%Y',
      '%d %b, %Y',
      '%d %B, %Y',
      '%A, %B %d, %Y',
      '%a, %d %b %Y',
    ],
    times: [],
  },
]

/**
 * A column whose rows were typed in by different hands mixes ways ("Nov 12, 2024", "2024-05-03",
 * "09/20/2024"): it reads as dates when every value is one of the unmistakable ways or slashes of
 * one order, tried in that order. Last in preference: one way for every value is the plainer story.
 */
function mixedGroup(slashes: 'mdy' | 'dmy'): DateGroup {
  const parts = ['ymd', 'ymd-slash', slashes, 'named'].map(
    (id) => BASE_GROUPS.find((g) => g.id === id) as DateGroup,
  )
  return {
    id: `mixed-${slashes}`,
    shape: parts.map((g) => `(?:${g.shape})`).join('|'),
    label: `mixed (${parts.map((g) => g.label).join(', ')})`,
    dates: parts.flatMap((g) => g.dates),
    times: parts.flatMap((g) => g.times),
    twin: `mixed-${slashes === 'mdy' ? 'dmy' : 'mdy'}`,
  }
}

export const DATE_GROUPS: readonly DateGroup[] = [...BASE_GROUPS, mixedGroup('mdy'), mixedGroup('dmy')]

export const dateGroup = (id: string) => DATE_GROUPS.find((group) => group.id === id)

const list = (formats: readonly string[]) => `[${formats.map(quoteLiteral).join(', ')}]`

/**
 * SQL that is true when the text value `v` is a date (or date and time) of the group. The CASE makes
 * DuckDB run strptime only on values of the right shape; an AND would evaluate both sides.
 */
export const dateTest = (v: string, group: DateGroup) =>
  `CASE WHEN regexp_matches(${v}, ${quoteLiteral(group.shape)})
   THEN try_strptime(${v}, ${list([...group.dates, ...group.times])}) IS NOT NULL ELSE false END`

/** SQL counting values written with a time of day, which makes the column TIMESTAMP rather than DATE. */
export const timeCount = (v: string, group: DateGroup) =>
  group.times.length === 0 ? '0' : `count_if(try_strptime(${v}, ${list(group.times)}) IS NOT NULL)`

export interface DateDecision {
  readonly kind: 'date'
  readonly group: DateGroup
  readonly type: 'DATE' | 'TIMESTAMP'
  readonly conversion: string
}

/** Day-first or month-first for dates that read both ways; 'auto' decides from the values. */
export type DateOrder = 'dmy' | 'mdy' | 'auto'

const dayFirst = (group: DateGroup) => group.id.startsWith('dmy') || group.id === 'mixed-dmy'

/**
 * Decides between the groups that read every value; `accepted` is in DATE_GROUPS order. When a
 * column reads both day-first and month-first, `order` picks (else slashes read month-first, dashes
 * and dots day-first); the conversion note says which order was chosen and why.
 */
export function decideDate(
  accepted: readonly DateGroup[],
  timed: (group: DateGroup) => boolean,
  order: DateOrder = 'auto',
): DateDecision | undefined {
  let group = accepted[0]
  if (!group) return undefined
  const twin = accepted.find((other) => other.id === group?.twin)
  if (twin && order !== 'auto' && dayFirst(group) !== (order === 'dmy')) group = twin
  const asked = order === 'auto' ? undefined : order === 'dmy' ? 'day-first' : 'month-first'
  let why = ''
  if (twin && asked) why = ` (ambiguous: no value settles day-first vs month-first; read ${asked} as asked)`
  else if (twin) why = ` (ambiguous: no value settles day-first vs month-first; read as ${group.label})`
  else if (group.twin && asked && dayFirst(group) !== (order === 'dmy'))
    why = ` (${asked} was asked, but some value only reads ${dayFirst(group) ? 'day-first' : 'month-first'})`
  else if (group.twin) why = ` (a day above 12 settles ${dayFirst(group) ? 'day-first' : 'month-first'})`
  const conversion = `date ${group.label}${why}`
  return { kind: 'date', group, type: timed(group) ? 'TIMESTAMP' : 'DATE', conversion }
}

/** SQL turning the text value `v` into the decided date; strict, so a surprise fails the ingest. */
export function dateExpression(v: string, decision: DateDecision): string {
  const { group } = decision
  const parsed = `strptime(${v}, ${list([...group.dates, ...group.times])})`
  return decision.type === 'DATE' ? `CAST(${parsed} AS DATE)` : parsed
}
