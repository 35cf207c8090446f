import { looseKeys, ownForms, ownKeys } from './column-linker.js'
import { type ParsedIntent, type ParseResult, parseQuestion } from './intent-parser.js'
import { linkScore } from './question-analysis.js'
import { type Token, tokenizeQuestion } from './question-tokens.js'
import { spellingFix } from './spelling.js'
import { canonicalStem } from './synonyms.js'
import type { TableModel } from './table-model.js'
import { normalTokens } from './text-normalizer.js'
import { ALIASES, GRAMMAR_WORDS, wordsStartingWith } from './value-linker.js'
import { STOP_WORDS } from './word-lists.js'

/**
 * Below this many tables in scope the parser reads them all: the prefilter tokenizes the question
 * once more (compromise), which costs about as much as reading a couple of dozen small tables.
 */
export const PREFILTER_FROM = 24

/** The words a question could link a table by: column stems (and synonym groups), cell words. */
interface TableWords {
  readonly columns: ReadonlySet<string>
  /** Header words short enough to be cuts of a longer question word ("mat" of material). */
  readonly cuts: readonly string[]
  readonly cells: ReadonlySet<string>
  /** Every cell word, sorted (the value index's own list), for abbreviations. */
  readonly sorted: readonly string[]
}

const tableWords = new WeakMap<TableModel, TableWords>()

function wordsOf(model: TableModel): TableWords {
  let words = tableWords.get(model)
  if (!words) {
    const columns = new Set<string>()
    for (const column of model.columns) {
      // The tail of a glued header word ("pclass" -> class) may link too (shortened-headers.ts).
      for (const stem of column.stems) columns.add(stem).add(canonicalStem(stem)).add(stem.slice(1))
      // "region" for Regional, "popular" for Popularity (column-linker ownForms).
      for (const base of ownForms(column).base) if (base !== undefined) columns.add(base)
      columns.add(normalTokens(column.name).join(''))
      // "co2" for a header split into "co 2" (column-linker): a word and the number after it, glued.
      column.words.forEach((w, i) => {
        const next = column.words[i + 1]
        if (next !== undefined && /^\d+$/.test(next)) columns.add(`${w}${next}`)
      })
    }
    const cells = new Set<string>()
    const { exact, variants, stemmed } = model.values
    for (const keys of [exact.keys(), variants.keys(), stemmed.keys()])
      for (const key of keys) for (const word of key.split(' ')) cells.add(word)
    const cuts = [...new Set(model.columns.flatMap((c) => [...c.words, ...c.stems]))].filter(
      (w) => w.length >= 3 && w.length <= 5,
    )
    words = { columns, cuts, cells, sorted: model.values.words }
    tableWords.set(model, words)
  }
  return words
}

/** One question word and every form under which a linker may match it. */
interface QuestionWord {
  readonly columnKeys: readonly string[]
  readonly cellKeys: readonly string[]
  /** A content word (the value linker's test): a cell link must hold one. */
  readonly content: boolean
  /** A word the column linker skips, so it may sit inside a column name ("number of votes"). */
  readonly skippable: boolean
  /** Cell words of the places an alias in the question stands for ("us" -> united, states). */
  readonly aliasWords: readonly string[]
  /** Written with a full stop somewhere in the question: it may abbreviate a longer cell word. */
  readonly shortened: boolean
}

const ALIAS_LENGTH = Math.max(...Object.keys(ALIASES).map((k) => k.split(' ').length))

function questionWords(question: string, tokens: readonly Token[]): QuestionWord[] {
  const aliasWords = tokens.map((): string[] => [])
  for (let start = 0; start < tokens.length; start++) {
    for (let len = 1; len <= ALIAS_LENGTH && start + len <= tokens.length; len++) {
      const key = tokens
        .slice(start, start + len)
        .map((t) => t.text)
        .join(' ')
      const words = (ALIASES[key] ?? []).flatMap((name) => name.split(' '))
      for (let i = start; i < start + len; i++) aliasWords[i]?.push(...words)
    }
  }
  const anyShortened = /\p{L}{3,}\./u.test(question)
  return tokens.map((t, i) => ({
    columnKeys: [...ownKeys(t), ...looseKeys(t), t.text],
    cellKeys: [t.text, t.stem],
    // A status cell may be a word read past elsewhere ("done"; value-linker statusCell).
    content: (!STOP_WORDS.has(t.text) || !GRAMMAR_WORDS.has(t.text)) && t.text.length > 1,
    skippable: STOP_WORDS.has(t.text) || t.text === 'number',
    aliasWords: aliasWords[i] ?? [],
    shortened: anyShortened && t.text.length >= 3,
  }))
}

const hasLongerWordStartingWith = (sorted: readonly string[], prefix: string) =>
  wordsStartingWith(sorted, prefix).some((w) => w.length > prefix.length)

/**
 * At most how many question words the parser's column and cell links can cover in this table: the
 * words that name a column or occur in a cell, the skippable words between two column words, and
 * one word after a column word (a unit noun, "gold medals"), misspelt cell words (spelling.ts). Every link covers only such words,
 * so a table's link score never exceeds this.
 */
