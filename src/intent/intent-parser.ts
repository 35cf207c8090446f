import { contradicts } from './contradictions.js'
import type { Candidate } from './draft.js'
import type { Intent } from './intent-types.js'
import { splitsRowAmounts } from './list-amounts.js'
import { type Analysis, analyze, isCovered, linkScore } from './question-analysis.js'
import type { Token } from './question-tokens.js'
import { tokenizeQuestion } from './question-tokens.js'
import { RECOGNIZERS } from './recognizers/recognizer-list.js'
import type { TableModel } from './table-model.js'
import { COMPARE_WORDS, STOP_WORDS, YES_NO_OPENERS } from './word-lists.js'
import { wordTable } from './word-table.js'

/**
 * Content words a reading may leave unexplained before the parser declines, by recognizer. Measured
 * on the WTQ train split: a lookup or a next-row question stays right with up to three words left
 * unread ("which team played after X"; a third word for lookups kept 16 right answers for 5 wrong);
 * superlatives take two (44 more right, 21 more wrong on train; precision stays above 82%);
 * first/last rows, differences and yes/no go wrong with any.
 */
const UNEXPLAINED_BUDGET: Readonly<Record<string, number>> = wordTable({
  adjacent: 3,
  superlative: 2,
  lookup: 3,
  choice: 2,
  'choice-order': 2,
  either: 0,
  position: 0,
  ranking: 0,
  difference: 0,
  'period-change': 0,
  compare: 0,
  share: 0,
  'yes-no-exists': 0,
  'yes-no-compare': 0,
  'yes-no-aggregate': 0,
  'yes-no-mode': 0,
  'yes-no-unique': 0,
  span: 1,
  streak: 1,
})
const DEFAULT_BUDGET = 1

/** Readings whose row picks go wrong when a value was matched loosely and a word was left unread. */
const STRICT_WHEN_LOOSE = new Set(['count', 'position', 'adjacent'])

const looseAndUnread = (c: Candidate) =>
  STRICT_WHEN_LOOSE.has(c.recognizer) &&
  c.unexplained.length > 0 &&
  c.intent.notes.some((n) => n.what === 'value')

/** Words a candidate may leave unexplained. */
export const unexplainedBudget = (recognizer: string) => UNEXPLAINED_BUDGET[recognizer] ?? DEFAULT_BUDGET

export interface ParsedIntent {
  readonly ok: true
  readonly intent: Intent
  readonly recognizer: string
  readonly analysis: Analysis
  /** Several tables were in scope and this one was picked. */
  readonly tableChosen: boolean
  /** Words the reading does not account for (disclosed in the answer). */
  readonly ignoredWords: readonly string[]
  /** The question asks for one thing ("which team ..."), not a list ("which teams ..."). */
  readonly expectsOne: boolean
}

export interface ParseDecline {
  readonly ok: false
  readonly reason: 'no-tables' | 'not-understood' | 'unlinked-words' | 'ambiguous-table'
  /** Words of the question the parser could not link to anything. */
  readonly unknownWords: readonly string[]
  /** The table the question seemed to be about, if any. */
  readonly analysis?: Analysis
  /** With several tables in scope: those that fit the question equally well (or all, when none fits). */
  readonly tables?: readonly TableModel[]
}

export type ParseResult = ParsedIntent | ParseDecline

interface Reading {
  readonly analysis: Analysis
  readonly candidate: Candidate | undefined
  readonly linkScore: number
  readonly table: number
}

