import nlp from 'compromise'
import type { Analysis } from './question-analysis.js'
import type { Token } from './question-tokens.js'
import type { ColumnModel, TableModel } from './table-model.js'

/**
 * Every content word is read: a word that could name a value, a condition or a column of the
 * table is linked, or the reading does not stand. This file says which unread words are such
 * words, and which column is the nearest to one, for the decline to name.
 */

/** Categories hold a handful of values, each on several rows ("shipped", "pending"). */
const MAX_CATEGORY_VALUES = 30

/** Words that describe how, not what: read past without a loss. */
const MANNER_WORDS = new Set(
  'ever also currently still only just really actually exactly approximately about roughly overall altogether together respectively once first last ago now then recently'.split(
    ' ',
  ),
)

const describes = (t: Token) =>
  t.tags.has('Adjective') ||
  (t.tags.has('Adverb') && !MANNER_WORDS.has(t.text)) ||
  (t.tags.has('Verb') && (t.tags.has('PastTense') || t.tags.has('Participle')) && !t.tags.has('Auxiliary'))

const valueWordsCache = new WeakMap<ColumnModel, boolean>()

/** A category column of the states rows are in ("shipped", "pending", "returned"). */
function describedBy(column: ColumnModel): boolean {
  const known = valueWordsCache.get(column)
  if (known !== undefined) return known
  const values = column.values?.values ?? []
  let found = false
  if (column.kind === 'text' && values.length > 1 && values.length <= MAX_CATEGORY_VALUES) {
    // A state a row is in: a verb's past participle ("shipped", "returned", "terminated").
    found = (nlp(values.map((v) => v.value).join('. ')).json() as { terms: { tags: string[] }[] }[])
      .flatMap((s) => s.terms)
      .some((t) => t.tags.includes('PastTense') && t.tags.includes('Verb'))
  }
  valueWordsCache.set(column, found)
  return found
}

/** The column of a table that holds words of the kind of `t` ("cancelled" -> status), if any. */
export function nearestColumn(model: TableModel, t: Token): ColumnModel | undefined {
  if (!describes(t)) return undefined
  return model.columns.find(describedBy)
}

/** Prefixes that turn a word into its opposite ("unpaid", "inactive", "non-smoker"). */
const OPPOSITE = /^(un|in|non|dis)(.{3,})$/

/**
 * An unread word the answer cannot do without: it describes rows the way a category column's
 * values do ("cancelled" where status holds shipped and pending), or it is a column's word with
 * a prefix that turns it around ("unpaid" where a column is Paid).
 */
export function namesSomething(a: Analysis, t: Token): boolean {
  if (nearestColumn(a.model, t)) return true
  const opposite = OPPOSITE.exec(t.text)?.[2]
  return opposite !== undefined && a.model.columns.some((c) => c.words.includes(opposite))
}

/** A noun right after a column's name that names nothing itself: the compound's head ("revenue adjustments"). */
export function compoundHead(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Noun') || t.tags.has('Pronoun')) return false
  if (!a.columns.some((l) => l.end === t.index)) return false
  return ![...a.columns, ...a.values, ...a.numbers, ...a.periods].some(
    (s) => s.start <= t.index && t.index < s.end,
  )
}

/** An adjective before a column's name that the name does not hold: "due date" for InvoiceDate. */
export function columnModifier(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Adjective') || t.tags.has('Comparative') || t.tags.has('Superlative')) return false
  const next = a.columns.find((l) => l.start === t.index + 1)
  return next?.tier === 'partial' && !a.columns.some((l) => l.start <= t.index && t.index < l.end)
}
