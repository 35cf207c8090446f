import { conjugations } from './language-libraries.js'
import { NOT } from './negation-words.js'
import { oncePer } from './once-per.js'
import type { Token } from './question-tokens.js'
import { pickNonOverlapping, type Span } from './spans.js'
import { spellingFix } from './spelling.js'
import { normalTokens, stripCellNotes } from './text-normalizer.js'
import type { CellRef, ValueIndex } from './value-index.js'
import { PLACE_ALIASES } from './vocabulary/place-names.js'
import { CODE_ALIASES, CODE_CELLS, type CodeKind } from './vocabulary/value-codes.js'
import { CUE_WORDS, STOP_WORDS } from './word-lists.js'
import { stemWord } from './word-stem.js'
import { wordTable } from './word-table.js'

/** Other names a question may give a cell: places ("us"), and what codes stand for ("texas" -> TX). */
export const ALIASES: Readonly<Record<string, readonly string[]>> = wordTable({
  ...Object.fromEntries(Object.entries(CODE_ALIASES).map(([word, alias]) => [word, alias.cells])),
  ...PLACE_ALIASES,
})

/** exact: the whole cell; variant: without notes/article or one item of a list; stem: word stems; partial: part of a cell. */
export type ValueTier = 'exact' | 'variant' | 'stem' | 'partial'

export interface ValueLink extends Span {
  readonly cells: readonly CellRef[]
  readonly tier: ValueTier
  /** The question's words. */
  readonly said: string
  /** A partial match that fits several different cells ("schumacher"): the question must say which. */
  readonly ambiguous?: boolean
}

const TIER_WEIGHT: Readonly<Record<ValueTier, number>> = { exact: 1, variant: 0.95, stem: 0.85, partial: 0.6 }
const MAX_PARTIAL_CELLS = 8
const MAX_PARTIAL_POOL = 400

const isNumberWord = (t: Token) => /^[\d.]+$/.test(t.text)
/** A word that may name a cell: no stop word, unless written in capitals ("orders from IT"). */
const isContent = (t: Token) => (!STOP_WORDS.has(t.text) || t.tags.has('Acronym')) && t.text.length > 1

/**
 * ("Hispanic patients" over Ethnicity of "Spanish/Hispanic" and "Not Span/Hispanic": a cell that
 * writes "not" before the word ("Not Span/Hispanic") says the opposite of it.)
 */
function unnegated(cells: readonly CellRef[] | undefined, span: readonly Token[]): CellRef[] | undefined {
  const first = span[0]?.text
  const kept = cells?.filter(
    (c) => !c.tokens.slice(0, c.tokens.indexOf(first ?? '')).some((t) => CELL_NEGATIONS.has(t)),
  )
  return kept && kept.length > 0 ? kept : undefined
}
const CELL_NEGATIONS = new Set(['not', 'non', 'no'])

/** "neither Gold nor Silver": after a negation, "nor" joins; it is no code ("NOR", in capitals, is). */
const joiningNor = (tokens: readonly Token[], t: Token) =>
  t.text === 'nor' && !t.tags.has('Acronym') && tokens.some((x) => x.index < t.index && NOT.has(x.text))

/**
 * "done", "to do": words the parser otherwise reads past are a status when they are a whole cell
 * of a category (on several rows), except grammar words alone ("in", "is").
 */
function statusCell(span: readonly Token[], cells: readonly CellRef[] | undefined): boolean {
  if (!cells || cells.length === 0 || !cells.every((c) => c.count >= 2)) return false
  return span.length > 1 || !GRAMMAR_WORDS.has((span[0] as Token).text)
}

export const GRAMMAR_WORDS = new Set(
  'the a an of in on at to for by with from as into is was were are be been being am do does did has have had it its and or but if than then so there here this that these those what which who whom when where how not no all any each one s t'.split(
    ' ',
  ),
)

