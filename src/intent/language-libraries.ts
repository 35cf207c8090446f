import { createRequire } from 'node:module'
import type * as Chrono from 'chrono-node'
import type Compromise from 'compromise'

/**
 * compromise and chrono, loaded on first use through their CommonJS builds. Their ESM entries are
 * hundreds of small files (compromise 436, chrono 266): importing them eagerly cost about a second
 * of CPU at every start, before any question. compromise's CommonJS build is one bundled file, at
 * half the cost; chrono is needed only for questions that name a month.
 */
const require = createRequire(import.meta.url)

/** compromise already loaded and warm when the CLI started from its snapshot (scripts/language-snapshot.cjs). */
const fromSnapshot = (globalThis as { [key: symbol]: unknown })[Symbol.for('tally.compromise')] as
  | typeof Compromise
  | undefined

let compromise: typeof Compromise | undefined
let chrono: typeof Chrono | undefined

export function nlp(): typeof Compromise {
  compromise ??= fromSnapshot ?? (require('compromise') as typeof Compromise)
  return compromise
}

export function chronoNode(): typeof Chrono {
  chrono ??= require('chrono-node') as typeof Chrono
  return chrono
}

let words: Readonly<Record<string, string>> | undefined

/** compromise's lexicon: words it knows (irregular forms, names, common nouns and verbs), with a tag. */
export function lexicon(): Readonly<Record<string, string>> {
  words ??= (nlp().model() as { one: { lexicon: Readonly<Record<string, string>> } }).one.lexicon
  return words
}

const conjugated = new Map<string, Readonly<Record<string, string>>>()

/** A verb's forms of one word each (PastTense, Participle, Gerund, ...), as compromise conjugates it. */
export function conjugations(verb: string): Readonly<Record<string, string>> {
  let forms = conjugated.get(verb)
  if (!forms) {
    const [all] = nlp()(verb).verbs().conjugate() as Record<string, string>[]
    forms = Object.fromEntries(Object.entries(all ?? {}).filter(([, f]) => !f.includes(' ')))
    conjugated.set(verb, forms)
  }
  return forms
}
