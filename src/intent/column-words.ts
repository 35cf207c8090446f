import { CURRENCY_CODES as ISO_CODES } from '../catalog/currency-codes.js'
import { normalTokens } from './text-normalizer.js'
import { HEADER_ABBREVIATIONS } from './vocabulary/abbreviations.js'
import { headerWordUnit } from './vocabulary/unit-conversions.js'
import { CURRENCY_SIGNS, CURRENCY_WORDS } from './word-lists.js'
import { stemWord } from './word-stem.js'

/** Words of a name that carry no meaning of their own when matching. */
const FILLER = new Set(['of', 'the', 'a', 'an', 'in', 'for', 'and', 'to', 'by', 'on', 's'])

/** Copulas a flag's name opens with: is_paid, was_cancelled (not has: HasCrCard's words are initials). */
const FLAG_OPENINGS = new Set(['is', 'was'])

/** DuckDB names an empty header `column0` and a duplicate `Votes_1`: neither suffix is a word. */
const GENERATED_NAME = /^column\d+$/i

export interface ColumnWords {
  /** The name's words in normal form, abbreviations written out ("qty_shipped" -> quantity shipped). */
  readonly words: readonly string[]
  /** Stems of the content words, in order. */
  readonly stems: readonly string[]
  /** Stem of the word the name is about: "Duration of Strike" -> duration, "Number of votes" -> vote. */
  readonly head: string | undefined
  /** The words outside parentheses: "Avg Wind Speed (m/s)" -> average, wind, speed. */
  readonly outside: readonly string[]
  /** What the name writes in parentheses, in normal form: "Output (MWh)" -> "mwh". */
  readonly inParentheses: string | undefined
}

const COUNTING = new Set(['number', 'total', 'count', 'amount'])
/** Prepositions after a header's head noun that open a phrase describing it. */
const HEAD_PREPOSITIONS = new Set(['over', 'per', 'for', 'on', 'in', 'from', 'with', 'by', 'against', 'at'])

/** "Offer Salary (USD)", "price_eur": a currency's code says what the amounts are in, as a sign does. */
export const CURRENCY_CODES: ReadonlySet<string> = new Set(ISO_CODES.map((c) => c.toLowerCase()))

function headOf(all: readonly string[]): string | undefined {
  // "price_eur", "mileage_km": a unit closing the name is not what it is about.
  const closing = all.at(-1) ?? ''
  const words =
    all.length > 1 && (headerWordUnit(closing) || CURRENCY_WORDS.has(closing)) ? all.slice(0, -1) : all
  const of = words.indexOf('of')
  if (of > 0) {
    const before = words[of - 1] as string
    const after = words[of + 1]
    return stemWord(COUNTING.has(before) && after ? after : before)
  }
  // ("Conflicts_Over_Social_Media", "Cost per Unit", "Time on Ice": the noun before the phrase.)
  const phrase = words.findIndex((w, k) => k > 0 && HEAD_PREPOSITIONS.has(w))
  if (phrase > 0) return stemWord(words[phrase - 1] as string)
  // "Emails Sent", "Goals Scored", "Games Played": a participle after the noun says what was done
  // with it; the noun is what the column counts.
  // "reviews_count", "vote_count": what is counted, before the word that says it is a count
  // ("LoanAmount" is an amount, of one loan).
  const counting = ['count', 'counts', 'number'].includes(words.at(-1) ?? '')
  const last =
    words.length > 1 && (counting || PARTICIPLE.test(words.at(-1) ?? '')) ? words.at(-2) : words.at(-1)
  return last === undefined ? undefined : stemWord(last)
}

const PARTICIPLE =
  /^(\w{2,}ed|sent|sold|won|lost|made|given|taken|drawn|bought|held|run|spent|found|paid|built|kept|seen|shown|written|grown|flown|driven|known|chosen|broken|stolen|caught|brought|taught|lent|left|met|told|hit|done|got|gotten)$/

/** A header word that is a participle: "Sent" of Emails Sent, "made" of arrest_made. */
export const isHeaderParticiple = (word: string): boolean => PARTICIPLE.test(word)

/** A header word written in the plural, as the things a count counts are ("Goals", "Tunings"). */
export const writtenPlural = (word: string): boolean => /[^s]s$/.test(word) && word.length > 3

/**
 * "Number of products sold", "Bins Picked", "Units Sold": a header that says what it counts, after
 * "number of" or before a participle. Its numbers are amounts, never serials or identifiers ("pick"
 * of Bins Picked is no draft pick).
 */
export function namedAsCount(words: readonly string[]): boolean {
  const last = words.at(-1) ?? ''
  return (
    words.length >= 2 &&
    ((words[0] === 'number' && words[1] === 'of') || (PARTICIPLE.test(last) && stemWord(last) !== last))
  )
}

/**
 * A header split into words as people write it: `unit_price`, `UnitPrice`, `unit-price` and
 * `RestingBP` alike; `AcceptedCmp3` -> accepted cmp 3 (a single letter keeps its digits: `Q3`).
 */