function linkBound(words: readonly QuestionWord[], tokens: readonly Token[], model: TableModel): number {
  const table = wordsOf(model)
  const has = (keys: readonly string[], set: ReadonlySet<string>) => {
    for (const k of keys) if (set.has(k)) return true
    return false
  }
  const column: boolean[] = []
  const cell: boolean[] = []
  let touched = false
  for (const [i, w] of words.entries()) {
    const text = (tokens[i] as Token).text
    // (A cut header word, shortened-headers.ts: "material" for MAT_COST.)
    const cut = table.cuts.some((c) => text.length >= c.length + 3 && text.startsWith(c))
    column.push(has(w.columnKeys, table.columns) || cut)
    cell.push(
      has(w.cellKeys, table.cells) ||
        has(w.aliasWords, table.cells) ||
        (w.shortened && hasLongerWordStartingWith(table.sorted, (tokens[i] as Token).text)) ||
        spellingFix(tokens[i] as Token, model.values) !== undefined,
    )
    touched ||= column[i] === true || cell[i] === true
  }
  if (!touched) return 0
  const anchor = words.map(
    (w, i) => column[i] || (cell[i] && (w.content || w.aliasWords.length > 0 || w.shortened)),
  )
  // A cell link is a run of cell words holding at least one anchor.
  const inCellRun = cell.map(() => false)
  for (let i = 0; i < words.length; ) {
    if (!cell[i]) {
      i++
      continue
    }
    let end = i
    while (end < words.length && cell[end]) end++
    // Two words or more may be a whole cell of grammar words ("To Do").
    if (end - i >= 2 || anchor.slice(i, end).some(Boolean)) for (let k = i; k < end; k++) inCellRun[k] = true
    i = end
  }
  const columnSide = (i: number, step: number) => {
    let k = i + step
    while (k >= 0 && k < words.length && !column[k] && words[k]?.skippable) k += step
    return column[k] === true
  }
  let bound = 0
  for (let i = 0; i < words.length; i++) {
    const inside = words[i]?.skippable && columnSide(i, -1) && columnSide(i, 1)
    if (column[i] || inCellRun[i] || inside || column[i - 1]) bound++
  }
  return bound
}

/** linkBound of every table for one question (the parser's tokens of it may be passed in). */
export function linkBounds(
  question: string,
  models: readonly TableModel[],
  tokens: readonly Token[] = tokenizeQuestion(question),
): number[] {
  const words = questionWords(question, tokens)
  return models.map((model) => linkBound(words, tokens, model))
}

/** The parser's link score of a reading (intent-parser `read`): linked words, loose ones at half. */

/** A reading that explains every word and links something outranks any table that links nothing. */
const settles = (p: ParseResult): p is ParsedIntent =>
  p.ok && p.ignoredWords.length === 0 && linkScore(p.analysis) > 0

function parseSome(question: string, models: readonly TableModel[], kept: readonly number[]): ParseResult {
  const parsed = parseQuestion(
    question,
    kept.map((i) => models[i] as TableModel),
  )
  if (!parsed.ok) return parsed
  const table = kept[parsed.intent.table] as number
  return { ...parsed, intent: { ...parsed.intent, table }, tableChosen: models.length > 1 }
}

/**
 * parseQuestion over many tables, reading in full only those that could compete. Each table gets
 * a cheap upper bound on its link score; the tables with the highest bound are read first. When
 * their best reading explains every word with a link score S, a table whose bound is below S
 * cannot reach it (its rank is at most 1000 + bound, the reading's is 1000 + S), so only the tables
 * bounded at S or more are read with it. Anything else (a decline, a word left unread, no link)
 * reads every table, as before: the result is always the one parseQuestion gives over all tables.
 */
export function parseAmongTables(question: string, models: readonly TableModel[]): ParseResult {
  if (models.length < PREFILTER_FROM) return parseQuestion(question, models)
  const bounds = linkBounds(question, models)
  const top = bounds.reduce((a, b) => Math.max(a, b), 0)
  if (top === 0) return parseQuestion(question, models)
  const first = bounds.flatMap((b, i) => (b === top ? [i] : []))
  // Reading most tables twice would cost more than reading them all once.
  if (2 * first.length > models.length) return parseQuestion(question, models)
  const tried = parseSome(question, models, first)
  if (!settles(tried)) return parseQuestion(question, models)
  const score = linkScore(tried.analysis)
  // A bound below the score it bounds means the linkers learned a rule this file does not know.
  if (score > (bounds[tried.intent.table] ?? 0)) return parseQuestion(question, models)
  const rivals = bounds.flatMap((b, i) => (b >= score || b === top ? [i] : []))
  if (rivals.length === first.length) return tried
  if (rivals.length === models.length) return parseQuestion(question, models)
  const settled = parseSome(question, models, rivals)
  return settled.ok ? settled : parseQuestion(question, models)
}
