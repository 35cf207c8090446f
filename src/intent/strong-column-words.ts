import { isQuantity, numericReading, timeReading } from './column-roles.js'
import { wordAt } from './draft.js'
import { type Analysis, isCovered, isLinked, tableStems } from './question-analysis.js'
import type { Token } from './question-tokens.js'
import { AGGREGATE_WORDS } from './vocabulary/aggregate-words.js'
import { isLightVerbWord } from './vocabulary/light-verbs.js'
import { isPersonWord, isRowWord } from './vocabulary/row-nouns.js'
import { unitOf } from './vocabulary/unit-conversions.js'
import { HAVING_WORDS, HOW_MUCH_WORDS, LISTED_WORDS, STOP_WORDS } from './word-lists.js'

/**
 * Strong words that say which column: a word that, left unread, lets a reading answer from
 * another column than the one the question names ("the name of the guide", "calories from fat",
 * "surveys with bleaching"). `isStrong` in strong-words.ts asks each of these.
 */

/**
 * "the most common vaccine combinations" over a column listing vaccines: a noun right after a list
 * column's name may ask for whole cells rather than items; left unread, items are counted.
 */
export const afterList = (a: Analysis, t: Token) =>
  t.tags.has('Noun') &&
  !t.tags.has('Pronoun') &&
  !isLinked(a, t.index) &&
  a.columns.some((l) => l.end === t.index && l.column.list !== undefined)

/**
 * "the name of the guide who led booking EX-7010" over portName and guideLanguages: whose name is
 * asked, a word of another column; left unread, another thing's name is given.
 */
export function ownerOfName(a: Analysis, t: Token): boolean {
  if (
    !t.tags.has('Noun') ||
    t.tags.has('Pronoun') ||
    a.values.some((v) => v.start <= t.index && t.index < v.end)
  )
    return false
  let of = t.index - 1
  if (['the', 'a', 'an', 'its', 'their'].includes(wordAt(a, of))) of--
  return (
    wordAt(a, of) === 'of' &&
    ['name', 'names'].includes(wordAt(a, of - 1)) &&
    a.columns.some((l) => l.start <= t.index && t.index < l.end)
  )
}

/**
 * "the driver's name for the longest trip" where no column holds drivers: whose name is asked, a
 * noun right before "name"; left unread, another thing's value is given.
 */
export const ownerBeforeName = (a: Analysis, t: Token) =>
  t.tags.has('Noun') &&
  !t.tags.has('Pronoun') &&
  !isLinked(a, t.index) &&
  ['name', 'names'].includes(wordAt(a, t.index + 1))

/**
 * "the total number of deaths and injuries" over DEATHS and INJURIES: a second amount joined to
 * the first by "and" is asked too; left unread, the answer is the first alone.
 */
export const joinedAmount = (a: Analysis, t: Token) =>
  wordAt(a, t.index - 1) === 'and' &&
  a.columns.some((l) => l.start === t.index && numericReading(l.column) === 'number') &&
  a.columns.some((l) => l.end === t.index - 1 && numericReading(l.column) === 'number')

/**
 * "surveys with bleaching" over BLEACH_FLG: a yes/no column named after "with" says which rows;
 * left unread, every row counts.
 */
export function hadColumn(a: Analysis, t: Token): boolean {
  if (!a.columns.some((l) => l.start === t.index && l.column.distinct <= 2)) return false
  let at = t.index - 1
  while (['a', 'an', 'any', 'some'].includes(wordAt(a, at))) at--
  return ['with', 'without', 'having'].includes(wordAt(a, at))
}

/**
 * "the total number of people killed in Iraq": people counted by what happened to them are a
 * number the rows hold (nkill), not the rows; left unread, the rows would be counted. (Other
 * things counted by their verb, "the number of games played", are most often the rows.)
 */
export const countedParticiple = (a: Analysis, t: Token) =>
  PEOPLE_COUNTED.has(wordAt(a, t.index - 1)) &&
  t.tags.has('Verb') &&
  (t.tags.has('PastTense') || t.tags.has('Participle')) &&
  !isLightVerbWord(t) &&
  !LISTED_WORDS.has(t.text) &&
  !isCovered(a, t.index) &&
  a.tokens[t.index - 1]?.tags.has('Plural') === true &&
  wordAt(a, t.index - 2) === 'of' &&
  ['number', 'count'].includes(wordAt(a, t.index - 3))

/**
 * "the most common company size" over tech_company: a noun closing a compound whose first word
 * names a column only in part is another thing than that column.
 */