/** Cells the question quotes, longest and most exact first, never two over the same words. */
export function linkValues(
  tokens: readonly Token[],
  index: ValueIndex,
  blocked: readonly boolean[],
  abbreviations: ReadonlySet<string> = new Set(),
  capitals: ReadonlySet<string> = new Set(),
): ValueLink[] {
  const fixed = new Map<number, string>()
  for (const t of tokens) {
    const fix = blocked[t.index] || abbreviations.has(t.text) ? undefined : spellingFix(t, index)
    if (fix) fixed.set(t.index, fix)
  }
  if (fixed.size === 0) return linkWords(tokens, index, blocked, abbreviations, capitals)
  // Misspelt names are linked as spelled in the table, and the link is a loose one, disclosed with
  // the question's own words.
  const spelled = tokens.map((t) => {
    const fix = fixed.get(t.index)
    return fix ? { ...t, text: fix, lemma: fix, stem: stemWord(fix), surfaceStem: stemWord(fix) } : t
  })
  return linkWords(spelled, index, blocked, abbreviations, capitals).map((link) => {
    const covers = [...fixed.keys()].some((i) => link.start <= i && i < link.end)
    if (!covers) return link
    const said = tokens
      .slice(link.start, link.end)
      .map((t) => t.text)
      .join(' ')
    return { ...link, tier: 'partial' as const, said }
  })
}

function linkWords(
  tokens: readonly Token[],
  index: ValueIndex,
  blocked: readonly boolean[],
  abbreviations: ReadonlySet<string>,
  capitals: ReadonlySet<string>,
): ValueLink[] {
  const found: ValueLink[] = []
  const n = tokens.length
  for (let start = 0; start < n; start++) {
    for (let len = Math.min(index.maxTokens, n - start); len >= 1; len--) {
      const span = tokens.slice(start, start + len)
      if (span.every(isNumberWord)) continue
      if (len === 1 && CUE_WORDS.has((span[0] as Token).text)) continue
      // ("no umbrella weighs more than 3 kg": "no" before a cell of things says none of them, never
      // a cell No; "no deposit paid" stays a yes/no column's no.)
      const next = tokens[start + 1]
      if (
        len === 1 &&
        (span[0] as Token).text === 'no' &&
        next?.tags.has('Noun') &&
        index.exact.has(next.text)
      )
        continue
      if (span.some((t) => joiningNor(tokens, t))) continue
      if (span.some((t) => blocked[t.index])) continue
      const key = span.map((t) => t.text).join(' ')
      if (!span.some(isContent) && !statusCell(span, index.exact.get(key))) continue
      const said = key
      const end = start + len
      const exact = index.exact.get(key)
      const variant = unnegated(index.variants.get(key), span)
      // ("female victims" where Name holds a placeholder "female" and Sex holds only F and M: a
      // word for a sex names the column of sexes, wherever else it is written.)
      const sexes = CODE_ALIASES[key]?.kind === 'gender' ? aliasCells(key, index) : []
      if (sexes.length > 0) {
        found.push({ start, end, cells: sexes, tier: 'variant', said })
        continue
      }
      if (exact) {
        // "action movies" over genres like "Action" and "Action, Comedy": the cells listing it too.
        const listed = (variant ?? []).filter(
          (v) => !exact.includes(v) && exact.some((e) => e.column === v.column),
        )
        // ("low fat items" over Low Fat, low fat and LF: the column's shortened writings too, disclosed.)
        const short = [...new Set(exact.flatMap((e) => index.shortened.get(e.tokens.join(' ')) ?? []))]
        found.push({
          start,
          end,
          cells: [...exact, ...listed, ...short],
          tier: short.length > 0 ? 'variant' : 'exact',
          said,
        })
        continue
      }
      if (variant) {
        // ("licensed outside Maryland" over Route Type "Maryland (State)" and a License State of MD:
        // the code the name stands for too, so that the column named picks between them.)
        const coded = aliasCells(key, index).filter((c) => !variant.includes(c))
        found.push({ start, end, cells: [...variant, ...coded], tier: 'variant', said })
        continue
      }
      // ("the largest fee" over a Size of Large: a superlative ranks, it names no cell of its stem.)
      const graded = span.some((t) => t.tags.has('Superlative') || t.tags.has('Comparative'))
      // ("orders of cosmetic" over Cosmetics, which the stemmer keeps whole: the plural said too.)
      const plural = [...span.slice(0, -1).map((t) => t.stem), stemWord(`${span.at(-1)?.text}s`)].join(' ')
      const stemmed = graded
        ? undefined
        : (index.stemmed.get(span.map((t) => t.stem).join(' ')) ?? index.stemmed.get(plural))
      if (stemmed) {
        found.push({ start, end, cells: stemmed, tier: 'stem', said })
        continue
      }
      // "how many participants withdrew" where Status reads Withdrawn: the verb's participle.
      const participle = len === 1 ? participleOf(span[0] as Token) : undefined
      const written = participle && (index.exact.get(participle) ?? index.stemmed.get(stemWord(participle)))
      if (written) {
        found.push({ start, end, cells: written, tier: 'stem', said })
        continue
      }
      // "rainy weather" where WEATHER_CONDITION writes RAIN: the noun an adjective in -y is made of.
      const noun = len === 1 ? nounOfAdjective(span[0] as Token) : undefined
      const made = noun && index.exact.get(noun)
      if (made) {
        found.push({ start, end, cells: made, tier: 'stem', said })
        continue
      }
      const aliased = aliasCells(key, index)
      if (aliased.length > 0) found.push({ start, end, cells: aliased, tier: 'variant', said })
    }
  }
  found.push(...gluedPhrasalVerbs(tokens, index, blocked))
  found.push(...sharedHeadLinks(tokens, index, found))
  found.push(...partialLinks(tokens, index, blocked, found))
  found.push(...abbreviationLinks(tokens, index, blocked, found, abbreviations))
  found.push(...initialsLinks(tokens, index, blocked, found, capitals))
  const named = found.filter((l) => !commonNoun(tokens, l))
  return pickNonOverlapping(named, (l) => (l.end - l.start) * TIER_WEIGHT[l.tier])
}

