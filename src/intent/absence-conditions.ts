import type { ColumnLink } from './column-linker.js'
import { isQuantity, numericReading } from './column-roles.js'
import { type Draft, wordAt } from './draft.js'
import { flagAnswers, isFlag } from './flag-linker.js'
import type { Condition } from './intent-types.js'
import type { Analysis } from './question-analysis.js'
import { overlaps } from './spans.js'
import type { ColumnModel } from './table-model.js'
import { COMPARATIVE_LESS, COMPARATIVE_MORE, YES_CELLS } from './word-lists.js'

/** Words that say a thing is missing when a column's name follows them. */
export const ABSENCE_WORDS = new Set([
  'no',
  'not',
  'never',
  'without',
  'nobody',
  'nothing',
  'missing',
  'lacking',
  'blank',
  'empty',
])
/** Negations that may link to a column by their stem ("not" -> Notes). */
const NOT_WORDS = new Set(['no', 'not'])

/** Words between the negation and the column that only carry it: "did not have any", "no listed". */
const CARRIERS = new Set([
  'have',
  'has',
  'had',
  'having',
  'any',
  'a',
  'an',
  'the',
  'their',
  'its',
  'list',
  'listed',
  'include',
  'included',
  'contain',
  'contained',
  'get',
  'got',
  'receive',
  'received',
  'earn',
  'earned',
  'score',
  'scored',
  'win',
  'won',
  'record',
  'recorded',
  'be',
  'been',
  'given',
  'show',
  'shown',
  'register',
  'registered',
  'report',
  'reported',
  'was',
  'were',
])

/** "no more than", "no longer", "not as long as": the negation belongs to a comparison. */
const COMPARISON_AFTER = new Set(['longer', 'as', 'so', 'later', 'sooner', 'one', 'other', 'else', 'matter'])

/**
 * "riders with no points", "clubs that have no nickname", "ranks that do not have notes": the
 * column right after a negation is empty (or, for amounts that are counted, zero). Undefined when
 * a negation names such a column that cannot be empty, so the question is declined.
 */
export function absenceConditions(d: Draft): Condition[] | undefined {
  const a = d.a
  const out: Condition[] = []
  for (const t of a.tokens) {
    if (!ABSENCE_WORDS.has(t.text) || d.used.has(t.index) || insideLink(a, t.index)) continue
    const next = a.tokens[t.index + 1]?.text ?? ''
    if (COMPARATIVE_MORE.has(next) || COMPARATIVE_LESS.has(next) || COMPARISON_AFTER.has(next)) continue
    const link = columnAfter(d, t.index + 1)
    if (!link) continue
    // "missing precipitation": a blank cell, never a real 0 mm; "no precipitation" is 0 or blank.
    // ("no recorded age", "no deposit recorded": nothing was written down, though 0 is an age.)
    const after = a.tokens[link.end]
    const recordedAfter = after !== undefined && RECORDED.has(after.text)
    const blankOnly =
      BLANK_WORDS.has(t.text) ||
      recordedAfter ||
      a.tokens.slice(t.index + 1, link.start).some((w) => RECORDED.has(w.text))
    // ("properties with no pool" over Pool (Y/N): the flag's no, not its blanks.)
    const flag = blankOnly ? undefined : flagAnswers(a.model, link.column)
    const condition: Condition | undefined = flag
      ? { kind: 'equals', column: link.column.name, values: [flag.no], mode: 'exact', negated: false }
      : blankOnly
        ? blank(a, link.column)
        : absence(a, link.column)
    if (!condition) return undefined
    for (let i = t.index; i < link.start; i++) d.useWord(i)
    if (recordedAfter) d.useWord(link.end)
    d.use(link)
    out.push(condition, ...contrasted(d, link, t.index))
  }
  return out
}

const HAVING = new Set([
  'had',
  'has',
  'have',
  'with',
  'won',
  'earned',
  'got',
  'received',
  'a',
  'an',
  'any',
  'at',
])
const CONTRAST = new Set(['but', 'yet', 'and'])

/**
 * "had a gold medal but no silver medals": the column of the same kind named before the contrast
 * holds something (more than 0 for amounts).
 */
