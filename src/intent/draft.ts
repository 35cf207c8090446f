import type { ColumnLink } from './column-linker.js'
import { writtenUnit } from './column-roles.js'
import { namesSomething } from './content-words.js'
import type { Condition, Intent, LinkNote } from './intent-types.js'
import { type Analysis, askedCompoundHead, isCovered, singleAfterTop } from './question-analysis.js'
import type { Token } from './question-tokens.js'
import type { Span } from './spans.js'
import { isStrong, secondQuestion } from './strong-words.js'
import { inLightPhrase, isLightVerb } from './vocabulary/light-verbs.js'
import { CURRENCY_OF, STOP_WORDS } from './word-lists.js'

/** An intent without the parts the parser fills in (table, notes). */
type Body<I> = I extends Intent ? Omit<I, 'notes' | 'table'> : never
export type IntentBody = Body<Intent>

/** An intent a recognizer proposes, with the words it could not account for. */
export interface Candidate {
  readonly intent: Intent
  /** Content words of the question no part of the intent explains. */
  readonly unexplained: readonly string[]
  /** Those of them the answer cannot do without: cues, names, numbers, the thing counted. */
  readonly blocking: readonly string[]
  /** Which recognizer proposed it. */
  readonly recognizer: string
}

/** What a recognizer has used of the question so far. */
export class Draft {
  readonly used = new Set<number>()
  /** Words that must be explained for the reading to stand. */
  readonly required = new Set<number>()
  readonly notes: LinkNote[] = []
  constructor(readonly a: Analysis) {
    const head = askedCompoundHead(a)
    if (head >= 0) this.required.add(head)
  }

  use(span: Span | undefined): this {
    if (!span) return this
    for (let i = span.start; i < span.end; i++) this.used.add(i)
    // "the number of gold medals", "the total amount of": the words that introduce a column's name.
    if ('column' in span) {
      // "scored the most goals" for the column Goals Scored: the echoed word names it too.
      for (const i of (span as { echo?: readonly number[] }).echo ?? []) this.used.add(i)
      for (let i = span.start - 1; i >= 0 && MEASURE_PREFIX.has(this.a.tokens[i]?.text ?? ''); i--) {
        const w = this.a.tokens[i]?.text
        if ((w === 'number' || w === 'numbers') && this.a.tokens[i + 1]?.text !== 'of') break
        // "the most common numbers of legs": the values of a number column.
        if (w === 'numbers' && (span as ColumnLink).column.kind !== 'number') break
        this.used.add(i)
      }
      // "the highest transaction number" for a column of serial numbers: the word repeats its kind.
      const after = this.a.tokens[span.end]?.text
      const link = span as ColumnLink
      const serial = link.column.shape.sequence === 1
      if (serial && (after === 'number' || after === 'numbers')) this.used.add(span.end)
      this.useValueNouns(span as ColumnLink)
      // "the median income" for loan_amnt (income, amount): a loose link is said, never silent.
      if (link.loose) this.note({ said: link.said, matched: link.column.name, what: 'column' })
    }
    return this
  }

  /**
   * "the RestingECG category", "unique values in Mjob", "the values of the Sex column": a noun
   * for a column's values beside its name says nothing more.
   */
  private useValueNouns(link: ColumnLink): void {
    const a = this.a
    const free = (i: number) => VALUE_NOUNS.has(a.tokens[i]?.text ?? '') && !isCovered(a, i)
    if (free(link.end)) this.used.add(link.end)
    let i = link.start - 1
    if (a.tokens[i]?.text === 'the') i--
    if (['of', 'in'].includes(a.tokens[i]?.text ?? '') && free(i - 1)) this.used.add(i - 1).add(i)
  }

  useWord(index: number): this {
    if (index >= 0) this.used.add(index)
    return this
  }

  note(note: LinkNote): this {
    if (!this.notes.some((n) => n.said === note.said && n.matched === note.matched)) this.notes.push(note)
    return this
  }

  /** Marks a word the reading must account for (the noun after "how many"). */
  require(index: number): this {
    if (index >= 0) this.required.add(index)
    return this
  }

  /** Content words not used that carry meaning the reading would lose. */
  blocking(): string[] {
    return this.a.tokens
      .filter(
        (t) =>
          !this.used.has(t.index) &&
          (secondQuestion(this.a, t) ||
            (!stopWord(t) && !this.saysNothing(t) && (this.required.has(t.index) || isStrong(t, this.a)))),
      )
      .map((t) => t.text)
  }

  /** Content words not used. */
  unexplained(): string[] {
    return this.a.tokens
      .filter((t) => !this.used.has(t.index) && !stopWord(t) && !this.saysNothing(t))
      .map((t) => t.text)
  }

