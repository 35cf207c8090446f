import { chronoNode } from './language-libraries.js'
import type { Token } from './question-tokens.js'
import type { Span } from './spans.js'
import { unitOf } from './vocabulary/unit-conversions.js'
import { COMPARE_WORDS, CURRENCY_SIGNS } from './word-lists.js'
import { wordTable } from './word-table.js'

export type PeriodGrain = 'day' | 'month' | 'quarter' | 'year' | 'decade' | 'range'

/** A period the question names: [from, until) as ISO dates, or the last N units of the data. */
export interface PeriodLink extends Span {
  readonly grain: PeriodGrain
  readonly from: string
  readonly until: string
  readonly said: string
  /** "last 90 days": relative to the latest date in the data. */
  readonly recent?: { readonly amount: number; readonly unit: 'day' | 'week' | 'month' | 'year' }
  /** The word before it: after 1999, before 2000, since 2001, until 2003. */
  readonly bound?: 'after' | 'before' | 'since' | 'until'
  /** Index of the bound word. */
  readonly boundAt?: number
  /** "in november": a month of any year (from/until are empty). */
  readonly monthOfYear?: number
}

const pad = (n: number) => String(n).padStart(2, '0')
const iso = (y: number, m = 1, d = 1) => `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`
const nextMonth = (y: number, m: number) => (m === 12 ? iso(y + 1, 1) : iso(y, m + 1))
const isYear = (t: Token | undefined) => !!t && /^(1[0-9]{3}|20[0-9]{2})$/.test(t.text)
const BOUNDS: Readonly<Record<string, PeriodLink['bound']>> = wordTable({
  after: 'after',
  before: 'before',
  since: 'since',
  until: 'until',
  till: 'until',
  prior: 'before',
})
/** "prior to 1993", "later than 1990": the words that bound a period from one side. */
const TWO_WORD_BOUNDS: Readonly<Record<string, PeriodLink['bound']>> = wordTable({
  'prior to': 'before',
  'earlier than': 'before',
  'later than': 'after',
  // "any car older than 2010": of a year, older is before.
  'older than': 'before',
  'newer than': 'after',
  'up to': 'until',
})
/** "on or after", "in or before": the words before "or" that take the period in. */
const ON_OR = new Set(['on', 'in', 'at', 'during'])
/** Bounds said after the period, which it includes. */
const ONE_WORD_AFTER: Readonly<Record<string, PeriodLink['bound']>> = wordTable({
  onwards: 'since',
  onward: 'since',
})
const TWO_WORDS_AFTER: Readonly<Record<string, PeriodLink['bound']>> = wordTable({
  'or later': 'since',
  'and later': 'since',
  'or after': 'since',
  'and after': 'since',
  'or earlier': 'until',
  'and earlier': 'until',
  'or before': 'until',
  'or older': 'until',
  'or newer': 'since',
  'and before': 'until',
})
const UNITS: Readonly<Record<string, 'day' | 'week' | 'month' | 'year'>> = wordTable({
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  year: 'year',
  years: 'year',
})
/** Words between two periods compared or joined. */
const SIDE_JOINERS = new Set(['and', 'or', 'vs', 'versus', 'to'])
const REFERENCE = new Date(Date.UTC(2000, 0, 1))
const MONTH_WORD = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/
const MONTH_NAME = /^(january|february|march|april|may|june|july|august|september|october|november|december)$/

/** Parts of a year by their months. */
const PARTS_OF_YEAR: Readonly<Record<string, number>> = { quarter: 3, half: 6 }
const ORDINALS = ['first', 'second', 'third', 'fourth']

/** "the first quarter of 2023", "the second half in 2022" from `i`: the part's months and its year. */
function partOfYear(
  tokens: readonly Token[],
  i: number,
): { nth: number; part: number; year?: number } | undefined {
  const part = PARTS_OF_YEAR[tokens[i + 1]?.text ?? '']
  const nth = ORDINALS.indexOf(tokens[i]?.text ?? '') + 1
  if (!part || nth === 0 || nth > 12 / part) return undefined
  const year = tokens[i + 3]
  const written = ['of', 'in'].includes(tokens[i + 2]?.text ?? '') && isYear(year)
  return written ? { nth, part, year: Number(year?.text) } : { nth, part }
}