function contrasted(d: Draft, absent: ColumnLink, negation: number): Condition[] {
  const a = d.a
  const joiner = a.tokens.findLast((t) => t.index < negation && CONTRAST.has(t.text))
  if (!joiner) return []
  const zero = isQuantity(absent.column) && numericReading(absent.column) === 'number'
  const link = a.columns.findLast((l) => l.end <= joiner.index && l.end >= joiner.index - 2)
  if (!link || link.column === absent.column || !HAVING.has(wordAt(a, link.start - 1))) return []
  for (let j = link.start; j < link.end; j++) if (d.used.has(j)) return []
  const quantity = isQuantity(link.column) && numericReading(link.column) === 'number'
  if (quantity !== zero) return []
  d.use(link).useWord(joiner.index)
  for (let i = link.start - 1; i >= 0 && HAVING.has(wordAt(a, i)); i--) d.useWord(i)
  const value = { column: link.column.name, reading: quantity ? ('number' as const) : ('raw' as const) }
  return [quantity ? { kind: 'compare', value, op: '>', operand: 0 } : { kind: 'present', value }]
}

/**
 * Inside a value or a column name ("Tie no"). A name the negation only starts counts as outside:
 * "not" links to Notes by its stem, and "no" to a "#" column ("no albums released" -> "# Albums").
 */
function insideLink(a: Analysis, index: number): boolean {
  const at = { start: index, end: index + 1 }
  // ("were no-shows" over no_show: a header that opens with the word itself names it.)
  const opens = (l: ColumnLink) => l.start === index && l.column.words[0] === wordAt(a, index)
  return (
    a.columns.some((l) => overlaps(l, at) && (l.start < index || opens(l))) ||
    a.values.some((l) => overlaps(l, at))
  )
}

/** The column link starting after carrier words at `from`, if nothing else claims its words. */
function columnAfter(d: Draft, from: number): ColumnLink | undefined {
  const a = d.a
  let i = from
  while (i < from + 3 && CARRIERS.has(a.tokens[i]?.text ?? '')) i++
  const link =
    a.columns.find((l) => l.start === i) ??
    a.allColumns
      .filter((l) => l.start === i && a.columns.some((c) => c.start === from - 1 && l.end <= c.end))
      .sort((x, y) => y.end - x.end)[0]
  if (!link) return undefined
  for (let j = link.start; j < link.end; j++) if (d.used.has(j)) return undefined
  if (a.values.some((v) => overlaps(v, link)) || a.numbers.some((n) => overlaps(n, link))) return undefined
  // "not elected in 1990", "no gold medals 3 times": a number or period right after the column is
  // what the negation is about, not the column's absence.
  const near = (s: { readonly start: number }) => s.start >= link.end && s.start <= link.end + 2
  if (a.numbers.some(near) || a.periods.some(near)) return undefined
  // "X has no runners-up, but how many runners-up does Y have": the column plays another part too.
  if (a.columns.some((l) => l !== link && l.column === link.column && !NOT_WORDS.has(wordAt(a, l.start))))
    return undefined
  return link
}

/** Empty cells (or zero, for counted amounts); undefined when the column never lacks a value. */
/** Words that say a cell is blank: nothing was recorded, whatever a 0 would mean. */
const BLANK_WORDS = new Set(['missing', 'lacking', 'blank', 'empty'])

/** Participles after a negation saying no value was written down ("no recorded age"). */
const RECORDED = new Set(['recorded', 'reported', 'logged', 'listed', 'entered', 'known', 'stated', 'given'])

/** The column's cell is blank; undefined when it never is. */
function blank(a: Analysis, column: ColumnModel): Condition | undefined {
  const missing = column.nonNull < a.model.rowCount || column.shape.placeholder > 0
  return missing ? { kind: 'absent', value: { column: column.name, reading: 'raw' }, zero: false } : undefined
}

/**
 * The cells a column writes for none of its things ("None" in Sleep Disorder); a column of yes and
 * no written both ways (Yes, No, Y, N) writes both "No" and "N".
 */
function noneCells(column: ColumnModel): string[] {
  const cells = column.values?.values.map((v) => v.value) ?? []
  const code = (v: string) => v.trim().toLowerCase()
  const yesNo = cells.some((v) => YES_CELLS.has(code(v)))
  return cells.filter((v) => NONE_CELLS.has(code(v)) || (yesNo && code(v) === 'n'))
}

const NONE_CELLS = new Set(['none', 'no', 'n/a'])

