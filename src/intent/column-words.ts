import { canonicalStem } from './synonyms.js'
import { normalTokens } from './text-normalizer.js'
import { stemWord } from './word-stem.js'

/** Words of a name that carry no meaning of their own when matching. */
const FILLER = new Set(['of', 'the', 'a', 'an', 'in', 'for', 'and', 'to', 'by', 'on', 's'])

/** DuckDB names an empty header `column0` and a duplicate `Votes_1`: neither suffix is a word. */
const GENERATED_NAME = /^column\d+$/i

export interface ColumnWords {
  readonly words: readonly string[]
  /** Stems of the content words, in order. */
  readonly stems: readonly string[]
  /** Stem of the word the name is about: "Duration of Strike" -> duration, "Number of votes" -> vote. */
  readonly head: string | undefined
}

const COUNTING = new Set(['number', 'no', 'total', 'count', 'amount', 'num'])

function headOf(name: string): string | undefined {
  const words = normalTokens(name.replace(/\([^)]*\)/g, ' ').replace(/_/g, ' '))
  const of = words.indexOf('of')
  if (of > 0) {
    const before = words[of - 1] as string
    const after = words[of + 1]
    return stemWord(COUNTING.has(before) && after ? after : before)
  }
  const last = words.at(-1)
  return last === undefined ? undefined : stemWord(last)
}

/** `unit_price` -> unit price; `Qty Sold (units)` -> qty sold units; `#` -> number. */
export function columnWords(name: string): ColumnWords {
  if (GENERATED_NAME.test(name)) return { words: [], stems: [], head: undefined }
  const spaced = name
    .replace(/_\d+$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .replace(/^#$/, 'number')
    .replace(/^#\s*(of\b)?/, 'number of ')
  const words = normalTokens(spaced)
  const stems = words.filter((w) => !FILLER.has(w)).map(stemWord)
  return { words, stems, head: headOf(spaced) }
}

/** Canonical stems: the words' synonym groups. */
export const canonicalStems = (stems: readonly string[]) => stems.map(canonicalStem)
