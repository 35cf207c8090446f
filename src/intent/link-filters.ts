import type { ColumnLink } from './column-linker.js'
import { numericReading, possibleUnits } from './column-roles.js'
import type { Token } from './question-tokens.js'
import { isLongUnit, unitOf } from './vocabulary/unit-conversions.js'
import { COPULAS, isSuperlative, SHARE_WORDS } from './word-lists.js'
import { stemWord } from './word-stem.js'

/**
 * Column links the linker finds that a reader would not make: the words of a phrase that only
 * sound like a header ("on average", "has", "when ..."), or a header matched by a word's stem
 * where the word itself is another. Applied before the best links are picked.
 */
export function plausibleLinks(tokens: readonly Token[], links: readonly ColumnLink[]): ColumnLink[] {
  return links.filter(
    (l) =>
      !onAverage(tokens, l) &&
      !copulaOnly(tokens, l) &&
      !ranksNext(tokens, l, links) &&
      !shareOf(tokens, l) &&
      !stemOnly(tokens, l, links) &&
      !conjunction(tokens, l) &&
      !actOnIdentifier(tokens, l) &&
      !verbOfPosition(tokens, l) &&
      !timesCounted(tokens, l) &&
      !unitOfNumber(tokens, l),
  )
}

/**
 * "longer than 2 hours" over Play Time: the unit after a number says what the number is in; it
 * names a column only when the column's numbers are in that kind of unit (Duration (min)), since
 * nothing converts them otherwise.
 */
function unitOfNumber(tokens: readonly Token[], l: ColumnLink): boolean {
  const unit = single(l) ? unitOf(wordOf(tokens, l)) : undefined
  if (!unit || isLongUnit(unit) || !/^\d[\d.,]*$/.test(tokens[l.start - 1]?.text ?? '')) return false
  return !possibleUnits(l.column).some((u) => u.dimension === unit.dimension)
}

/** "the most times", "how many times": occasions counted, never a Time column. */
const timesCounted = (tokens: readonly Token[], l: ColumnLink) =>
  single(l) &&
  wordOf(tokens, l) === 'times' &&
  ['most', 'least', 'many', 'fewest', 'more', 'fewer'].includes(tokens[l.start - 1]?.text ?? '')

const single = (l: ColumnLink) => l.end - l.start === 1
const wordOf = (tokens: readonly Token[], l: ColumnLink) => tokens[l.start]?.text ?? ''

/** "spends the most on average": the phrase says how, it names no avg_ column. */
const onAverage = (tokens: readonly Token[], l: ColumnLink) =>
  single(l) && wordOf(tokens, l) === 'average' && tokens[l.start - 1]?.text === 'on'

const HAVE_FORMS = new Set(['has', 'have', 'had', 'having', 'does', 'did', 'do'])

/** "are" never names the "is" of isRemote on its own, nor "has" the has of has_pool. */
const copulaOnly = (tokens: readonly Token[], l: ColumnLink) =>
  tokens.slice(l.start, l.end).every((t) => COPULAS.has(t.text) || HAVE_FORMS.has(t.text))

/**
 * "the highest close", "the lowest volume": the superlative ranks the column named in full after
 * it; it names no High or Low column of its own.
 */
const ranksNext = (tokens: readonly Token[], l: ColumnLink, links: readonly ColumnLink[]) =>
  single(l) &&
  isSuperlative(wordOf(tokens, l)) &&
  links.some(
    (n) =>
      n.start === l.end &&
      n.column !== l.column &&
      n.tier !== 'partial' &&
      numericReading(n.column) !== undefined,
  )

/** "what percentage of employees ...": a share of the rows, not PercentSalaryHike named in part. */
const shareOf = (tokens: readonly Token[], l: ColumnLink) =>
  l.tier === 'partial' && single(l) && SHARE_WORDS.has(wordOf(tokens, l)) && tokens[l.end]?.text === 'of'

/** The header has the word as written (or its singular), not only by stem. */
function written(tokens: readonly Token[], l: ColumnLink): boolean {
  const t = tokens[l.start] as Token
  const singular = (w: string) => w.replace(/s$/, '')
  return l.column.words.some((w) => [t.text, t.lemma].some((s) => w === s || singular(w) === singular(s)))
}