/** "Q3", "H1": a quarter or a half of a year, written short. */
function shortPart(text: string): { nth: number; part: number } | undefined {
  const written = /^([qh])([1-4])$/.exec(text)
  if (!written) return undefined
  const part = written[1] === 'q' ? 3 : 6
  const nth = Number(written[2])
  return nth * part <= 12 ? { nth, part } : undefined
}

/** The months of the `nth` part of `year`, said by tokens `start` to `end`. */
function partPeriod(
  tokens: readonly Token[],
  start: number,
  end: number,
  { nth, part }: { nth: number; part: number },
  year: number,
): PeriodLink {
  const from = (nth - 1) * part + 1
  const until = from + part > 12 ? iso(year + 1) : iso(year, from + part)
  return period(tokens, start, end, part === 3 ? 'quarter' : 'range', iso(year, from), until)
}

/** The one year written after the parts of a year the question names ("the first half of 2024"). */
function yearOfParts(tokens: readonly Token[]): number | undefined {
  const years = new Set(tokens.flatMap((_, i) => partOfYear(tokens, i)?.year ?? []))
  return years.size === 1 ? [...years][0] : undefined
}

/** Years, quarters, months, days, decades, year ranges and "last N days" in the question. */
export function findPeriods(tokens: readonly Token[]): PeriodLink[] {
  const found: PeriodLink[] = [...chronoPeriods(tokens)]
  const taken = (i: number) => found.some((p) => p.start <= i && i < p.end)
  const sharedYear = yearOfParts(tokens)
  for (let i = 0; i < tokens.length; i++) {
    if (taken(i)) continue
    const t = tokens[i] as Token
    const short = shortPart(t.text)
    const next = tokens[i + 1]
    // "Q1 and Q2 2023", "H1 vs H2 2024": the year written once holds for both parts.
    const later = tokens[i + 3]
    const other = shortPart(tokens[i + 2]?.text ?? '')
    if (short && SIDE_JOINERS.has(next?.text ?? '') && other?.part === short.part && isYear(later)) {
      found.push(partPeriod(tokens, i, i + 1, short, Number(later?.text)))
      continue
    }
    // "the first quarter of 2023"; "the first half of 2024 with the second half": the year written
    // once holds for both parts.
    const partOf = partOfYear(tokens, i)
    const partYear = partOf?.year ?? (tokens[i - 1]?.text === 'the' ? sharedYear : undefined)
    if (partOf && partYear !== undefined) {
      const end = partOf.year === undefined ? i + 2 : i + 4
      found.push(partPeriod(tokens, i, end, partOf, partYear))
      i = end - 1
      continue
    }
    if (short && isYear(next)) {
      found.push(partPeriod(tokens, i, i + 2, short, Number(next?.text)))
      i++
      continue
    }
    if (
      (t.text === 'last' || t.text === 'past') &&
      /^\d+$/.test(next?.text ?? '') &&
      UNITS[tokens[i + 2]?.text ?? '']
    ) {
      const unit = UNITS[tokens[i + 2]?.text ?? ''] ?? 'day'
      found.push({
        ...period(tokens, i, i + 3, 'range', '', ''),
        recent: { amount: Number(next?.text), unit },
      })
      i += 2
      continue
    }
    const day = dayWritten(t.text)
    if (day) {
      // "from 10/9/2009 to 2/20/2010", "between 2021-01-04 and 2021-02-01": both days kept.
      const opener = tokens[i - 1]?.text ?? ''
      const last = dayWritten(tokens[i + 2]?.text ?? '')
      const joined = ['to', 'and', 'through', 'until'].includes(tokens[i + 1]?.text ?? '')
      if (last && joined && (opener === 'from' || opener === 'between')) {
        found.push(period(tokens, i - 1, i + 3, 'range', iso(day.y, day.m, day.d), dayAfter(last)))
        i += 2
        continue
      }
      found.push(period(tokens, i, i + 1, 'day', iso(day.y, day.m, day.d), dayAfter(day)))
      continue
    }
    const decade = /^(1[0-9]{2}0|20[0-9]0)s$/.exec(t.text)
    if (decade) {
      const y = Number(decade[1])
      // "the 1800s", "the 1900s": a century ("the 2000s" stays the decade 2000-2009, as said).
      if (y % 100 === 0 && y < 2000) found.push(period(tokens, i, i + 1, 'range', iso(y), iso(y + 100)))
      else found.push(period(tokens, i, i + 1, 'decade', iso(y), iso(y + 10)))
      continue
    }
    // "over $2000" is an amount, never a year; nor is "a 1000 W motor", "1000 g jars".
    const after = unitOf(tokens[i + 1]?.text ?? '')
    const unitAfter = after !== undefined && after.dimension !== 'time'
    if (isYear(t) && !CURRENCY_SIGNS.has(tokens[i - 1]?.text ?? '') && !unitAfter) {
      const y = Number(t.text)
      const joiner = tokens[i + 1]?.text
      const other = tokens[i + 2]
      if ((joiner === 'and' || joiner === 'to' || joiner === 'through') && isYear(other)) {
        const opener = tokens[i - 1]?.text
        if (opener === 'between' || opener === 'from' || joiner !== 'and') {
          const y2 = Number(other?.text)
          if (y2 >= y) {
            found.push(
              period(
                tokens,
                opener === 'between' || opener === 'from' ? i - 1 : i,
                i + 3,
                'range',
                iso(y),
                iso(y2 + 1),
              ),
            )
            i += 2
            continue
          }
        }
      }
      // "2005-2006" (a season written with both years) is the season starting in the first.
      if (isYear(tokens[i + 1]) && Number(tokens[i + 1]?.text) === y + 1) {
        found.push(period(tokens, i, i + 2, 'year', iso(y), iso(y + 1)))
        i++
        continue
      }
      found.push(period(tokens, i, i + 1, 'year', iso(y), iso(y + 1)))
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

/**
 * A day written in digits: "2021-10-15", or "10/15/2021" month first as US business English
 * writes it ("15/10/2021" only reads day first). Undefined for anything that is not a real day.
 */
export function dayWritten(text: string): { y: number; m: number; d: number } | undefined {
  const isoDay = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  const [y, m, d] = isoDay
    ? [Number(isoDay[1]), Number(isoDay[2]), Number(isoDay[3])]
    : slashed
      ? Number(slashed[1]) > 12
        ? [Number(slashed[3]), Number(slashed[2]), Number(slashed[1])]
        : [Number(slashed[3]), Number(slashed[1]), Number(slashed[2])]
      : [0, 0, 0]
  if (y === 0) return undefined
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? { y, m, d } : undefined
}

const dayAfter = (day: { y: number; m: number; d: number }) =>
  new Date(Date.UTC(day.y, day.m - 1, day.d + 1)).toISOString().slice(0, 10)

function period(
  tokens: readonly Token[],
  start: number,
  end: number,
  grain: PeriodGrain,
  from: string,
  until: string,
): PeriodLink {
  const said = tokens
    .slice(start, end)
    .map((t) => t.text)
    .join(' ')
  // "after the year 1961": the bound word may stand before "the year".
  let at = start - 1
  while (at > 0 && (tokens[at]?.text === 'the' || tokens[at]?.text === 'year')) at--
  const before = tokens[at]?.text ?? ''
  const twoBefore = `${tokens[at - 1]?.text ?? ''} ${before}`
  const oneWord = BOUNDS[before]
  const bound = oneWord ?? TWO_WORD_BOUNDS[twoBefore]
  // "on or after September 30", "in or before 2005": the period itself is in.
  const orOn = tokens[at - 1]?.text === 'or' && ON_OR.has(tokens[at - 2]?.text ?? '')
  if (orOn && (bound === 'after' || bound === 'before')) {
    const inclusive = bound === 'after' ? 'since' : 'until'
    return { start, end, grain, from, until, said, bound: inclusive, boundAt: at - 2 }
  }
  if (bound) return { start, end, grain, from, until, said, bound, boundAt: oneWord ? at : at - 1 }
  // "2020 or later", "2019 and earlier", "2015 onwards": the bound after the period, in its span.
  const one = tokens[end]?.text ?? ''
  const two = `${one} ${tokens[end + 1]?.text ?? ''}`
  const after = ONE_WORD_AFTER[one] ? 1 : TWO_WORDS_AFTER[two] ? 2 : 0
  const trailing = ONE_WORD_AFTER[one] ?? TWO_WORDS_AFTER[two]
  if (trailing) return { start, end: end + after, grain, from, until, said, bound: trailing, boundAt: start }
  return { start, end, grain, from, until, said }
}

/** Words joining two months compared: "February versus March", "March compared with April". */
const MONTH_JOINERS = new Set(['versus', 'vs', 'and', 'or', 'with', 'compared', 'against'])

/** A month said without a year right after another month so said, the words between joining them. */
function afterMonth(tokens: readonly Token[], links: readonly PeriodLink[], start: number): boolean {
  const last = links.at(-1)
  if (last?.monthOfYear === undefined) return false
  const between = tokens.slice(last.end, start)
  return between.length > 0 && between.length <= 2 && between.every((t) => MONTH_JOINERS.has(t.text))
}

/** Months and days named in words, through chrono ("march 3 1998", "may 2024", "between march and may 2024"). */
function chronoPeriods(tokens: readonly Token[]): PeriodLink[] {
  const text = tokens.map((t) => t.text).join(' ')
  if (!/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/.test(text)) return []
  const starts: number[] = []
  let offset = 0
  for (const t of tokens) {
    starts.push(offset)
    offset += t.text.length + 1
  }
  const tokenAt = (char: number) =>
    starts.findIndex((s, i) => s <= char && char < s + (tokens[i]?.text.length ?? 0) + 1)
  const results = chronoNode().parse(text, REFERENCE, { forwardDate: false })
  const links: PeriodLink[] = []
  let pendingMonth: { start: number; month: number } | undefined
  for (const r of results) {
    const known = (r.start as unknown as { knownValues: Record<string, number> }).knownValues
    const month = known.month
    // Only dates written out: "the month" or "today" are relative and name no period of the data.
    if (month === undefined || !MONTH_WORD.test(r.text)) continue
    const start = tokenAt(r.index)
    const end = tokenAt(r.index + r.text.length - 1) + 1
    if (start < 0 || end <= start) continue
    const year = known.year
    if (year === undefined) {
      const joined = tokens[start - 1]?.text
      if (joined === 'between' || joined === 'from') pendingMonth = { start: start - 1, month }
      else if (
        end === start + 1 &&
        MONTH_NAME.test(tokens[start]?.text ?? '') &&
        (['in', 'of', 'during'].includes(joined ?? '') || afterMonth(tokens, links, start))
      )
        links.push({ ...period(tokens, start, end, 'month', '', ''), monthOfYear: month })
      continue
    }
    if (pendingMonth && (tokens[start - 1]?.text === 'and' || tokens[start - 1]?.text === 'to')) {
      links.push(
        period(
          tokens,
          pendingMonth.start,
          end,
          'range',
          iso(year, pendingMonth.month),
          nextMonth(year, month),
        ),
      )
      pendingMonth = undefined
      continue
    }
    const day = known.day
    // ("from July 2023 through June 2024": chrono reads the range whole; both ends are kept.)
    const last = (r.end as unknown as { knownValues: Record<string, number> } | undefined)?.knownValues
    if (last?.month !== undefined) {
      const to = { year: last.year ?? year, month: last.month }
      // "compare deliveries in January 2024 to February 2024": two months compared, not a range.
      const joint = tokens.findIndex((t, i) => start < i && i < end - 1 && t.text === 'to')
      const compared = tokens.slice(0, start).some((t) => COMPARE_WORDS.has(t.text))
      if (compared && joint > 0 && day === undefined && last.day === undefined) {
        links.push(period(tokens, start, joint, 'month', iso(year, month), nextMonth(year, month)))
        links.push(
          period(tokens, joint + 1, end, 'month', iso(to.year, to.month), nextMonth(to.year, to.month)),
        )
        continue
      }
      const until =
        last.day !== undefined
          ? new Date(Date.UTC(to.year, to.month - 1, last.day + 1)).toISOString().slice(0, 10)
          : nextMonth(to.year, to.month)
      links.push(period(tokens, start, end, 'range', iso(year, month, day), until))
      continue
    }
    if (day !== undefined) {
      const until = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)
      links.push(period(tokens, start, end, 'day', iso(year, month, day), until))
      continue
    }
    // "March and April 2024": the year said once is the first month's too.
    const bare = afterMonth(tokens, links, start) ? links.at(-1) : undefined
    if (bare?.monthOfYear !== undefined) {
      const first = bare.monthOfYear
      links[links.length - 1] = period(
        tokens,
        bare.start,
        bare.end,
        'month',
        iso(year, first),
        nextMonth(year, first),
      )
    }
    links.push(period(tokens, start, end, 'month', iso(year, month), nextMonth(year, month)))
  }
  return links
}