  /**
   * Words that say nothing more about the table: the rows' noun ("the passengers", "a single
   * visit"), the words describing a column named in parentheses once the column is read
   * ("final grade (G3)"), a light verb where it joins rows to what they hold
   * (vocabulary/light-verbs), and "this team": a noun after "this" that names nothing is the one
   * the table is about.
   */
  private saysNothing(t: Token): boolean {
    if (this.a.rowNouns.includes(t.index)) return true
    // "above 15%": the sign of a number read says nothing more.
    if (t.text === '%' && this.a.numbers.some((n) => n.end === t.index && this.used.has(n.start))) return true
    const glossed = this.a.glosses.get(t.index)
    if (glossed !== undefined && this.used.has(glossed)) return true
    // ("single customers": before a plural, single is a state of the rows, never "one".)
    if (
      t.text === 'single' &&
      this.a.rowNouns.includes(t.index + 1) &&
      !this.a.tokens[t.index + 1]?.tags.has('Plural')
    )
      return true
    // ("the highest single fee": after a superlative, one row's amount, which ranking rows is.)
    if (singleAfterTop(this.a.tokens, t.index)) return true
    // "across all work orders", "across the listings": over every row, as without it.
    if (t.text === 'across') {
      let next = t.index + 1
      while (['all', 'the', 'our'].includes(this.a.tokens[next]?.text ?? '')) next++
      if (this.a.rowNouns.includes(next)) return true
    }
    const linkedAt = (i: number) =>
      this.a.numbers.some((n) => n.start === i)
        ? 'number'
        : this.a.rowNouns.includes(i)
          ? 'rows'
          : this.a.columns.some((l) => l.start <= i && i < l.end)
            ? 'column'
            : this.a.values.some((v) => v.start === i)
              ? 'value'
              : undefined
    if (
      !isCovered(this.a, t.index) &&
      isLightVerb(this.a.tokens, t.index, linkedAt, (w) => STOP_WORDS.has(w)) &&
      // ("were carried out": a verb with its completion states nothing of the rows.)
      (!namesSomething(this.a, t) || byAgent(this.a, t.index) || inLightPhrase(this.a.tokens, t.index))
    )
      return true
    // "displacement in tonnes" over cells written "1,450 tonnes": the unit the cells are in.
    const inUnit = this.a.tokens[t.index - 1]?.text === 'in'
    if (inUnit && this.a.columns.some((l) => this.used.has(l.start) && writtenUnit(l.column) === t.text))
      return true
    // "the average guest count" over GUESTS: a column of whole numbers of things is their count.
    if (
      t.text === 'count' &&
      this.a.columns.some((l) => l.end === t.index && this.used.has(l.start) && countOfThings(l))
    )
      return true
    // "corporate events" over eventType: after a cell read, its column's own word says nothing more.
    const cellBefore = this.a.values.find((v) => v.end === t.index && this.used.has(v.start))
    if (cellBefore?.cells.some((c) => this.a.model.byName.get(c.column)?.stems.includes(t.stem))) return true
    // "the highest output in MWh" over Output (MWh), "above 39000 K" over Temperature (K): the unit
    // the header writes in parentheses.
    const afterNumber = this.a.numbers.some((n) => n.end === t.index && this.used.has(n.start))
    // ("the total price in euros" over Total Price (€): the currency the header writes, by name.)
    const currency = (written: string | undefined) =>
      written === t.text || (written !== undefined && sameCurrency(written, t.text))
    if (
      (inUnit || afterNumber) &&
      this.a.columns.some((l) => this.used.has(l.start) && currency(l.column.inParentheses))
    )
      return true
    if (this.a.tokens[t.index - 1]?.text !== 'this' || !t.tags.has('Noun') || t.tags.has('ProperNoun'))
      return false
    const spans = [...this.a.columns, ...this.a.values, ...this.a.numbers, ...this.a.periods]
    return !spans.some((s) => s.start <= t.index && t.index < s.end)
  }

  candidate(recognizer: string, intent: IntentBody): Candidate {
    return {
      intent: { ...intent, table: 0, notes: [...this.notes] } as Intent,
      unexplained: this.unexplained(),
      blocking: this.blocking(),
      recognizer,
    }
  }
}

/** "web purchases made by a customer": a participle between its noun and its agent names no state. */
function byAgent(a: Analysis, i: number): boolean {
  const before = a.tokens[i - 1]
  return (
    a.tokens[i + 1]?.text === 'by' &&
    before !== undefined &&
    before.tags.has('Noun') &&
    !before.tags.has('Pronoun')
  )
}

/** Nouns for the values of a column: "the Mjob values", "the RestingECG category". */
const VALUE_NOUNS = new Set(['value', 'values', 'category', 'categories', 'column', 'field'])

const MEASURE_PREFIX = new Set(['number', 'numbers', 'of', 'amount', 'total', 'the'])

/** Conditions that leave out summary rows (a `Total` row) when counting or ranking. */
export function withoutAggregateRows(a: Analysis, where: readonly Condition[]): Condition[] {
  const rows = a.model.aggregateRows
  if (!rows) return [...where]
  const named = where.some(
    (c) => c.kind === 'equals' && c.column === rows.column && c.values.some((v) => rows.values.includes(v)),
  )
  if (named) return [...where]
  return [
    ...where,
    { kind: 'equals', column: rows.column, values: rows.values, mode: 'exact', negated: true },
  ]
}

/** Index where the phrase (words separated by spaces) starts, else -1. */
export function indexOfPhrase(a: Analysis, phrase: string, from = 0): number {
  const words = phrase.split(' ')
  outer: for (let i = from; i + words.length <= a.tokens.length; i++) {
    for (let j = 0; j < words.length; j++) if (a.tokens[i + j]?.text !== words[j]) continue outer
    return i
  }
  return -1
}

export const wordAt = (a: Analysis, i: number) => a.tokens[i]?.text ?? ''

/** A word that says nothing of the table: a stop word, unless written in capitals ("orders from IT"). */
const stopWord = (t: Token) => STOP_WORDS.has(t.text) && !t.tags.has('Acronym')

/** A column of whole numbers named by a plural noun or a count: "GUESTS", "paddlers", "BOX_QTY". */
const countOfThings = (l: ColumnLink): boolean =>
  l.column.kind === 'number' &&
  l.column.shape.wholeNumber >= 0.9 &&
  ((l.column.words.at(-1) ?? '').endsWith('s') || l.column.words.some((w) => COUNTING_HEADS.has(w)))

const COUNTING_HEADS = new Set(['quantity', 'count', 'number'])

/** "€" and "euros", "$" and "USD": two ways of writing one currency. */
const sameCurrency = (a: string, b: string): boolean =>
  CURRENCY_OF[a] !== undefined && CURRENCY_OF[a] === CURRENCY_OF[b]