export function splitHeader(name: string): string {
  return (
    name
      // ("kWh Used", "Peak kW", "pH": one small letter before a capital is a unit's, no camelCase.)
      .replace(/(\p{Ll})(\p{Lu})/gu, (pair, small: string, capital: string, at: number, all: string) =>
        at === 0 || !/\p{L}/u.test(all[at - 1] ?? '') ? pair : `${small} ${capital}`,
      )
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
      .replace(/(\p{L}{2,})(\d)/gu, '$1 $2')
      .replace(/(\d)(\p{L}{2,})/gu, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .replace(/^#$/, 'number')
      .replace(/^#\s*(of\b)?/, 'number of ')
      .replace(/(\p{L})\s*#$/u, '$1 number')
  )
}

/**
 * "No Show", "No Claims": a "no" that opens a header before another word is the word no, where
 * "Invoice No", "No." and "No of Items" are numbers.
 */
const notAbbreviated = (tokens: readonly string[], i: number) =>
  tokens[i] === 'no' && i === 0 && tokens.length > 1 && tokens[1] !== 'of'

/**
 * Units written alone in a header's parentheses: "Avg Session (min)" is in minutes, where "MinTemp"
 * is a minimum.
 */

const UNITS_IN_PARENTHESES: Readonly<Record<string, string>> = { min: 'minutes', sec: 'seconds', hr: 'hours' }

const DUPLICATE_SUFFIX = /_[1-9]$/

/**
 * "Votes_1" beside "Votes": DuckDB's name for a second column of one header, whose suffix is no
 * word. ("Product_Category_3" beside no "Product_Category" keeps its number.)
 */
export const duplicateName = (name: string, names: ReadonlySet<string>): boolean =>
  DUPLICATE_SUFFIX.test(name) && names.has(name.replace(DUPLICATE_SUFFIX, ''))

/**
 * "dep_delay_min", "Runtime Min", "durationMin": a header ending in "min" with no "max" of the same
 * thing beside it ("temp_min" and "temp_max", "tempMin" and "tempMax") is in minutes, not a minimum.
 */
export function minutesAtEnd(name: string, names: ReadonlySet<string>): boolean {
  const end = /[_\s]min$/i.exec(name) ?? /\p{Ll}Min$/u.exec(name)
  if (!end) return false
  const max = name.slice(-3) === 'MIN' ? 'MAX' : name.slice(-3) === 'Min' ? 'Max' : 'max'
  return !names.has(name.slice(0, -3) + max)
}

const SCALE = /\(\s*\d{1,3}(\.\d+)?\s*(-|–|to)\s*\d{1,3}(\.\d+)?\s*\)/

const FLAG_ANSWERS = /\(\s*(y\s*\/\s*n|yes\s*\/\s*no|t\s*\/\s*f|true\s*\/\s*false|0\s*\/\s*1)\s*\)/i

/**
 * `unit_price` -> unit price; `Qty Sold (units)` -> quantity sold units; `#` and `Bib #` -> number, bib number. With
 * `minutes`, a closing "min" is minutes (see minutesAtEnd).
 */
export function columnWords(name: string, minutes = false, duplicate = false): ColumnWords {
  if (GENERATED_NAME.test(name))
    return { words: [], stems: [], head: undefined, outside: [], inParentheses: undefined }
  if (duplicate) return columnWords(name.replace(DUPLICATE_SUFFIX, ''), minutes)
  // ("Pool (Y/N)": the cells' two answers say it is a flag, and are no words of its name.)
  // ("Rating (1-5)": the scale in parentheses says what the numbers run between, and is no word;
  // "Mayor (2010–2013)" keeps its years.)
  const spaced = splitHeader(
    minutes ? `${name.slice(0, -3)} minutes` : name.replace(FLAG_ANSWERS, ' ').replace(SCALE, ' '),
  ).replace(
    /\(\s*(\w+)\s*\)/g,
    (_whole, unit: string) => `(${UNITS_IN_PARENTHESES[unit.toLowerCase()] ?? unit})`,
  )
  // "Total Pay & Benefits": the ampersand is "and", as a question writes it.
  const tokens = normalTokens(spaced)
  // ("Unit Price ($)": a currency sign says what the amounts are in, and no question says it as a word.)
  const words = tokens
    .filter((w) => !CURRENCY_SIGNS.has(w) && !CURRENCY_CODES.has(w))
    .flatMap((w, i, kept) =>
      (w === '&' ? 'and' : notAbbreviated(kept, i) ? w : (HEADER_ABBREVIATIONS[w] ?? w)).split(' '),
    )
  // ("is_paid", "was_cancelled": the copula opening a flag's name says nothing of what it is about.)
  const opening = words.length > 1 && FLAG_OPENINGS.has(words[0] as string) ? 1 : 0
  const stems = words
    .slice(opening)
    .filter((w) => !FILLER.has(w))
    .map(stemWord)
  const named = normalTokens(spaced.replace(/\([^)]*\)/g, ' ')).flatMap((w) =>
    (HEADER_ABBREVIATIONS[w] ?? w).split(' '),
  )
  const inside = /\(([^)]*)\)/.exec(name)?.[1]
  return {
    words,
    stems,
    head: headOf(named),
    outside: named,
    inParentheses: inside === undefined ? undefined : normalTokens(inside).join(''),
  }
}
