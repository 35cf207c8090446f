import { lexicon, nlp } from './language-libraries.js'
import { foldText, normalizeText } from './text-normalizer.js'
import { withoutFraming } from './vocabulary/framing-words.js'
import { ARTICLES, RELATIVES } from './word-lists.js'
import { stemWord } from './word-stem.js'

/** One word of the question in normal form, with compromise's parts of speech and lemma. */
export interface Token {
  readonly index: number
  /** The word in normal form (see text-normalizer). */
  readonly text: string
  /** compromise's root (singular noun, infinitive verb), else the word. */
  readonly lemma: string
  /** stemWord(lemma): what column names and cells are compared on. */
  readonly stem: string
  /** stemWord(text): the word's own stem, when the lemma strays ("left" -> "leave"). */
  readonly surfaceStem: string
  readonly tags: ReadonlySet<string>
}

interface CompromiseTerm {
  readonly text: string
  readonly pre: string
  readonly post: string
  readonly tags: Set<string>
  readonly root?: string
}

/** Comparison signs as words: punctuation would drop them, and "Dalc > 2" would read as "Dalc 2". */
const COMPARISON_SIGNS: readonly (readonly [RegExp, string])[] = [
  [/>=|≥|=>/g, ' at least '],
  [/<=|≤|=</g, ' at most '],
  [/!=|<>|≠/g, ' is not '],
  [/>/g, ' more than '],
  [/</g, ' less than '],
  [/==?/g, ' is '],
]

export function comparisonsInWords(question: string): string {
  let out = question
  for (const [sign, words] of COMPARISON_SIGNS) out = out.replace(sign, words)
  return out
}

/**
 * "above 15g/dm^3", "under 50 mg/dL", "over 80 km/h": after a comparison, the unit a number is
 * given per is dropped (the cells are in the column's own unit); punctuation would leave "dm 3",
 * a number of its own. A number quoted as a cell ("a density of 72.4/km2") keeps its unit.
 */
const PER_UNIT =
  /(\b(?:above|below|over|under|than|least|most|exceeding|exceeds|beyond)\s+[$£€]?\d+(?:\.\d+)?\s*[\p{L}%°]{0,4})\s*\/\s*\p{L}{1,4}(?:\^?[23]|[²³])?(?![\p{L}\d])/giu

const withoutPerUnits = (question: string) => question.replace(PER_UNIT, '$1')

/** Phrases said in one word the recognizers read: "the majority of countries" is "most countries". */
const PLAIN_PHRASES: readonly (readonly [RegExp, string])[] = [[/\b(?:the |a )?majority of\b/g, 'most']]

function plainPhrases(normal: string): string {
  let out = normal
  for (const [phrase, plain] of PLAIN_PHRASES) out = out.replace(phrase, plain)
  return out
}

/** Splits the normalised question, framing left out, into tokens and tags them with compromise. */
export function tokenizeQuestion(question: string): Token[] {
  const normal = withoutFraming(plainPhrases(normalizeText(comparisonsInWords(withoutPerUnits(question)))))
  if (normal === '') return []
  const words = normal.split(' ')
  const tagged = compromiseTerms(normal)
  const capitals = writtenInCapitals(question)
  const titled = writtenTitled(question)
  const tokens: Token[] = []
  let offset = 0
  for (const [index, text] of words.entries()) {
    const term = tagged.get(offset)
    const lemma =
      term?.root && /^[\p{L}\p{N} ]+$/u.test(term.root) && !term.root.includes(' ')
        ? term.root
        : (IRREGULAR_PARTICIPLES[text] ?? text)
    tokens.push({
      index,
      text,
      lemma,
      stem: stemWord(lemma),
      surfaceStem: stemWord(text),
      tags: withMarks(term?.tags ?? new Set(), capitals.has(text), titled.has(text)),
    })
    offset += text.length + 1
  }
  for (const [i, t] of tokens.entries()) {
    const verb = pastAfterRelative(tokens, t)
    if (verb) tokens[i] = verb
  }
  return tokens
}

/**
 * "jobs that used ceramic film", "jobs that involved 5 flights of stairs": compromise reads a past
 * tense right after a relative pronoun as an adjective; before an object it is the verb.
 */