/**
 * "groups A and B", "group A, B or C": after a cell of several words, the words joined to it by
 * "and" or "or" name cells of the same column that differ from it in the last word only.
 */
function sharedHeadLinks(
  tokens: readonly Token[],
  index: ValueIndex,
  found: readonly ValueLink[],
): ValueLink[] {
  const out: ValueLink[] = []
  for (const link of found) {
    if (link.end - link.start < 2) continue
    for (const cell of link.cells) {
      const head = cell.tokens.slice(0, -1)
      if (cell.tokens.length !== link.end - link.start || head.length === 0) continue
      for (let j = link.end; ['and', 'or'].includes(tokens[j]?.text ?? '') && tokens[j + 1]; j += 2) {
        const word = (tokens[j + 1] as Token).text
        const cells = (index.exact.get([...head, word].join(' ')) ?? []).filter(
          (c) => c.column === cell.column,
        )
        if (cells.length === 0) break
        out.push({ start: j + 1, end: j + 2, cells, tier: 'exact', said: word })
      }
    }
  }
  return out
}

/** "rainy" -> rain, "snowy" -> snow, "sunny" -> sun: an adjective made of a noun with -y. */
function nounOfAdjective(t: Token): string | undefined {
  if (!t.tags.has('Adjective') || !/^[a-z]{4,}y$/.test(t.text)) return undefined
  const stem = t.text.slice(0, -1)
  return /(.)\1$/.test(stem) ? stem.slice(0, -1) : stem
}

/** The participle of a verb when it is another word: withdrew, withdraw -> withdrawn. */
function participleOf(t: Token): string | undefined {
  if (!t.tags.has('Verb') || t.tags.has('Auxiliary') || t.tags.has('Copula')) return undefined
  const participle = conjugations(t.lemma).Participle
  return participle !== t.text ? participle : undefined
}

