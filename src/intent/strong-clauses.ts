import { wordAt } from './draft.js'
import { type Analysis, isCovered } from './question-analysis.js'
import type { Token } from './question-tokens.js'
import { tableEvent } from './table-model.js'
import { isLightVerbWord, statedAfterCopula } from './vocabulary/light-verbs.js'
import { AMOUNT_ADJECTIVES, COPULAS, LISTED_WORDS, TIME_COLUMN_STEMS } from './word-lists.js'

/**
 * Strong words that close a clause on the rows: the verb, participle, adjective or noun that says
 * which rows count ("customers that cancelled", "how many products were sold?", "how many
 * licenses are for kittens"). Read past, the answer covers every row. `isStrong` in
 * strong-words.ts asks each of these.
 */

/**
 * "how many residential jobs were emergencies", "how many licenses are for kittens": what the
 * counted rows are said to be, or to be for.
 */
export const closingNoun = (a: Analysis, t: Token) =>
  wordAt(a, 0) === 'how' &&
  wordAt(a, 1) === 'many' &&
  t.index === a.tokens.length - 1 &&
  t.tags.has('Noun') &&
  !t.tags.has('Pronoun') &&
  ['were', 'are', 'was', 'is'].includes(
    wordAt(a, wordAt(a, t.index - 1) === 'for' ? t.index - 2 : t.index - 1),
  ) &&
  !a.rowNouns.includes(t.index) &&
  !isCovered(a, t.index)

/**
 * "how many products were sold?", "the cheapest product still sold": a participle closing the
 * question is the state asked about ("were played in 2010" leaves it to the period). Verbs of
 * the events a table lists ("how many players were drafted", "were released", "were won") say
 * only that the rows happened.
 */
export const closingState = (a: Analysis, t: Token) =>
  !TIME_COLUMN_STEMS.has(t.text) &&
  !EVENT_VERBS.has(t.lemma) &&
  !tableEvent(a.model, t.stem) &&
  // ("how many visits are recorded": a light verb says only that the rows are there.)
  (!isLightVerbWord(t) || statedAfterCopula(t, a.tokens[t.index - 1])) &&
  t.tags.has('Verb') &&
  !t.tags.has('Auxiliary') &&
  (t.tags.has('PastTense') || t.tags.has('Participle')) &&
  (t.index === a.tokens.length - 1 ||
    ['and', 'or', 'but'].includes(a.tokens[t.index + 1]?.text ?? '') ||
    // ("how many birds were banded at Marsh Loop": the place after it is a condition apart.)
    (countsRows(a) &&
      COPULAS.has(a.tokens[t.index - 1]?.text ?? '') &&
      PLACED_AFTER.has(a.tokens[t.index + 1]?.text ?? '') &&
      a.values.some((v) => v.start === t.index + 2) &&
      !LISTED_WORDS.has(t.text))) &&
  (COPULAS.has(a.tokens[t.index - 1]?.text ?? '') ||
    ['still', 'already', 'not'].includes(a.tokens[t.index - 1]?.text ?? '') ||
    // "how many loans defaulted": the verb after the things counted says which count.
    (a.tokens[t.index - 1]?.tags.has('Plural') === true && a.tokens[t.index - 2]?.text === 'many') ||
    // "how many customers in region 28 responded": after conditions on them too.
    countsRows(a))

const PLACED_AFTER = new Set(['at', 'in', 'on', 'from', 'during'])

/**
 * The question opens "how many": what closes it is said of the things counted. ("how many times
 * was the venue used": there the verb is the event each row is.)
 */
const countsRows = (a: Analysis) =>
  wordAt(a, 0) === 'how' && wordAt(a, 1) === 'many' && wordAt(a, 2) !== 'times'

/**
 * "how many customers in region 8 were satisfied?", "how many transactions in TX were
 * contactless?": an adjective closing a count after its copula is the state counted.
 */
export const closingAdjective = (a: Analysis, t: Token) =>
  countsRows(a) &&
  !LISTED_WORDS.has(t.text) &&
  t.index === a.tokens.length - 1 &&
  t.tags.has('Adjective') &&
  !t.tags.has('Superlative') &&
  !t.tags.has('Comparative') &&
  !AMOUNT_ADJECTIVES.has(t.text) &&
  copulaBefore(a, t.index) &&
  !isCovered(a, t.index)

/**
 * The copula right before `i`, or before a subject the question names ("how many days was store
 * 540 busy": a column and a number between).
 */
function copulaBefore(a: Analysis, i: number): boolean {
  const at = [i - 1, i - 2, i - 3].find((j) => COPULAS.has(wordAt(a, j)))
  if (at === undefined) return false
  for (let j = at + 1; j < i; j++)
    if (!isCovered(a, j) && !a.numbers.some((n) => n.start <= j && j < n.end)) return false
  return true
}

/**
 * "employees who left", "customers that cancelled": the verb closing a clause on the rows says
 * which rows count; read past, the answer covers them all. Verbs of the events a table lists ("players
 * who played") say only that the rows happened.
 */
export function relativeVerb(a: Analysis, t: Token): boolean {
  // ("astronauts who have flown", "orders that were returned": past the auxiliary.)
  const at = RELATIVE_AUXILIARIES.has(wordAt(a, t.index - 1)) ? t.index - 1 : t.index
  const pronoun = a.tokens[at - 1]
  const rows = a.tokens[at - 2]
  return (
    // (compromise reads "records that failed" as an adjective.)
    (t.tags.has('Verb') || (t.tags.has('Adjective') && t.text.endsWith('ed'))) &&
    !t.tags.has('Auxiliary') &&
    !t.tags.has('Copula') &&
    !EVENT_VERBS.has(t.lemma) &&
    !tableEvent(a.model, t.stem) &&
    pronoun !== undefined &&
    RELATIVE_PRONOUNS.has(pronoun.text) &&
    rows !== undefined &&
    (rows.tags.has('Noun') || rows.tags.has('Pronoun')) &&
    // A clause that goes on ("who scored 12", "that transferred to Ajax") is read by what follows.
    (t.index === a.tokens.length - 1 || CLAUSE_ENDS.has(a.tokens[t.index + 1]?.text ?? ''))
  )
}

const RELATIVE_PRONOUNS = new Set(['who', 'that', 'which'])
const RELATIVE_AUXILIARIES = new Set(['have', 'has', 'had', 'were', 'was', 'are', 'is'])
/** Words after which a clause has ended: "employees who relocated are in Sales". */
const CLAUSE_ENDS = new Set(['and', 'or', 'but', ...COPULAS])

const EVENT_VERBS = new Set(
  'win lose draw play draft list feature represent hold name award select pick nominate elect appoint participate compete attend'.split(
    ' ',
  ),
)

/**
 * "how much did it cost to rent each venue": the verb after "to" says what the amount is the cost
 * of; read past, another amount of the table (an entry fee) stands for it.
 */
export function purposeVerb(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Verb') || t.tags.has('Auxiliary') || isCovered(a, t.index)) return false
  if (wordAt(a, t.index - 1) !== 'to') return false
  const before = a.tokens[t.index - 2]
  return before !== undefined && (COST_WORDS.has(before.lemma) || COST_WORDS.has(before.text))
}

/** Words of what a thing costs or takes, before "to" and the verb it is for. */
const COST_WORDS = new Set(['cost', 'costs', 'price', 'pay', 'spend', 'charge', 'take', 'took'])