export const headAfterPart = (a: Analysis, t: Token) =>
  t.tags.has('Noun') &&
  t.tags.has('Singular') &&
  !t.tags.has('Pronoun') &&
  !isLinked(a, t.index) &&
  a.columns.some((l) => l.end === t.index && l.tier === 'partial' && l.end - l.start === 1) &&
  // (A noun modifier only: "the shortest player", "a winning result" name the thing itself.)
  isPlainNoun(a.tokens[t.index - 1]) &&
  a.tokens[t.index + 1]?.tags.has('Noun') !== true

const isPlainNoun = (t: Token | undefined): t is Token =>
  t?.tags.has('Noun') === true &&
  !t.tags.has('Adjective') &&
  !t.tags.has('Verb') &&
  !t.tags.has('Superlative') &&
  !t.tags.has('Gerund')

/**
 * "the average calories from fat" over calories and cal_fat: a noun naming another amount column,
 * after an amount and "from" or "of", says which part of the amount is meant.
 */
export const amountFrom = (a: Analysis, t: Token) =>
  ['from', 'of'].includes(wordAt(a, t.index - 1)) &&
  a.columns.some((l) => l.start <= t.index && t.index < l.end && numericReading(l.column) === 'number') &&
  a.columns.some((l) => l.end === t.index - 1 && numericReading(l.column) === 'number')

/**
 * "channels that gained more than 100,000 followers" over Followers and Followers gained: a word
 * of a header whose every word the question says, apart, asks for that header; left unread, the
 * one-word column is read instead.
 */
export const splitName = (a: Analysis, t: Token) =>
  a.columns.some(
    (l) =>
      l.start <= t.index &&
      t.index < l.end &&
      l.tier === 'partial' &&
      l.column.stems.length > 1 &&
      l.column.stems.every((s) => a.tokens.some((w) => w.stem === s || w.surfaceStem === s)) &&
      // (Another column takes the other words: Followers for "followers".)
      a.columns.some(
        (m) =>
          m.column !== l.column &&
          m.tier === 'exact' &&
          a.tokens.slice(m.start, m.end).some((w) => l.column.stems.includes(w.stem) && w.index !== t.index),
      ),
  )

/**
 * "plants commissioned in 2015" over commissioning_year: a participle that shares its stem with a
 * word of a header, left unread, says which column the condition is on.
 */
export const participleOfHeader = (a: Analysis, t: Token) =>
  (t.tags.has('PastTense') || t.tags.has('Participle')) &&
  !isLightVerbWord(t) &&
  !LISTED_WORDS.has(t.text) &&
  !isCovered(a, t.index) &&
  t.stem.length >= 5 &&
  a.model.columns.some((c) => c.stems.includes(t.stem))

/**
 * "what is the make of the vehicle with ...": the column asked, named in full before "of", is
 * the answer; a reading that leaves it out answers something else.
 */
export const askedColumnUnread = (a: Analysis, t: Token) =>
  a.columns.some(
    (l) =>
      // ("what is the full name of the employee": every word of a name said in full.)
      (l.start === t.index || (l.tier === 'exact' && l.start < t.index)) &&
      t.index < l.end &&
      (l.end === l.start + 1 || l.tier === 'exact') &&
      wordAt(a, l.end) === 'of' &&
      wordAt(a, l.start - 1) === 'the' &&
      ((['is', 'was', 'are', 'were'].includes(wordAt(a, l.start - 2)) &&
        ['what', 'which'].includes(wordAt(a, l.start - 3))) ||
        // ("list the durations of the 3 most downloaded episodes")
        (l.start === 2 && REQUESTS.has(wordAt(a, 0)))),
  )

/**
 * "which year has the most attendees" where no column holds years or dates (a year inside a name,
 * "Summit 2016", is no column of years): the year asked for; left unread, another column of the
 * top row is answered.
 */
export const askedYear = (a: Analysis, t: Token) =>
  (t.text === 'year' || t.text === 'years') &&
  ['which', 'what'].includes(wordAt(a, t.index - 1)) &&
  !isCovered(a, t.index) &&
  !a.model.columns.some((c) => c.kind !== 'text' && timeReading(c) !== undefined)

/**
 * "entry-level Data Scientists" over experience_level and job_title: a word naming a column of
 * categories (values repeating), unread, right before another column's value said in the plural
 * (a kind of rows) qualifies those rows by that column.
 */