/**
 * "students who dropped out" where Target reads Dropout, "checked in" for Checkin: English makes a
 * noun of a verb and its particle by gluing them, and a cell keeps that noun.
 */
function gluedPhrasalVerbs(
  tokens: readonly Token[],
  index: ValueIndex,
  blocked: readonly boolean[],
): ValueLink[] {
  const out: ValueLink[] = []
  for (const [i, verb] of tokens.entries()) {
    const particle = tokens[i + 1]
    if (!particle?.tags.has('Particle') || !verb.tags.has('Verb') || blocked[i] || blocked[i + 1]) continue
    const cells = index.exact.get(`${verb.lemma}${particle.text}`)
    if (cells)
      out.push({ start: i, end: i + 2, cells, tier: 'variant', said: `${verb.text} ${particle.text}` })
  }
  return out
}

/**
 * "a company has received": one word after "a" or "an" is a common noun, not a name; it names a
 * cell only when it is the whole cell ("a female passenger"), never part of one ("McKinsey & Company").
 */
function commonNoun(tokens: readonly Token[], l: ValueLink): boolean {
  const article = tokens[l.start - 1]?.text
  // ("a female victim" over F and M: a word for a sex names the codes written for it.)
  const sex = CODE_ALIASES[l.said]?.kind === 'gender'
  return l.end - l.start === 1 && l.tier !== 'exact' && !sex && (article === 'a' || article === 'an')
}

/** Cells a place alias names, or the codes a word stands for in a column written in those codes. */
export function aliasCells(key: string, index: ValueIndex): readonly CellRef[] {
  const places = (PLACE_ALIASES[key] ?? []).flatMap(
    (alias) => index.exact.get(alias) ?? index.variants.get(alias) ?? [],
  )
  if (places.length > 0) return places
  const days = (WEEK_PARTS[key] ?? []).flatMap((day) => index.exact.get(day) ?? [])
  if (days.length > 0) return days
  const code = CODE_ALIASES[key]
  if (!code) return []
  const coded = codedColumns(index, code.kind)
  return code.cells.flatMap((cell) => (index.exact.get(cell) ?? []).filter((c) => coded.has(c.column)))
}

const WEEKEND = ['saturday', 'sunday', 'sat', 'sun']
const WORKDAYS = 'monday tuesday wednesday thursday friday mon tue wed thu fri'.split(' ')

/** "weekend days" over a Weekday Name of Monday to Sunday: the days the part of the week holds. */
const WEEK_PARTS: Readonly<Record<string, readonly string[]>> = wordTable({
  weekend: WEEKEND,
  weekends: WEEKEND,
  weekday: WORKDAYS,
  weekdays: WORKDAYS,
})

const codedCache = new WeakMap<ValueIndex, Map<CodeKind, ReadonlySet<string>>>()

/** Cells that say a value is not known, in any column of codes. */
const UNKNOWN_MARKS = new Set(['u', 'unk', 'unknown', '(null)', 'null', 'n/a', 'na', 'none'])

/** Columns at least 80% of whose different cells are codes of the kind (F/M, TX/CA, Y/N). */
export function codedColumns(index: ValueIndex, kind: CodeKind): ReadonlySet<string> {
  let byKind = codedCache.get(index)
  if (!byKind) {
    byKind = new Map()
    codedCache.set(index, byKind)
  }
  const cached = byKind.get(kind)
  if (cached) return cached
  const total = new Map<string, number>()
  const codes = new Map<string, number>()
  for (const [key, cells] of index.exact)
    for (const cell of cells) {
      // ("M", "F" and "U" of VIC_SEX: a mark of the unknown is no other kind of value.)
      if (UNKNOWN_MARKS.has(key)) continue
      total.set(cell.column, (total.get(cell.column) ?? 0) + 1)
      if (CODE_CELLS[kind].has(key)) codes.set(cell.column, (codes.get(cell.column) ?? 0) + 1)
    }
  const coded = new Set([...codes].filter(([c, n]) => n >= 0.8 * (total.get(c) ?? 0)).map(([c]) => c))
  byKind.set(kind, coded)
  return coded
}

