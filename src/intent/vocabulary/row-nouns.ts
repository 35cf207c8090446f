import type { Token } from '../question-tokens.js'
import {
  CALENDAR_UNITS,
  COMPARE_WORDS,
  CUE_WORDS,
  GROUP_BEFORE_EACH,
  STOP_WORDS,
  TIME_UNITS,
} from '../word-lists.js'
import { stemWord } from '../word-stem.js'
import { unitOf } from './unit-conversions.js'

/**
 * Row nouns: the word a question calls the table's rows by ("passengers", "patients", "wines",
 * "individuals") when the table itself names them nowhere. Read where only the rows fit, never
 * where the question asks for a column ("which customer ..."): after any, all, every, each,
 * among; "top 3 wines with"; "of the patients" at the end or before with/who/that; "the person
 * with the highest ..."; and anywhere, a noun the table's name is made of ("tornadoes" of a table
 * named Tornados), or a person noun ("students", "patients") in a table about people. The reading
 * says nothing more of them than "the rows".
 */

/**
 * Words for people in general: the rows of any table, except where a row is one of several of a
 * person's (see recurringPersons).
 */
const ANYONE = new Set(
  'individuals individual people person persons everyone everybody anyone anybody someone somebody'.split(
    ' ',
  ),
)
/** Nouns that mean rows in any table. */
const GENERAL = new Set([
  ...ANYONE,
  ...'entries entry records record rows row observations observation cases case samples sample instances instance items item objects object ones subjects participants respondents listings listing postings posting'.split(
    ' ',
  ),
])
/** "rows", "records", "entries", "people": a word that means the rows of any table. */
export const isRowWord = (t: Token): boolean => GENERAL.has(t.text)

/** Nouns for people a table's rows may be: read as the rows only in a table about people. */
const PERSON_NOUNS =
  'passenger patient student pupil employee worker staff customer client member user subscriber applicant candidate resident citizen participant respondent traveler traveller visitor guest buyer shopper borrower tenant voter donor'.split(
    ' ',
  )
/** Header words that say each row is a person: an age, a sex, a birth date, a marital status, "he/she". */
const PERSON_MARKS = new Set(
  ['age', 'sex', 'gender', 'birth', 'born', 'dob', 'marital', 'he', 'she'].map(stemWord),
)

/** Stems of the person nouns when the table describes people (a column of ages, sexes, births). */
export function personStems(columnStems: readonly (readonly string[])[]): ReadonlySet<string> {
  const people = columnStems.some((stems) => stems.some((s) => PERSON_MARKS.has(s)))
  return new Set(people ? PERSON_NOUNS.map(stemWord) : [])
}

interface PeopleColumn {
  readonly kind: string
  readonly head?: string
  readonly distinct: number
  readonly nonNull: number
}

const PERSON_HEADS = new Set([...PERSON_NOUNS, 'person'].map(stemWord))

/** "people", "employees", "customers": a word for people, whatever the table. */
export const isPersonWord = (t: Token): boolean => ANYONE.has(t.text) || PERSON_HEADS.has(t.stem)

/**
 * A text column of people ("Employee" of a timesheet, "Customer" of an order list) whose names come
 * back on several rows: there "how many people ..." counts people, not rows, so the general words
 * for people do not call the rows.
 */
export const recurringPersons = (c: PeopleColumn): boolean =>
  c.kind === 'text' && c.head !== undefined && PERSON_HEADS.has(c.head) && c.distinct * 2 <= c.nonNull

/**
 * Nouns that name the rows of a table when counted ("how many players ...", "the most games"):
 * the things lists of results, records and catalogues are made of.
 */
export const ENTITY_NOUNS = new Set(
  (
    'person people player athlete competitor contestant participant rider driver racer cyclist runner swimmer skater ' +
    'member candidate nominee game match fixture race event episode song single track album film movie book show ' +
    'team club country nation city town village school university building station ship car model stadium venue ' +
    'tournament competition championship edition election title entry record release work role appearance ' +
    // Rows of a catalogue or a register, in general business English.
    'listing posting item order transaction booking case visit job trip appointment'
  ).split(' '),
)

const ASKING = new Set(['which', 'what', 'whose'])
/** Words before an amount named in part: "the average delay", "the total cost". */
const MEASURED = new Set(['average', 'mean', 'total', 'median'])
const QUANTIFIERS = new Set(['any', 'all', 'every', 'each', 'among', 'amongst', 'no'])
const DETERMINERS = new Set(['the', 'our', 'these', 'those', 'all', 'my', 'your'])
const AFTER = new Set(['with', 'who', 'whose', 'that', 'which', 'having', 'where', 'in', 'from'])
const RANKS = new Set(['top', 'bottom', 'first', 'last'])

