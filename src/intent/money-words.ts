import type { ColumnLink } from './column-linker.js'
import { isMoney, numericReading } from './column-roles.js'
import type { Token } from './question-tokens.js'
import type { Span } from './spans.js'
import type { TableModel } from './table-model.js'
import { REVENUE_WORDS, TOTAL_WORDS } from './word-lists.js'
import { stemWord } from './word-stem.js'

/** Words for an amount of money that name no column themselves: "the total spend". */
const MONEY_SAYINGS = new Set(['amount', 'value', 'spend', 'spending'])

const loose = (t: Token) => ({ start: t.index, end: t.index + 1, said: t.text, loose: true })

/** Words before a word for money that ask for a statistic of it. */
const STATISTIC_LEADS = new Set([...TOTAL_WORDS, 'average', 'mean', 'median'])

/**
 * "the total amount of all orders", "the total spend" over orderTotal ($): a word for an amount of
 * money said right after a money column's name is part of that name; after the name's "total"
 * alone ("the total revenue" over Order Total), it names the column and "total" asks for the sum.
 * Said after "total" or "average" where the table has one column of money, it names that column.
 * Every such match is loose, so the answer says it.
 */
export function withMoneyWords(
  tokens: readonly Token[],
  model: TableModel,
  links: readonly ColumnLink[],
): ColumnLink[] {
  const money = model.columns.filter((c) => numericReading(c) === 'number' && isMoney(model, c))
  const out = [...links]
  for (const t of tokens) {
    const revenue = REVENUE_WORDS.has(t.text)
    if (!MONEY_SAYINGS.has(t.text) && !revenue) continue
    const covering = out.find((l) => l.start <= t.index && t.index < l.end)
    if (covering && !partOfText(covering)) continue
    // ("revenue" linked in part to Sale ID, through "sales": a word for money names no text.)
    if (covering) out.splice(out.indexOf(covering), 1)
    const named = out.find((l) => l.end === t.index && money.includes(l.column))
    if (named && named.end - named.start === 1 && TOTAL_WORDS.has(named.said)) {
      out.splice(out.indexOf(named), 1, { ...named, ...loose(t), tier: 'synonym' })
      continue
    }
    // (Revenue is a price times a quantity where the table has no column of it: named only here.)
    if (revenue) continue
    if (named) {
      out.splice(out.indexOf(named), 1, {
        ...named,
        end: t.index + 1,
        said: `${named.said} ${t.text}`,
        loose: true,
      })
      continue
    }
    const [only] = money
    if (money.length !== 1 || !only || !STATISTIC_LEADS.has(tokens[t.index - 1]?.text ?? '')) continue
    out.push({ ...loose(t), column: only, tier: 'synonym', coverage: 1 })
  }
  return out.sort((x, y) => x.start - y.start)
}

/**
 * "the total revenue by property type" over Price ($): where one column holds money and none a
 * quantity it is multiplied by, the money taken is that column's sum (disclosed as a synonym).
 */
export function revenueLinks(
  model: TableModel,
  tokens: readonly Token[],
  spans: readonly Span[],
): ColumnLink[] {
  const said = tokens.filter(
    (t) =>
      REVENUE_WORDS.has(t.text) &&
      !spans.some((s) => s.start <= t.index && t.index < s.end && !partOfText(s)),
  )
  if (said.length === 0) return []
  // ("the total fare revenue" over fare_eur and tip_eur: the money column named before the word.)
  const named = said.flatMap((t) => {
    const before = spans.find((s): s is ColumnLink => 'column' in s && s.end === t.index)
    if (!before) return []
    // ("the total ticket revenue" over Ticket No and Ticket Price (€): the money column of the
    // word said before, when the link found is of another.)
    const word = tokens[before.end - 1]?.stem ?? ''
    const priced = model.columns.filter(
      (c) => numericReading(c) === 'number' && isMoney(model, c) && c.stems.includes(word),
    )
    const column =
      numericReading(before.column) && isMoney(model, before.column)
        ? before.column
        : before.tier === 'partial' && before.end - before.start === 1 && priced.length === 1
          ? priced[0]
          : undefined
    if (!column) return []
    return [{ ...before, column, end: t.index + 1, said: `${before.said} ${t.text}`, loose: true }]
  })
  if (named.length > 0) return named
  // ("revenue" over price_per_rider and total_paid: a price per thing is no money taken.)
  const money = model.columns.filter(
    (c) => numericReading(c) === 'number' && isMoney(model, c) && !c.words.includes('per'),
  )
  const counted = model.columns.some((c) => c.stems.some((s) => QUANTITY_STEMS.has(s)))
  // ("revenue" over Price per L and Total (€): the money a row brings in is its total.)
  const totals = money.filter((c) => c.words.some((w) => TOTAL_WORDS.has(w)))
  const column = money.length === 1 && !counted ? money[0] : totals.length === 1 ? totals[0] : undefined
  if (!column) return []
  return said.map((t) => ({
    start: t.index,
    end: t.index + 1,
    column,
    tier: 'synonym',
    coverage: 1,
    said: t.text,
    loose: true,
  }))
}

/** A word linked in part to a column of text ("revenue" to Sale ID, through "sales"): no money. */
export const partOfText = (s: Span): boolean =>
  'column' in s && (s as ColumnLink).tier === 'partial' && !numericReading((s as ColumnLink).column)

const QUANTITY_STEMS = new Set(['quantity', 'units', 'unit'].map(stemWord))