function absence(a: Analysis, column: ColumnModel): Condition | undefined {
  // ("people with no sleep disorder" where Sleep Disorder writes None: that cell, or a blank.)
  const none = column.kind === 'text' ? noneCells(column) : []
  if (none.length > 0)
    return {
      kind: 'any',
      conditions: [
        { kind: 'equals', column: column.name, values: none, mode: 'exact', negated: false },
        { kind: 'absent', value: { column: column.name, reading: 'raw' }, zero: false },
      ],
    }
  const reading = numericReading(column)
  const zero = reading === 'number' && isQuantity(column)
  const missing = column.nonNull < a.model.rowCount || column.shape.placeholder > 0
  if (!zero && !missing) return undefined
  return { kind: 'absent', value: { column: column.name, reading: zero ? 'number' : 'raw' }, zero }
}

/**
 * Words before a column's name that say the rows have one: "have a title", "with a nickname",
 * "won a medal".
 */
const HAVE_A = new Set([
  'have',
  'has',
  'had',
  'with',
  'won',
  'win',
  'earned',
  'earn',
  'received',
  'receive',
  'got',
  'get',
])
const ARTICLES = new Set(['a', 'an'])
/** "with a listed price": a participle saying the cell is filled. */
const FILLED = new Set(['listed', 'known', 'recorded', 'reported', 'stated', 'given'])

/**
 * "do all reviews have a title", "how many clubs have a nickname", "every wine with a listed
 * price": a column that is blank on some rows, named after "have a", is filled. A number column
 * is so only when nothing else reads its name (else "have a price above 5" compares).
 */
export function presenceConditions(d: Draft): Condition[] {
  const a = d.a
  const out: Condition[] = []
  for (const link of a.columns) {
    const filled = FILLED.has(wordAt(a, link.start - 1)) ? 1 : 0
    // ("every ticket has a final price recorded": the participle after the name.)
    const filledAfter = FILLED.has(wordAt(a, link.end))
    const article = link.start - 1 - filled
    if (!ARTICLES.has(wordAt(a, article)) || !HAVE_A.has(wordAt(a, article - 1))) continue
    if (d.used.has(link.start)) continue
    // ("employees who have an Exit Date": a date named whole is filled for some rows only.)
    const dated = link.column.kind === 'date' && link.tier === 'exact'
    if (!filled && !filledAfter && !dated && (numericReading(link.column) || link.column.kind !== 'text'))
      continue
    if (a.values.some((v) => overlaps(v, link)) || a.tokens[link.end]?.tags.has('Noun')) continue
    // ("a condo with a pool" over Pool (Y/N): a flag's blank is no "N"; the flag reads it.)
    const none = noneCells(link.column)
    if ((!blank(a, link.column) && none.length === 0) || isFlag(a.model, link.column)) continue
    d.use(link)
    for (let i = article - 1; i < link.start; i++) d.useWord(i)
    if (filledAfter) d.useWord(link.end)
    out.push({ kind: 'present', value: { column: link.column.name, reading: 'raw' } })
    // ("have a sleep disorder" where the column writes None for those who have none.)
    if (none.length > 0)
      out.push({ kind: 'equals', column: link.column.name, values: none, mode: 'exact', negated: true })
  }
  return [...out, ...countsAboveZero(d)]
}

/**
 * "hazmat incidents with injuries" over a count Injuries: rows where the count is above zero, as
 * "with no injuries" is zero. The count is named in full, in the plural, right after "with" or
 * "had" (or "any"), and nothing compares it.
 */
function countsAboveZero(d: Draft): Condition[] {
  const a = d.a
  const out: Condition[] = []
  for (const link of a.columns) {
    const before = wordAt(a, link.start - 1) === 'any' ? link.start - 2 : link.start - 1
    if (!WITH_COUNT.has(wordAt(a, before)) || d.used.has(link.start) || link.tier !== 'exact') continue
    if (!a.tokens[link.end - 1]?.tags.has('Plural') || !isQuantity(link.column)) continue
    if (numericReading(link.column) !== 'number' || a.numbers.some((n) => n.start >= link.start - 3)) continue
    d.use(link)
    for (let i = before; i < link.start; i++) d.useWord(i)
    out.push({ kind: 'compare', value: { column: link.column.name, reading: 'number' }, op: '>', operand: 0 })
  }
  return out
}

const WITH_COUNT = new Set(['with', 'had', 'have', 'has'])
