import type { Token } from '../question-tokens.js'
import { wordTable } from '../word-table.js'

/**
 * Light verbs join the rows to what they hold and say nothing of the table by themselves:
 * "customers who made more than 10 purchases", "the fare the passengers paid", "injuries caused
 * by a tornado", "when did it take place". General English, matched on the lemma. A light verb
 * that links to a column or a cell ("paid invoices" where a column is Paid) is read as that link.
 */
const LIGHT_VERBS = new Set(
  'make have take get receive pay give hold record register report contain include involve use cause result occur happen experience see come handle process serve place submit appear exist'.split(
    ' ',
  ),
)

/** "how many jobs were paid": "paid" after a copula is the rows' state (a Paid column's yes), no light verb. */
export const statedAfterCopula = (t: Token, before: Token | undefined): boolean =>
  t.lemma === 'pay' && ['is', 'are', 'was', 'were', 'been', 'be'].includes(before?.text ?? '')

/** A verb of the light kind, wherever it stands ("has", "made", "paid"). */
export const isLightVerbWord = (t: Token) =>
  t.tags.has('Verb') && !t.tags.has('Noun') && LIGHT_VERBS.has(t.lemma)

/** "took place", "take part", "carried out": the word that completes a light verb, by its verb. */
const COMPLETIONS: Readonly<Record<string, readonly string[]>> = wordTable({
  take: ['place', 'part'],
  carry: ['out'],
  show: ['up'],
})

/** Whether `word` completes the verb of `verb` ("place" after "took"). */
const completesVerb = (verb: Token | undefined, word: string): boolean =>
  verb !== undefined && (COMPLETIONS[verb.lemma]?.includes(word) ?? false)

/** The word at `index` is a light verb with its completion, or that completion ("carried out"). */
export const inLightPhrase = (tokens: readonly Token[], index: number): boolean =>
  completesVerb(tokens[index], tokens[index + 1]?.text ?? '') ||
  completesVerb(tokens[index - 1], tokens[index]?.text ?? '')

/** Words between a light verb and what it has: "made more than 10 purchases", "paid a fare". */
const BETWEEN = new Set(
  'a an the any more less fewer longer shorter than at least most over under above below exactly their its his her'.split(
    ' ',
  ),
)
/** Verbs of what a row holds: "orders that include caps", "a pack containing gloves". */
const HOLDING_VERBS = new Set(['include', 'contain', 'involve', 'use'])
/** Words that rank the things a light verb has: "made the most purchases". */
const RANKING = new Set(['most', 'fewest', 'least', 'more', 'fewer', 'less'])
const PREPOSITIONS = new Set(['by', 'in', 'on', 'at', 'during', 'from', 'for', 'within'])
/** Verbs of where a row belongs: "work in Sales", "live in Texas", "based in Leeds". */
const PLACING_VERBS = new Set('work live reside base locate belong operate study stay'.split(' '))

/**
 * The word at `index` is a light verb (or the noun completing one, "took place") that says
 * nothing here: what follows it is a number compared ("made more than 10 purchases", "paid a
 * fare of more than $500"), or nothing follows ("the fare they paid"), or it ends a reduced relative before a preposition ("injuries
 * caused by", "transactions recorded in"). "made the playoffs" is no light verb: its object names
 * a condition the table does not hold.
 */
export function isLightVerb(
  tokens: readonly Token[],
  index: number,
  linked: (index: number) => 'column' | 'number' | 'value' | 'rows' | undefined,
  stopWord: (text: string) => boolean,
): boolean {
  const t = tokens[index]
  if (!t) return false
  // "how many women work in Sales": the cell after the preposition says where the rows belong.
  // ("how many males work as Software Engineer": so is the role after "as".)
  const placed = tokens[index + 1]?.text ?? ''
  if (t.tags.has('Verb') && PLACING_VERBS.has(t.lemma) && (PREPOSITIONS.has(placed) || placed === 'as')) {
    let i = index + 2
    while (BETWEEN.has(tokens[i]?.text ?? '')) i++
    return linked(i) === 'value'
  }
  const before = tokens[index - 1]
  if (statedAfterCopula(t, before)) return false
  const completes = completesVerb(before, t.text)
  // ("inspections carried out": a verb light only with its completion.)
  const completed = completesVerb(t, tokens[index + 1]?.text ?? '')
  const verb = completes || completed || isLightVerbWord(t)
  if (!verb) return false
  let i = index + 1
  if (completed) i++
  // ("comes from": where a part comes from is said in any tense.)
  const after = tokens[i]?.text ?? ''
  if (
    PREPOSITIONS.has(after) &&
    (completes || t.tags.has('PastTense') || t.tags.has('Participle') || after === 'from')
  )
    return true
  const from = i
  while (i < tokens.length && BETWEEN.has(tokens[i]?.text ?? '')) i++
  if (i >= tokens.length || tokens.slice(i).every((w) => stopWord(w.text))) return true
  // "carried out the most inspections", "placed the fewest orders": things counted, ranked.
  const ranked = tokens.slice(from, i).some((w) => RANKING.has(w.text))
  if (ranked && tokens[i]?.tags.has('Plural') && tokens[i]?.tags.has('Noun')) return true
  // "made more than 10 purchases", "paid a fare of more than $500": a number compared says what
  // the rows have; "made the playoffs" names a state of its own.
  const next = linked(i)
  // "how many members made bookings": the rows themselves are what the verb has.
  if (next === 'number' || next === 'rows') return true
  // "bookings that included tacos": a verb of holding before a cell says the rows hold it.
  if (next === 'value' && HOLDING_VERBS.has(t.lemma)) return true
  if (next !== 'column') return false
  // "paid a fare of more than $500": the number a few words after the column's name.
  for (let j = i + 1; j < Math.min(tokens.length, i + 7); j++) if (linked(j) === 'number') return true
  return false
}