/** Question words found inside longer cells ("sixth sense" in "The Sixth Sense (film)"). */
function partialLinks(
  tokens: readonly Token[],
  index: ValueIndex,
  blocked: readonly boolean[],
  whole: readonly ValueLink[],
): ValueLink[] {
  const links: ValueLink[] = []
  const n = tokens.length
  for (let start = 0; start < n; start++) {
    for (let len = Math.min(4, n - start); len >= 1; len--) {
      const span = tokens.slice(start, start + len)
      const end = start + len
      if (span.some((t) => blocked[t.index])) continue
      if (!isContent(span[0] as Token) || !isContent(span[len - 1] as Token)) continue
      const only = span[0] as Token
      const short = only.text.length < 4 && !(only.text.length === 3 && only.tags.has('Verb'))
      if (len === 1 && (short || isNumberWord(only) || CUE_WORDS.has(only.text))) continue
      if (whole.some((w) => w.start <= start && end <= w.end)) continue
      const words = span.map((t) => t.text)
      // Scan the cells of the rarest word; a word in thousands of cells names no one of them.
      let pool: readonly CellRef[] | undefined
      for (const w of words) {
        const list = index.byToken.get(w) ?? []
        if (!pool || list.length < pool.length) pool = list
      }
      if (!pool || pool.length > MAX_PARTIAL_POOL) continue
      // ("runs" in "140 runs": the unit of a number names no cell.)
      const unitOfNumber = (c: CellRef) =>
        len === 1 && /^[\d.]+$/.test(c.tokens[0] ?? '') && c.tokens[1] === words[0]
      const cells = pool.filter(
        (c) => c.tokens.length <= 3 * len && hasRun(c.tokens, words) && !unitOfNumber(c),
      )
      if (cells.length === 0 || cells.length > MAX_PARTIAL_CELLS) continue
      const ambiguous = distinctEntities(cells, words)
      // A part names the cell only when the rest is decoration ("at BC Lions", "The Sixth Sense
      // (film)"); "new zealand" does not name "New Zealand Pharmaceuticals" alone.
      // "won" names "Closed Won" beside "Closed Lost": words the column's other cells share are decoration.
      const named = (c: CellRef) => leftover(c, words) <= (len >= 2 ? 1 : 0) || sharedRest(index, c, words)
      if (!ambiguous && !cells.some(named)) continue
      links.push({
        start,
        end,
        cells,
        tier: 'partial',
        said: words.join(' '),
        ...(ambiguous ? { ambiguous } : {}),
      })
      break
    }
  }
  return links
}

/** "Calif." for "California": a word written with a full stop that starts exactly one cell word. */
function abbreviationLinks(
  tokens: readonly Token[],
  index: ValueIndex,
  blocked: readonly boolean[],
  found: readonly ValueLink[],
  abbreviations: ReadonlySet<string>,
): ValueLink[] {
  return oneWordLinks(tokens, blocked, found, 'partial', (t) => {
    if (!abbreviations.has(t.text) || t.text.length < 3) return []
    const words = wordsStartingWith(index.words, t.text).filter((w) => w.length > t.text.length)
    return words.length === 1 ? [...new Set(words.flatMap((w) => index.byToken.get(w) ?? []))] : []
  })
}

/**
 * "employees in HR" where Department reads Human Resources: a word the question writes in capitals
 * that is the initials of a cell of several words (disclosed). Small words ("of", "and") have none.
 */
function initialsLinks(
  tokens: readonly Token[],
  index: ValueIndex,
  blocked: readonly boolean[],
  found: readonly ValueLink[],
  capitals: ReadonlySet<string>,
): ValueLink[] {
  return oneWordLinks(tokens, blocked, found, 'variant', (t) =>
    capitals.has(t.text) ? (initialsOf(index).get(t.text) ?? []) : [],
  )
}