const isNoun = (t: Token) =>
  t.tags.has('Noun') && !t.tags.has('ProperNoun') && !t.tags.has('Pronoun') && !t.tags.has('Value')

/** Indexes of the question's row nouns; `linked` says whether a word names a column, cell, number or period. */
export function rowNouns(
  tokens: readonly Token[],
  linked: (index: number) => boolean,
  tableStems: ReadonlySet<string> = new Set(),
  linkedInPart: (index: number) => boolean = () => false,
  people: ReadonlySet<string> = new Set(),
  peopleRecur = false,
  nameStems: readonly string[] = [],
): number[] {
  const text = (i: number) => tokens[i]?.text ?? ''
  // ("ramen" over ramen_ratings: as written too, where compromise's root is "raman".)
  const ownStem = (t: Token) => tableStems.has(t.stem) || tableStems.has(t.surfaceStem)
  const found: number[] = []
  for (const t of tokens) {
    // "among the customers" where a column is Dt_Customer: after a quantifier the noun calls the
    // rows, whatever column shares a word with it.
    const quantified =
      linkedInPart(t.index) &&
      (QUANTIFIERS.has(text(skipDeterminers(t.index - 1, text))) ||
        single(t.index, text) ||
        oneRanked(t.index, text))
    // "single customers" in a table about people with a Dt_Customer column: the person noun is the rows.
    // "by number of reviews" over a table named reviews with a Review Text column: the table's own name.
    // ("the highest average delay" over metro_delays and delay_min: after a measure's word, the
    // amount, not the rows.)
    const personInPart =
      linkedInPart(t.index) &&
      (people.has(t.stem) || ownStem(t)) &&
      !ASKING.has(text(t.index - 1)) &&
      !MEASURED.has(text(t.index - 1))
    // "line items": business English for the rows of an order or invoice export.
    if (lineItem(t.index, text)) {
      found.push(t.index)
      continue
    }
    if ((linked(t.index) && !quantified && !personInPart) || t.text.length < 3) continue
    // "no posting has": a general word for rows, whatever its tag ("posting" reads as a verb too).
    // ("the most dumped batches" over brewery_batches: the table's own name, though read as a verb.)
    // ("the deepest well depth" over wells.csv: so is "well", though read as an adverb.)
    // ("a lesson" over surf_lessons: so is a word compromise takes for a surname, written small.)
    const ownName =
      ownStem(t) &&
      (t.tags.has('Verb') || t.tags.has('Adverb') || (t.tags.has('ProperNoun') && !t.tags.has('Titled')))
    if (!isNoun(t) && !GENERAL.has(t.text) && !ownName) continue
    // ("how did the number of tickets compare": compromise tags "compare" a noun.)
    if (STOP_WORDS.has(t.text) || CUE_WORDS.has(t.text) || COMPARE_WORDS.has(t.text)) continue
    // "each month", "every year": a part of the calendar groups the rows, it does not name them.
    if (CALENDAR_UNITS.has(t.lemma) && ['each', 'every', 'per'].includes(text(t.index - 1))) continue
    // ("the highest close for each stock" over daily prices of stocks: after "for each" a noun
    // names groups, which the rows' own noun cannot.)
    if (['each', 'every'].includes(text(t.index - 1)) && GROUP_BEFORE_EACH.has(text(t.index - 2))) continue
    // "more than 15 minutes", "longer than 100 miles": a unit after a number measures, it does not
    // name the rows.
    if ((TIME_UNITS.has(t.text) || unitOf(t.text) !== undefined) && /^\d/.test(text(t.index - 1))) continue
    // "any job listings": the noun before the head of a compound only says what kind of rows
    // ("passenger classes" for Pclass is the passengers' class).
    const next = tokens[t.index + 1]
    // (The table's own word keeps its place: "aeration jobs" over lawn_aeration, one compound.)
    if (
      !t.tags.has('Plural') &&
      next &&
      isNoun(next) &&
      next.tags.has('Plural') &&
      !linked(next.index) &&
      !ownStem(t)
    )
      continue
    if (peopleRecur && ANYONE.has(t.text)) continue
    // "tornadoes" over a table named Tornados: the table's own name for its rows.
    // "which customer ...": a person noun asked for is a column, whoever the rows are.
    const person = people.has(t.stem) && !ASKING.has(text(t.index - 1))
    if (GENERAL.has(t.text) || ownStem(t) || person || rowPosition(t.index, text, tokens)) found.push(t.index)
  }
  // One kind of row per question: two different unlinked nouns are not both the rows.
  const lemmas = new Set(found.map((i) => (lineItem(i, text) ? 'item' : tokens[i]?.lemma)))
  if (lemmas.size === 1) return found
  // ("how many repair tickets" over jewellery_repairs: the table's own word before the rows' noun
  // says what kind of rows they are, one compound.)
  const [first, second] = found
  const compound =
    found.length === 2 &&
    first !== undefined &&
    second === first + 1 &&
    ownStem(tokens[first] as Token) &&
    tokens[second]?.tags.has('Plural') === true
  if (compound) return found
  // ("how many shootings involved a person" over fatal-police-shootings with an age column: the
  // table's own noun and "a person" in a table of people name one row; "people died in these
  // accidents" are no accidents.)
  const kinds = found.map((i) => tokens[i] as Token)
  const onePerson = (t: Token) =>
    ['a', 'an'].includes(text(t.index - 1)) && (people.has(t.stem) || ANYONE.has(t.text))
  const ownAndPerson =
    kinds.some((t) => ownStem(t)) && kinds.some(onePerson) && kinds.every((t) => ownStem(t) || onePerson(t))
  if (ownAndPerson && !peopleRecur) return found
  // ("which kiln ... the firing with the highest fee" over kiln_firings: the name's head is the rows.)
  const headed = found.filter((i) => tokens[i]?.stem === nameStems.at(-1))
  const ofName = found.every((i) => nameStems.includes(tokens[i]?.stem ?? ''))
  return headed.length > 0 && ofName ? headed : []
}

