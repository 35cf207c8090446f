import { lexicon } from './language-libraries.js'
import { normalTokens, stripCellNotes } from './text-normalizer.js'
import { stemWord } from './word-stem.js'

/** One distinct cell of a text column. */
export interface CellRef {
  readonly column: string
  readonly value: string
  readonly count: number
  /** The cell in normal form, word by word. */
  readonly tokens: readonly string[]
}

/** Lookup structures over a table's distinct text cells, built once per table. */
export interface ValueIndex {
  /** Normal form of the whole cell. */
  readonly exact: ReadonlyMap<string, readonly CellRef[]>
  /** Normal forms of the cell without notes or a leading article, and of each item of a list cell. */
  readonly variants: ReadonlyMap<string, readonly CellRef[]>
  /** Stemmed normal forms of the cell and its variants. */
  readonly stemmed: ReadonlyMap<string, readonly CellRef[]>
  /** Cells by each word they contain, for partial matches. */
  readonly byToken: ReadonlyMap<string, readonly CellRef[]>
  /** Cells of several words (those of byToken) by their last word: "Desk lamp", "Floor lamp" by "lamp". */
  readonly byLastToken: ReadonlyMap<string, readonly CellRef[]>
  /** Longest key, in words. */
  readonly maxTokens: number
  /** Every word of every cell, sorted, for abbreviations ("calif" -> "california"). */
  readonly words: readonly string[]
  /**
   * Cells a column writes shortened beside the cell in full, by the full cell's normal form:
   * "LF" beside "Low Fat", "reg" beside "Regular" (see shortenedSiblings).
   */
  readonly shortened: ReadonlyMap<string, readonly CellRef[]>
}

interface ColumnWithValues {
  readonly name: string
  readonly values:
    | { readonly values: readonly { readonly value: string; readonly count: number }[] }
    | undefined
}

const STATE_PREPOSITIONS = new Set(['in', 'on', 'at', 'under', 'with', 'without', 'out'])

const LIST_SEPARATOR = /\s*(?:\n|,|;|\||\/)\s*/u
const MAX_KEY_TOKENS = 12

export function buildValueIndex(columns: readonly ColumnWithValues[]): ValueIndex {
  const exact = new Map<string, CellRef[]>()
  const variants = new Map<string, CellRef[]>()
  const stemmed = new Map<string, CellRef[]>()
  const byToken = new Map<string, CellRef[]>()
  const byLastToken = new Map<string, CellRef[]>()
  let maxTokens = 1
  const add = (map: Map<string, CellRef[]>, key: string, cell: CellRef) => {
    if (key === '') return
    const list = map.get(key)
    if (!list) map.set(key, [cell])
    else if (!list.includes(cell)) list.push(cell)
  }
  const shortened = new Map<string, CellRef[]>()
  for (const column of columns) {
    const cells = column.values?.values ?? []
    const prose = isProse(cells)
    const refs: CellRef[] = []
    for (const { value, count } of cells) {
      const tokens = normalTokens(value)
      if (tokens.length === 0) continue
      const cell: CellRef = { column: column.name, value, count, tokens }
      refs.push(cell)
      const key = tokens.join(' ')
      add(exact, key, cell)
      const forms = new Set<string>([key])
      // Sentences (notes, comments) are matched whole only: their parts say too little.
      for (const variant of prose ? [] : cellVariants(value)) {
        if (variant !== key) add(variants, variant, cell)
        forms.add(variant)
      }
      for (const form of forms) {
        const words = form.split(' ')
        if (words.length <= MAX_KEY_TOKENS) maxTokens = Math.max(maxTokens, words.length)
        add(stemmed, words.map(stemWord).join(' '), cell)
      }
      if (prose || tokens.length > 40) continue
      for (const token of new Set(tokens)) add(byToken, token, cell)
      if (tokens.length > 1) add(byLastToken, tokens.at(-1) as string, cell)
    }
    for (const [full, short] of shortenedSiblings(refs)) add(shortened, full.tokens.join(' '), short)
  }
  return {
    exact,
    variants,
    stemmed,
    byToken,
    byLastToken,
    maxTokens,
    words: [...byToken.keys()].sort(),
    shortened,
  }
}

/** compromise's tags of plain nouns and adjectives (not abbreviations, days or months). */
const PLAIN_WORD_TAGS = new Set(['Singular', 'Plural', 'Adjective', 'Actor'])

/** Columns of at most this many different cells are searched for shortened cells (categories). */
const SHORTENED_CELLS = 30

/**
 * Pairs [full, short] of one column's cells where the short one is the full one's initials ("LF"
 * of "Low Fat") or the start of its one word ("reg" of "Regular", "Pvt" of "Private"), and no
 * other cell starts so: the export wrote one value two ways.
 */
function shortenedSiblings(cells: readonly CellRef[]): [CellRef, CellRef][] {
  if (cells.length > SHORTENED_CELLS) return []
  const pairs: [CellRef, CellRef][] = []
  for (const short of cells) {
    if (short.tokens.length !== 1) continue
    const word = short.tokens[0] as string
    const initials = cells.filter(
      (c) => c.tokens.length >= 2 && c.tokens.map((t) => t[0]).join('') === word && /^[a-z]+$/.test(word),
    )
    // ("Key" beside "Keypad": a noun of its own is no shortened writing of a longer word.)
    const ownWord = PLAIN_WORD_TAGS.has(String(lexicon()[word]))
    const starts = cells.filter(
      (c) =>
        c.tokens.length === 1 &&
        word.length >= 3 &&
        !ownWord &&
        (c.tokens[0] as string).length > word.length &&
        (c.tokens[0] as string).startsWith(word),
    )
    const full =
      initials.length > 0
        ? initials
        : starts.length === 1 && (starts[0]?.tokens[0]?.length ?? 0) >= 5
          ? starts
          : []
    for (const c of full) pairs.push([c, short])
  }
  return pairs
}

/** A column of sentences rather than names: its cells average more than six words. */
function isProse(cells: readonly { readonly value: string }[]): boolean {
  if (cells.length === 0) return false
  const words = cells.reduce((n, c) => n + c.value.split(/\s+/).length, 0)
  return words / cells.length > 6
}

/**
 * "Matt Nix & Craig O'Neill": two names joined, each quoted alone. One-word sides are one name
 * ("McKinsey & Company", "Rock & Roll"): "companies" names no item of them.
 */
function namesJoined(piece: string): string[] {
  const sides = piece.split(/\s+&\s+/u)
  return sides.length > 1 && sides.every((side) => side.trim().split(/\s+/u).length >= 2) ? sides : [piece]
}

/** Normal forms a question may quote a cell by. */
function cellVariants(value: string): string[] {
  const forms = new Set<string>()
  const stripped = stripCellNotes(value)
  const pieces = [stripped, ...value.split(LIST_SEPARATOR).flatMap(namesJoined).map(stripCellNotes)]
  for (const piece of pieces) {
    const tokens = normalTokens(piece)
    if (tokens.length === 0) continue
    forms.add(tokens.join(' '))
    if (tokens[0] === 'the' && tokens.length > 1) forms.add(tokens.slice(1).join(' '))
    // ("In Relationship", "On Leave": a state opened by a preposition is said with its article,
    // "students in a relationship", "staff on leave".)
    if (tokens.length === 2 && STATE_PREPOSITIONS.has(tokens[0] as string))
      for (const article of ['a', 'an', 'the']) forms.add([tokens[0], article, tokens[1]].join(' '))
  }
  return [...forms]
}