/** One-word links of the words no other link holds, to the cells `cellsOf` gives (a few at most). */
function oneWordLinks(
  tokens: readonly Token[],
  blocked: readonly boolean[],
  found: readonly ValueLink[],
  tier: ValueLink['tier'],
  cellsOf: (t: Token) => readonly CellRef[],
): ValueLink[] {
  const links: ValueLink[] = []
  for (const t of tokens) {
    if (blocked[t.index] || found.some((f) => f.start <= t.index && t.index < f.end)) continue
    const cells = cellsOf(t)
    if (cells.length === 0 || cells.length > MAX_PARTIAL_CELLS) continue
    links.push({ start: t.index, end: t.index + 1, cells: [...cells], tier, said: t.text })
  }
  return links
}

const INITIALS_SKIP = new Set(['of', 'and', 'the', 'for', '&'])

/** Cells of two to four words on several rows, by their initials ("hr" for Human Resources), once per index. */
const initialsOf = oncePer((index: ValueIndex): ReadonlyMap<string, readonly CellRef[]> => {
  const out = new Map<string, CellRef[]>()
  for (const [key, cells] of index.exact) {
    const words = key.split(' ').filter((w) => !INITIALS_SKIP.has(w))
    if (words.length < 2 || words.length > 4 || words.some((w) => !/^\p{L}/u.test(w))) continue
    // (A category's cell, on several rows: "Hao Rodrigues" is no HR.)
    const repeated = cells.filter((c) => c.count >= 2)
    if (repeated.length === 0) continue
    const initials = words.map((w) => w[0]).join('')
    out.set(initials, [...(out.get(initials) ?? []), ...repeated])
  }
  return out
})

/** The words of a sorted list that start with `prefix`, by binary search. */
export function wordsStartingWith(sorted: readonly string[], prefix: string): string[] {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((sorted[mid] as string) < prefix) lo = mid + 1
    else hi = mid
  }
  const out: string[] = []
  for (let i = lo; i < sorted.length && (sorted[i] as string).startsWith(prefix); i++)
    out.push(sorted[i] as string)
  return out
}

/** Content words of a cell besides the matched ones, parentheses and numbers left out. */
function leftover(cell: CellRef, words: readonly string[]): number {
  const plain = normalTokens(stripCellNotes(cell.value))
  return plain.filter((t) => !words.includes(t) && !STOP_WORDS.has(t) && !/^\d+$/.test(t) && t.length > 1)
    .length
}

/** Every other word of the cell is in another cell of its column too ("Closed" of "Closed Won"). */
function sharedRest(index: ValueIndex, cell: CellRef, words: readonly string[]): boolean {
  const rest = normalTokens(stripCellNotes(cell.value)).filter(
    (t) => !words.includes(t) && !STOP_WORDS.has(t),
  )
  return (
    rest.length > 0 &&
    rest.every((w) =>
      (index.byToken.get(w) ?? []).some(
        (other) => other.column === cell.column && other.value !== cell.value,
      ),
    )
  )
}

/**
 * "schumacher" in "Michael Schumacher" and "Ralf Schumacher" names two different things; "bc lions" in
 * "at BC Lions" and "vs. BC Lions" names one. Returns true when the other words of the cells differ.
 */
function distinctEntities(cells: readonly CellRef[], words: readonly string[]): boolean {
  const rests = new Set(
    cells.map((c) =>
      c.tokens
        .filter((t) => !words.includes(t) && !STOP_WORDS.has(t) && t.length > 2 && !/^\d+$/.test(t))
        .join(' '),
    ),
  )
  return rests.size > 1 && [...rests].filter((r) => r !== '').length > 1
}

function hasRun(cell: readonly string[], words: readonly string[]): boolean {
  outer: for (let i = 0; i + words.length <= cell.length; i++) {
    for (let j = 0; j < words.length; j++) if (cell[i + j] !== words[j]) continue outer
    return true
  }
  return false
}