/** "rate" for Rating: the header's word ends in -ing where the question's does not, or the reverse. */
function derived(tokens: readonly Token[], l: ColumnLink): boolean {
  const t = tokens[l.start] as Token
  const word = l.column.words.find((w) => stemWord(w) === t.stem)
  return (
    word !== undefined &&
    /ing$/.test(word) !== /ing$/.test(t.text) &&
    !yesNoOfVerb(t, word, l) &&
    !gradedByVerb(tokens, t, word, l) &&
    !gradedByGerund(tokens, t, word, l)
  )
}

/**
 * "the tee times of the 3 lowest-scoring rounds" over totalScore: the -ing form of the verb the
 * header's noun is, after a superlative, grades the rows another column is asked of. ("what is the
 * lowest grossing film" asks for the film, which no reading here names.)
 */
function gradedByGerund(tokens: readonly Token[], t: Token, word: string, l: ColumnLink): boolean {
  if (t.text !== `${word.replace(/e$/, '')}ing` || !numericReading(l.column)) return false
  const before = tokens[t.index - 1]?.text ?? ''
  if (!isSuperlative(before) && before !== 'best') return false
  let i = t.index - 2
  while (tokens[i]?.text === 'the' || /^\d+$/.test(tokens[i]?.text ?? '')) i--
  return ['of', 'for', 'among'].includes(tokens[i]?.text ?? '')
}

/**
 * "anime rated above 7.5", "the highest rated anime" over a number column Rating: the participle
 * of the verb whose -ing form the header is, before a comparison or after a superlative, grades by it.
 */
function gradedByVerb(tokens: readonly Token[], t: Token, word: string, l: ColumnLink): boolean {
  if (!t.tags.has('Verb') || !(t.tags.has('PastTense') || t.tags.has('Participle'))) return false
  if (word !== `${t.lemma.replace(/e$/, '')}ing` || !numericReading(l.column)) return false
  const before = tokens[t.index - 1]?.text ?? ''
  return GRADING_AFTER.has(tokens[t.index + 1]?.text ?? '') || isSuperlative(before) || before === 'best'
}

/** Words after a participle that compare its grade with a number: "rated above 7.5". */
const GRADING_AFTER = new Set(['above', 'over', 'below', 'under', 'more', 'less', 'higher', 'lower', 'at'])

/**
 * "catered" for a yes/no column Catering: the participle of the verb whose -ing form the header
 * is says the flag, as "paid" says Paid.
 */
function yesNoOfVerb(t: Token, word: string, l: ColumnLink): boolean {
  if (!t.tags.has('Verb') || !(t.tags.has('PastTense') || t.tags.has('Participle'))) return false
  const stem = t.lemma.replace(/e$/, '')
  return word === `${stem}ing` && l.column.values?.values.length === 2
}

/**
 * "the average rate" where Rate Per Night and Rating both stem to "rat": the column that has the
 * word as written wins over one that has it only by stem; "refund rate" is no Rating either.
 */
const stemOnly = (tokens: readonly Token[], l: ColumnLink, links: readonly ColumnLink[]) =>
  single(l) &&
  l.tier !== 'synonym' &&
  l.column.stems.includes(tokens[l.start]?.stem ?? '') &&
  !written(tokens, l) &&
  (derived(tokens, l) ||
    links.some((o) => o.start === l.start && o.end === l.end && o.column !== l.column && written(tokens, o)))

/** "the average price when sold": "when" inside a question joins a clause; it names no date. */
const conjunction = (tokens: readonly Token[], l: ColumnLink) =>
  single(l) && l.start > 0 && wordOf(tokens, l) === 'when'

const IDENTIFIER_WORDS = new Set(['id', 'no', 'number', 'code', 'key'])

/** "games that lasted 50 turns": a verb names no last_move_at through the stem of "last". */
const verbOfPosition = (tokens: readonly Token[], l: ColumnLink) => {
  const t = tokens[l.start] as Token
  return (
    single(l) &&
    t.tags.has('Verb') &&
    !t.tags.has('Noun') &&
    POSITION_WORDS.has(t.stem) &&
    !POSITION_WORDS.has(t.text) &&
    l.column.words.includes(t.stem)
  )
}

const POSITION_WORDS = new Set(['last', 'first', 'next'])

/** "the most frequently ordered item": a verb names no identifier column (order_id) by its stem. */
const actOnIdentifier = (tokens: readonly Token[], l: ColumnLink) => {
  const t = tokens[l.start] as Token
  return (
    single(l) &&
    l.tier === 'partial' &&
    (t.tags.has('PastTense') || t.tags.has('Participle')) &&
    !t.tags.has('Noun') &&
    !l.column.words.includes(t.text) &&
    l.column.words.some((w) => IDENTIFIER_WORDS.has(w))
  )
}