function pastAfterRelative(tokens: readonly Token[], t: Token): Token | undefined {
  if (!t.tags.has('Adjective') || t.tags.has('Verb') || !t.text.endsWith('ed')) return undefined
  if (!RELATIVES.has(tokens[t.index - 1]?.text ?? '')) return undefined
  const next = tokens[t.index + 1]
  const object =
    next !== undefined &&
    (next.tags.has('Noun') ||
      next.tags.has('Adjective') ||
      next.tags.has('Value') ||
      ARTICLES.has(next.text) ||
      QUANTIFIERS.has(next.text))
  if (!object) return undefined
  const root = [t.text.slice(0, -1), t.text.slice(0, -2)].find((w) => lexicon()[w] === 'Infinitive')
  if (root === undefined) return undefined
  const tags = new Set([...t.tags].filter((tag) => tag !== 'Adjective'))
  // (Written out as the tokenizer writes a token, so every token keeps one shape.)
  return {
    index: t.index,
    text: t.text,
    lemma: root,
    stem: stemWord(root),
    surfaceStem: t.surfaceStem,
    tags: new Set([...tags, 'Verb', 'PastTense']),
  }
}

/**
 * Irregular past participles compromise leaves without a root ("how many distinct clients were
 * seen"), general English, by their verb.
 */
const IRREGULAR_PARTICIPLES: Readonly<Record<string, string>> = {
  seen: 'see',
  taken: 'take',
  given: 'give',
  done: 'do',
  gotten: 'get',
  held: 'hold',
  made: 'make',
  paid: 'pay',
  sold: 'sell',
  bought: 'buy',
  brought: 'bring',
  sent: 'send',
  spent: 'spend',
  won: 'win',
  lost: 'lose',
}

/** Words that open an object as "a" does: "used any coupon", "involved no stairs". */
const QUANTIFIERS = new Set(['any', 'no', 'some'])

const withMarks = (tags: ReadonlySet<string>, capitals: boolean, titled: boolean): ReadonlySet<string> =>
  capitals || titled
    ? new Set([...tags, ...(capitals ? ['Acronym'] : []), ...(titled ? ['Titled'] : [])])
    : tags

/**
 * Words the question writes with a capital inside a sentence ("did Delta have"): names, as a
 * rule, whatever the lower-cased word means ("delta"). A question in title case marks none.
 */
function writtenTitled(question: string): ReadonlySet<string> {
  const words = [...question.matchAll(/(^|[.?!:]\s*)?(\p{L}+)/gu)]
  const titled = words.filter(
    ([, start, w = '']) => start === undefined && w.length >= 2 && /^\p{Lu}\p{Ll}+$/u.test(w),
  )
  return titled.length * 2 > words.length ? new Set() : new Set(titled.map(([, , w = '']) => foldText(w)))
}

/**
 * Words the question writes in capitals ("the average SAT score"): names and initials, whatever
 * the lower-cased word would be ("sat"). A question written all in capitals marks none.
 */
function writtenInCapitals(question: string): ReadonlySet<string> {
  const words = question.match(/\p{L}+/gu) ?? []
  const capitals = words.filter(
    (w) => w.length >= 2 && w.length <= 5 && w === w.toUpperCase() && w !== w.toLowerCase(),
  )
  return capitals.length * 2 > words.length ? new Set() : new Set(capitals.map((w) => foldText(w)))
}

/**
 * compromise's steps on a new text but 'chunks': it groups tagged terms into phrases and changes no
 * tag, and a question's tokens read only tags and roots. It cost a tenth of tagging.
 */
function taggingSteps(hooks: readonly string[]): string[] {
  return hooks.filter((step) => step !== 'chunks')
}

/** The text tagged by compromise, without its phrase chunks. */
function tagged(text: string) {
  const world = nlp().world() as { hooks: string[] }
  const hooks = world.hooks
  world.hooks = taggingSteps(hooks)
  try {
    return nlp()(text)
  } finally {
    world.hooks = hooks
  }
}

/** compromise terms keyed by their start offset in `text`. */
function compromiseTerms(text: string): Map<number, CompromiseTerm> {
  const doc = tagged(text)
  doc.compute('root')
  const byOffset = new Map<number, CompromiseTerm>()
  let offset = 0
  for (const sentence of doc.docs as CompromiseTerm[][]) {
    for (const term of sentence) {
      offset += term.pre.length
      byOffset.set(offset, term)
      offset += term.text.length + term.post.length
    }
  }
  return byOffset
}