/** The two words of "line item(s)". */
export const lineItem = (i: number, text: (i: number) => string) =>
  (text(i) === 'line' && (text(i + 1) === 'item' || text(i + 1) === 'items')) ||
  ((text(i) === 'item' || text(i) === 'items') && text(i - 1) === 'line')

/** "the person with the highest", "the wine with the lowest": one row ranked. */
const oneRanked = (i: number, text: (i: number) => string) =>
  text(i - 1) === 'the' && text(i + 1) === 'with' && text(i + 2) === 'the'

/** "in a single visit", "by a single tornado": one row. */
const single = (i: number, text: (i: number) => string) =>
  text(i - 1) === 'single' && ['a', 'one', 'any', 'each', 'every'].includes(text(i - 2))

function skipDeterminers(before: number, text: (i: number) => string): number {
  let i = before
  while (DETERMINERS.has(text(i)) && !QUANTIFIERS.has(text(i))) i--
  return i
}

function rowPosition(i: number, text: (i: number) => string, tokens: readonly Token[]): boolean {
  let before = i - 1
  // "of job listings", "any tornado paths", "any female passengers": one noun or adjective before
  // names the kind of row (the adjective is read on its own, or the reading declines).
  const modifier = (w: string) => !RANKS.has(w) && !QUANTIFIERS.has(w) && !DETERMINERS.has(w)
  const kind = tokens[before]
  const describes =
    (kind?.tags.has('Noun') && !kind.tags.has('Plural')) ||
    (kind?.tags.has('Adjective') && !kind.tags.has('Comparative') && !kind.tags.has('Superlative'))
  if (describes && modifier(text(before))) before--
  before = skipDeterminers(before, text)
  const next = text(i + 1)
  const ends = i + 1 >= tokens.length || AFTER.has(next)
  // ("the average CSAT for each agent": after "for each", a noun names groups, not the rows.)
  if (['each', 'every'].includes(text(before)) && GROUP_BEFORE_EACH.has(text(before - 1))) return false
  // ("how many jobs had any issue recorded": what the rows had is no name for them.)
  if (QUANTIFIERS.has(text(before)))
    return !['had', 'has', 'have', 'having', 'with'].includes(text(before - 1))
  if (single(i, text)) return true
  // "top 3 wines with", "the 5 customers who": a ranked number of rows.
  if (/^\d+$/.test(text(before)) && (RANKS.has(text(before - 1)) || ends)) return ends
  if (RANKS.has(text(before))) return ends
  // "of the patients" closing the question or before its condition.
  if (text(before) === 'of' && before < i - 1 && ends) return true
  return oneRanked(i, text)
}