export const categoryBeforeValue = (a: Analysis, t: Token) =>
  a.columns.some(
    (l) =>
      l.end === t.index + 1 &&
      l.column.kind === 'text' &&
      l.column.distinct * 4 <= l.column.nonNull &&
      a.values.some(
        (v) =>
          v.start === l.end &&
          a.tokens[v.end - 1]?.tags.has('Plural') &&
          v.cells.every((c) => c.column !== l.column.name),
      ),
  )

const REQUESTS = new Set(['list', 'show', 'give', 'name', 'provide', 'enumerate', 'find', 'identify'])

/**
 * "the most expensive lamp" where cells read "Desk lamp", "Floor lamp": a singular noun that ends
 * several cells of a column, some of them only, names a kind of row the reading would leave out.
 */
export function wordOfCells(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Noun') || t.tags.has('Pronoun')) return false
  // ("orders for dresses" over Western Dress and Ethnic Dress: a plural too, by its singular.)
  const plural = t.tags.has('Plural')
  if (plural && isLinked(a, t.index)) return false
  const word = plural ? t.lemma : t.text
  if (plural && STOP_WORDS.has(word)) return false
  const ending = a.model.values.byLastToken.get(word) ?? []
  if (ending.length < 2) return false
  const column = a.model.byName.get(ending[0]?.column ?? '')
  const sameColumn = ending.filter((c) => c.column === column?.name).length
  return column !== undefined && sameColumn >= 2 && sameColumn * 2 <= (column.values?.values.length ?? 0)
}

/**
 * "how many records for sorghum are from Kenya" where cells read "Sorghum - Retail" and "Sorghum -
 * Wholesale": a noun no link reads that is a word of some cells may name them.
 */
export function cellWordUnread(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Noun') || t.tags.has('Pronoun') || isLinked(a, t.index) || STOP_WORDS.has(t.text))
    return false
  // (After "for", "of" or "with", where a value stands; elsewhere such a noun may call the rows
  // by a word some cells hold: "how many coaches" over titles reading "Head coach".)
  if (!['for', 'of', 'with'].includes(wordAt(a, t.index - 1)) || unitOf(t.text) !== undefined) return false
  const byToken = a.model.values.byToken
  return byToken.has(t.text) || (t.tags.has('Plural') && byToken.has(t.lemma))
}

/**
 * "what is the average MCV of outpatients": a plural closing the question after "of" and the
 * column an aggregate is taken of names the rows; one nothing reads, no word for people or rows,
 * picks them.
 */
export function closingOfUnknown(a: Analysis, t: Token): boolean {
  const last = a.tokens.at(-1)?.text === '?' ? a.tokens.at(-2) : a.tokens.at(-1)
  if (last?.index !== t.index || wordAt(a, t.index - 1) !== 'of') return false
  if (!t.tags.has('Plural') || !t.tags.has('Noun') || isLinked(a, t.index)) return false
  if (isPersonWord(t) || isRowWord(t) || tableStems(a.model).has(t.stem)) return false
  // (Right after the column measured: "the total amount of medals" names the amount.)
  // ("the total amount of medals" over Total: a word of how much says the noun is what it counts.)
  const measured = a.columns.some(
    (l) =>
      l.end === t.index - 1 &&
      numericReading(l.column) === 'number' &&
      !HOW_MUCH_WORDS.has(a.tokens[l.end - 1]?.text ?? ''),
  )
  return measured && a.tokens.some((x) => x.index < t.index && AGGREGATE_WORDS[x.text] !== undefined)
}

const PEOPLE_COUNTED = new Set([
  'people',
  'persons',
  'individuals',
  'victims',
  'civilians',
  'men',
  'women',
  'children',
])

/**
 * "how many pages does The Martian have": the things counted are had by the rows named, so
 * they are no rows; a noun there that names nothing of the table is an amount it does not hold,
 * and left unread the rows of The Martian would be counted.
 */
export function countedPossession(a: Analysis, t: Token): boolean {
  if (t.index !== 2 || wordAt(a, 0) !== 'how' || wordAt(a, 1) !== 'many') return false
  if (!t.tags.has('Plural') || isLinked(a, t.index)) return false
  const verb = a.tokens.at(-1)?.text === '?' ? a.tokens.at(-2) : a.tokens.at(-1)
  const named = a.values.some((v) => v.start > t.index)
  return ['do', 'does', 'did'].includes(wordAt(a, t.index + 1)) && named && HAVING_WORDS.has(verb?.text ?? '')
}