/** Symbols alone, quoted ("'-'") or where a value stands ("of #"): tokens drop them, so no reading can hold them. */
function quotedSymbols(question: string): string[] {
  const quoted = [...question.matchAll(/(?<![\p{L}\p{N}])(['"‘“])([^\p{L}\p{N}\s'"‘’“”]{1,3})(['"’”])/gu)]
  // ("a GE65_Sprsn_Flag of #?": a mark standing where a value would, after a word that asks for one.)
  const bare = [...question.matchAll(/\b(?:of|is|as|to|equals?)\s+([#*^~|@]{1,3})(?=[\s?.!,;]|$)/giu)]
  return [...quoted.map((m) => m[2] as string), ...bare.map((m) => m[1] as string)]
}

/** Question + the tables in scope -> the best Intent, or a reasoned decline. */
export function parseQuestion(question: string, models: readonly TableModel[]): ParseResult {
  if (models.length === 0) return { ok: false, reason: 'no-tables', unknownWords: [] }
  const tokens = tokenizeQuestion(question)
  const readings = models.map((model, table) => read(question, tokens, model, table))
  readings.sort((x, y) => rank(y) - rank(x))
  const best = readings[0] as Reading
  const second = readings[1]
  if (second && rank(second) === rank(best) && second.candidate && best.candidate) {
    const tied = readings.filter((r) => rank(r) === rank(best)).map((r) => r.analysis.model)
    return { ok: false, reason: 'ambiguous-table', unknownWords: [], analysis: best.analysis, tables: tied }
  }
  const candidate = best.candidate
  const others = models.length > 1 ? { tables: models } : {}
  if (!candidate)
    return {
      ok: false,
      reason: 'not-understood',
      unknownWords: unlinked(best.analysis),
      analysis: best.analysis,
      ...others,
    }
  // ("a target of '-'": a cell quoted in symbols alone, which no word of the reading holds.)
  const symbols = quotedSymbols(question)
  if (symbols.length > 0)
    return { ok: false, reason: 'unlinked-words', unknownWords: symbols, analysis: best.analysis, ...others }
  if (
    candidate.blocking.length > 0 ||
    candidate.unexplained.length > unexplainedBudget(candidate.recognizer) ||
    looseAndUnread(candidate) ||
    yesNoAnsweredOtherwise(tokens, candidate) ||
    versusUnanswered(best.analysis, candidate) ||
    contradicts(candidate.intent, best.analysis.model) ||
    splitsRowAmounts(candidate.intent, best.analysis.model)
  ) {
    // ("how many orders include both A and B": the word the reading cannot honour.)
    const both =
      candidate.blocking.length === 0 &&
      tokens.some((t) => t.text === 'both') &&
      contradicts(candidate.intent, best.analysis.model)
    return {
      ok: false,
      reason: 'unlinked-words',
      unknownWords:
        candidate.blocking.length > 0 ? candidate.blocking : both ? ['both'] : candidate.unexplained,
      analysis: best.analysis,
      ...others,
    }
  }
  return {
    ok: true,
    intent: { ...candidate.intent, table: best.table },
    recognizer: candidate.recognizer,
    analysis: best.analysis,
    tableChosen: models.length > 1,
    ignoredWords: candidate.unexplained,
    expectsOne: !asksForSeveral(tokens, best.analysis) && !whoPastThreshold(tokens, candidate.intent),
  }
}

/**
 * "How many fills in Q1 2024 versus Q2 2024", "the average turnaround for rush versus non-rush
 * orders": a "versus" between two things said asks for both apart; a reading that neither compares
 * them nor groups by them answers something else. ("the game versus Western Carolina": a "vs"
 * inside a cell is the cell's.)
 */
function versusUnanswered(a: Analysis, c: Candidate): boolean {
  // ("how did the number of trips in Q1 2024 compare with Q2 2024" read as one count of both: the
  // sides pooled with "or" compare nothing.)
  const pooledSides =
    c.intent.kind === 'aggregate' &&
    c.intent.dimensions.length === 0 &&
    c.intent.where.some((w) => w.kind === 'any')
  if (pooledSides && a.tokens.some((t) => COMPARE_WORDS.has(t.text))) return true
  const vs = a.tokens.find(
    (t) => VERSUS_WORDS.has(t.text) && !a.values.some((v) => v.start <= t.index && t.index < v.end),
  )
  if (!vs) return false
  const said = (i: number) => [...a.values, ...a.periods, ...a.columns].some((s) => s.start <= i && i < s.end)
  if (!said(vs.index - 1) || !said(vs.index + 1)) return false
  const intent = c.intent
  // ("the auto-renew rate for commercial versus residential contracts": a share over both sides
  // pooled into one condition compares nothing.)
  const pooled =
    intent.kind === 'share' &&
    [...intent.part.where, ...intent.whole.where].some((w) => w.kind === 'equals' && w.values.length > 1)
  const compared = ['compare', 'choice', 'difference', 'either', 'share'].includes(intent.kind) && !pooled
  const grouped = intent.kind === 'aggregate' && intent.dimensions.length > 0
  const twoSided = intent.kind === 'yes-no' && intent.test.kind === 'compare'
  return !compared && !grouped && !twoSided
}

const VERSUS_WORDS = new Set(['vs', 'versus'])

/**
 * "Is the average MaxHR of men lower than that of ...": a yes/no question (no "or" offering a
 * choice) is answered yes or no, never with the number of a reading that missed its comparison.
 */
const yesNoAnsweredOtherwise = (tokens: readonly Token[], c: Candidate) =>
  YES_NO_OPENERS.has(tokens[0]?.text ?? '') &&
  // "can you name ...", "could you list ...": a request, not a yes/no question.
  tokens[1]?.text !== 'you' &&
  !tokens.some((t) => t.text === 'or') &&
  c.intent.kind !== 'yes-no'

/**
 * "who earns more than 100000": "who" says nothing of how many, and rows past a threshold are as
 * many as the table holds ("who is the only ..." still asks for one).
 */
function whoPastThreshold(tokens: readonly Token[], intent: Intent): boolean {
  if (tokens[0]?.text !== 'who' || tokens.some((t) => t.text === 'only' || t.text === 'one')) return false
  return (
    intent.kind === 'rows' &&
    intent.limit === undefined &&
    intent.where.some((c) => (c.kind === 'compare' && c.op !== '=') || c.kind === 'compare-columns')
  )
}

function read(question: string, tokens: readonly Token[], model: TableModel, table: number): Reading {
  const analysis = analyze(question, tokens, model)
  let candidate: Candidate | undefined
  for (const recognize of RECOGNIZERS) {
    const c = recognize(analysis)
    if (c && (!candidate || weight(c) < weight(candidate))) candidate = c
  }
  return { analysis, candidate, linkScore: linkScore(analysis), table }
}

/** How much of the question a candidate leaves out; blocking words weigh most. */
const weight = (c: Candidate) => 10 * c.blocking.length + c.unexplained.length

/** Readings with an intent and fewer unexplained words first, then the more linked table. */
function rank(r: Reading): number {
  const understood = r.candidate ? 1000 - 10 * weight(r.candidate) : 0
  return understood + r.linkScore
}

const SEVERAL = new Set([
  'are',
  'were',
  'list',
  'all',
  'both',
  'each',
  'every',
  'ones',
  'names',
  'them',
  'respectively',
  'those',
  'these',
  'rank',
  'sort',
  'ranked',
  'sorted',
])
const WH = new Set(['which', 'what', 'who', 'name'])

/** Plural asks: "which players", "what are", "list all", "who were". */
function asksForSeveral(tokens: readonly Token[], a: Analysis): boolean {
  if (tokens.some((t) => SEVERAL.has(t.text))) return true
  const wh = tokens.findIndex((t) => WH.has(t.text))
  if (wh < 0) return false
  // "which orders", "which shipped orders": the noun asked for, after at most two modifiers.
  const modifiers = ['which', 'what'].includes(tokens[wh]?.text ?? '') ? 3 : 1
  const after = tokens.slice(wh + 1, wh + 1 + modifiers)
  const end = after.findIndex((t) => t.tags.has('Copula') || t.tags.has('Auxiliary'))
  // ("which makes have": right after "which", a column's name in -s is its plural, whatever its tag.)
  const first = after[0]
  const named = first !== undefined && a.columns.some((l) => l.start === first.index)
  if (tokens[wh]?.text === 'which' && named && first.tags.has('PresentTense') && /[^s]s$/.test(first.text))
    return true
  const noun = (end < 0 ? after : after.slice(0, end)).find(
    (t) => t.tags.has('Noun') && !t.tags.has('Pronoun'),
  )
  return noun?.tags.has('Plural') === true && noun.text !== 'times'
}

/** Content words linked to nothing at all: nouns, and verbs that are not auxiliaries ("owes"); the rows' noun names the rows. */
function unlinked(a: Analysis): string[] {
  const content = (t: Token) =>
    t.tags.has('Noun') || (t.tags.has('Verb') && !t.tags.has('Auxiliary') && !t.tags.has('Copula'))
  return a.tokens
    .filter(
      (t) =>
        !isCovered(a, t.index) &&
        !a.rowNouns.includes(t.index) &&
        !STOP_WORDS.has(t.text) &&
        content(t) &&
        t.text.length > 2,
    )
    .map((t) => t.text)
}