const RANKED_BY_COUNT = new Set(['most', 'fewest', 'least'])

/**
 * "which gym has the most climbing walls": the things ranked by their number, named by no column
 * and no word for the rows, are something the table does not count; left unread, rows would be
 * counted instead.
 */
export function countedUnknown(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Plural') || !t.tags.has('Noun') || isLinked(a, t.index)) return false
  // ("the most singles releases": a plural between says what the rows are.)
  const between = a.tokens[t.index - 1]
  const at = RANKED_BY_COUNT.has(wordAt(a, t.index - 1)) ? t.index - 1 : t.index - 2
  if (at === t.index - 2 && (between?.tags.has('Plural') || isCovered(a, t.index - 1))) return false
  return RANKED_BY_COUNT.has(wordAt(a, at)) && wordAt(a, at - 1) === 'the'
}

/**
 * "how many passengers arrived from Asia" over Passenger Count: a verb right after the things an
 * amount counts says which of them (arrivals, not departures); left unread, all are summed.
 */
export function verbOfCountedAmount(a: Analysis, t: Token): boolean {
  if (wordAt(a, 0) !== 'how' || wordAt(a, 1) !== 'many' || t.index !== 3) return false
  const verb = t.tags.has('Verb') && (t.tags.has('PastTense') || t.tags.has('PresentTense'))
  if (!verb || t.tags.has('Auxiliary') || t.tags.has('Copula') || isLightVerbWord(t) || isCovered(a, t.index))
    return false
  // ("how many points earned by Bob": a verb whose doer follows only says whose amount.)
  if (wordAt(a, t.index + 1) === 'by') return false
  return a.columns.some((l) => l.start === 2 && l.end === 3 && isQuantity(l.column))
}

/**
 * "how much did ingredients cost": the thing whose amount is asked, named by no column, cell or
 * word for the rows, is an amount the table does not hold; left unread, every row's is summed.
 */
export function howMuchSubject(a: Analysis, t: Token): boolean {
  if (wordAt(a, 0) !== 'how' || wordAt(a, 1) !== 'much' || !['did', 'does', 'do'].includes(wordAt(a, 2)))
    return false
  const verb = a.tokens.findIndex((x) => x.index > 2 && x.tags.has('Verb') && !x.tags.has('Noun'))
  return (
    t.index > 2 &&
    (verb < 0 || t.index < verb) &&
    t.tags.has('Noun') &&
    !t.tags.has('Pronoun') &&
    !isLinked(a, t.index)
  )
}

/**
 * "the average premium for smokers": rows named at the end of the question by a word no column,
 * cell or name of the rows says are some of them; left unread, every row is taken.
 */
export function rowsForUnknown(a: Analysis, t: Token): boolean {
  const before = wordAt(a, t.index - 1) === 'the' ? t.index - 2 : t.index - 1
  const last = a.tokens.findLast((x) => x.text !== '?' && x.text !== '.')
  return (
    t === last &&
    ['for', 'among'].includes(wordAt(a, before)) &&
    t.tags.has('Plural') &&
    t.tags.has('Noun') &&
    !isLinked(a, t.index)
  )
}

/**
 * "which staff member processed the most rentals" over Member ID: a noun after "which" before a
 * column named in part says which kind is asked; left unread, the column's own kind is answered.
 */
export function kindOfAsked(a: Analysis, t: Token): boolean {
  // (compromise tags "staff" a verb there: any word but a small one.)
  if (!['which', 'what'].includes(wordAt(a, t.index - 1)) || t.tags.has('Pronoun') || STOP_WORDS.has(t.text))
    return false
  if (!/^\p{L}{3,}$/u.test(t.text) || t.tags.has('PastTense') || t.tags.has('Adjective')) return false
  if (isLinked(a, t.index)) return false
  return a.columns.some((l) => l.start === t.index + 1 && l.tier === 'partial')
}

/**
 * "a bad credit score" over Credit_Mix (Bad) and Credit_Score: a word of a column named in full,
 * in two words or more, that the reading leaves out says the column it meant; read in part by
 * another column's cell, the other column is answered.
 */
export const namedInFull = (a: Analysis, t: Token) =>
  a.columns.some(
    (l) =>
      l.tier === 'exact' &&
      l.end - l.start >= 2 &&
      l.start <= t.index &&
      t.index < l.end &&
      a.values.some((v) => v.end === l.start && v.cells.every((c) => c.column !== l.column.name)),
  )
