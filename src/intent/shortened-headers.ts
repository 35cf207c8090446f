import { lexicon } from './language-libraries.js'
import type { Token } from './question-tokens.js'
import { CUE_WORDS, STOP_WORDS } from './word-lists.js'
import { stemWord } from './word-stem.js'

/**
 * Headers shortened as people shorten them: cut after a few letters ("inj" for injuries, "mag" for
 * magnitude), a letter glued before a word ("Pclass" for class), two words glued with the first
 * cut or not ("famsize" for family size, "traveltime"), or written as initials ("BP" for blood pressure, "HR" for heart rate, "GP" for games
 * played). The question says the long form; this says how many of its words, from `at`, a short
 * header word stands for (0: none). A reading through it is disclosed like a synonym.
 *
 * Cut words are read only when the header word is no word of English itself (a "pop" column never
 * takes "popular", nor "fat" "father"): compromise's lexicon decides, unless the table shortens its
 * headers as a habit (`cutTable`, see headersCut). Initials are read only when the header writes
 * them in capitals, or they have no vowel ("bp", "gp").
 */
export function wordsShortened(
  content: readonly Token[],
  at: number,
  word: string,
  header: string,
  nextWord?: string,
  cutTable = false,
): number {
  if (isPhrasalVerb(content[at], content[at + 1], word)) return 2
  // ("material cost" for MAT_COST: a cut that is a word of English ("mat") is read only when the
  // question's next word is the header's next one.)
  const next = content[at + 1]
  const continued = nextWord !== undefined && (next?.text === nextWord || next?.stem === stemWord(nextWord))
  if (!mayStandFor(content[at], word) || !(mayBeShortened(word) || continued)) return 0
  if (
    isCut(content[at], word, continued || cutTable) ||
    isPrefixed(content[at], word) ||
    isSkeleton(content[at], word)
  )
    return 1
  if (isGluedPair(content[at], content[at + 1], word)) return 2
  if (word.length < 2 || word.length > 3 || !writtenAsInitials(word, header)) return 0
  if (ofInitials(content, at, word)) return 2
  const spoken = content.slice(at, at + word.length)
  if (
    spoken.length < word.length ||
    spoken.some((t) => !isLongWord(t) || t.index !== (spoken[0] as Token).index + spoken.indexOf(t))
  )
    return 0
  // Initials stand for a compound noun: "single tornado" is no "st". (compromise reads the plural
  // closing one as a verb: "heart rates among".)
  const plural = (t: Token, k: number) => k > 0 && t.tags.has('PresentTense') && t.text.endsWith('s')
  if (spoken.some((t, k) => !(t.tags.has('Noun') || plural(t, k)) || t.tags.has('Adjective'))) return 0
  return spoken.map((t) => t.text[0]).join('') === word ? word.length : 0
}

/**
 * "length of stay" for LOS: two nouns with one filler word between them (content words leave
 * "of" out), the middle initial an "o".
 */
function ofInitials(content: readonly Token[], at: number, word: string): boolean {
  const [first, second] = [content[at], content[at + 1]]
  if (word.length !== 3 || word[1] !== 'o' || !first || !second || second.index !== first.index + 2)
    return false
  // (compromise reads "stay in Neurology" as a verb: the second word need not be tagged a noun.)
  const words = [first, second].every((t) => isLongWord(t) && !t.tags.has('Adjective'))
  return words && first.tags.has('Noun') && first.text[0] === word[0] && second.text[0] === word[2]
}

/**
 * Every shortening but a glued letter keeps the first letter of the word it stands for; a glued
 * letter leaves the rest whole. Most header words fail this, so it is asked first.
 */
function mayStandFor(t: Token | undefined, word: string): boolean {
  if (!t) return false
  return word[0] === t.text[0] || isTailOf(word, t.text) || isTailOf(word, t.lemma)
}

/** `word` less its first letter is `tail` (no new string: this runs for every pair of words). */
const isTailOf = (word: string, tail: string) => word.length === tail.length + 1 && word.endsWith(tail)

function isCut(t: Token | undefined, word: string, continued = false): boolean {
  // ("PHOTOG" for photographer: six letters when they are no word.)
  const longest = word.length === 6 && noWord(word) ? 6 : 5
  if (!t || word.length < 3 || word.length > longest || t.text.length < word.length + 3) return false
  // ("CONV_TO_ORDER" for converted: a participle is cut as a noun is, from four letters.)
  const participle = word.length >= 4 && (t.tags.has('PastTense') || t.tags.has('Participle'))
  if (!t.text.startsWith(word) || !(t.tags.has('Noun') || participle) || !isLongWord(t)) return false
  // ("songwriter" is no cut of Song: what follows the cut is a word of its own, a compound.)
  const rest = t.text.slice(word.length)
  return (noWord(word) || continued) && (rest.length < 4 || lexicon()[rest] === undefined)
}

/**
 * No word of English: not in compromise's lexicon, or only as a first name ("Vic" of VIC_SEX) or
 * as an abbreviation ("dist" of DIST, a district).
 */
function noWord(word: string): boolean {
  const entry = lexicon()[word]
  const tags = Array.isArray(entry) ? entry : [entry]
  // (Of four letters or more: "min" of MIN is the lexicon's minute or minimum, no cut of "minelo".)
  const abbreviation = word.length >= 4 && tags.includes('Abbreviation')
  return entry === undefined || abbreviation || NAME_TAGS.has(tags[0] as string)
}

const NAME_TAGS = new Set(['MaleName', 'FemaleName', 'FirstName'])

/**
 * "yr, mo, dy, st, mag, inj, fat, len, wid": a table whose headers are mostly short lower-case
 * cuts that are no word of English shortens as a habit, and there "fat" is read as a cut of
 * "fatalities" too. At least four such headers, and more than a third of them all.
 */
export function headersCut(headers: readonly string[]): boolean {
  const cuts = headers.filter((h) => /^\p{Ll}{2,5}$/u.test(h) && noWord(h)).length
  return cuts >= 4 && cuts * 3 > headers.length
}

/**
 * "stn" for station, "prcp" for precipitation, "wthr" for weather, "cnty" for county, "plstc" for
 * plastic: a header word of consonants only (a closing y counts as one) that opens the question
 * word's consonants (a letter doubled counts once). (compromise tags a lone "weather" a verb: a
 * plain verb form is read as the noun it also is.)
 */
function isSkeleton(t: Token | undefined, word: string): boolean {
  // ("ATTND" for attendance: a word opening with a vowel keeps it.)
  const opening = /^[aeiou]/.test(word) && word[0] === t?.text[0] ? (word[0] as string) : ''
  const rest = word.slice(opening.length)
  if (!t || word.length < 3 || word.length > 5 || /[aeiou]|y(?!$)/.test(rest)) return false
  // ("plastic percentage" for PLSTC_PCT: a longer skeleton may stand for an adjective too.)
  // ("CNCLD" for cancelled, "SHPPD" for shipped: a participle, when the skeleton is all of its
  // consonants.)
  const participle = t.tags.has('PastTense') || t.tags.has('Participle')
  const kind =
    t.tags.has('Noun') ||
    t.tags.has('Infinitive') ||
    (word.length >= 4 && (t.tags.has('Adjective') || participle))
  // ("Rnk" for rink: one vowel left out of a word of four letters or more.)
  if (!kind || !isLongWord(t) || t.text.length < Math.max(word.length + 1, 4)) return false
  const consonants =
    opening +
    t.text
      .slice(opening.length)
      .replace(/[aeiou]|y(?!$)/g, '')
      .replace(/(.)\1/g, '$1')
  const skeleton = opening + rest.replace(/(.)\1/g, '$1')
  if (participle && !t.tags.has('Noun') && !t.tags.has('Adjective')) return consonants === skeleton
  return consonants.startsWith(skeleton)
}

/** "Pclass" for class, "Xcoord" for coord: one letter glued before a noun of the question. */
function isPrefixed(t: Token | undefined, word: string): boolean {
  if (!t || word.length < 5 || !t.tags.has('Noun') || !isLongWord(t) || t.text.length < 4) return false
  const tail = word.slice(1)
  return (tail === t.text || tail === t.lemma) && lexicon()[word] === undefined
}

/**
 * "signed up" for Signup, "picked up" for Pickup, "checked out" for Checkout: English makes a noun
 * of a verb and its particle by gluing them, and a header keeps that noun.
 */
function isPhrasalVerb(verb: Token | undefined, particle: Token | undefined, word: string): boolean {
  if (!verb || !particle || particle.index !== verb.index + 1 || !particle.tags.has('Particle')) return false
  if (!verb.tags.has('Verb') || !word.endsWith(particle.text)) return false
  const head = word.slice(0, word.length - particle.text.length)
  return head.length >= 3 && (head === verb.lemma || head === verb.text)
}

/** "famsize" for family size, "traveltime" for travel time: a word or its first letters glued to the next word. */
function isGluedPair(first: Token | undefined, second: Token | undefined, word: string): boolean {
  if (!first || !second || second.index !== first.index + 1 || word.length < 6) return false
  if (!isLongWord(first) || !isLongWord(second) || !second.tags.has('Noun')) return false
  if (lexicon()[word] !== undefined) return false
  for (const tail of new Set([second.text, second.lemma, second.stem])) {
    const head = word.slice(0, word.length - tail.length)
    // ("weekend days" is no "weekday": what the cut leaves of the first word is a word of its own.)
    const rest = first.text.slice(head.length)
    const compound = rest.length >= 3 && lexicon()[rest] !== undefined
    if (word.endsWith(tail) && head.length >= 3 && first.text.startsWith(head) && !compound) return true
  }
  return false
}

const isLongWord = (t: Token) =>
  t.text.length >= 3 && /^\p{L}+$/u.test(t.text) && !STOP_WORDS.has(t.text) && !CUE_WORDS.has(t.text)

const initials = new Map<string, boolean>()

function writtenAsInitials(word: string, header: string): boolean {
  if (!/[aeiou]/.test(word)) return true
  const key = `${word}\u0000${header}`
  let written = initials.get(key)
  if (written === undefined) {
    written = new RegExp(`(^|[^\\p{Lu}])${word.toUpperCase()}($|[^\\p{Lu}])`, 'u').test(header)
    if (initials.size < 50_000) initials.set(key, written)
  }
  return written
}

const shortenable = new Map<string, boolean>()

/**
 * Whether a header word could stand shortened for anything: lower-case letters, and either initials
 * (two or three letters) or no word of English (a cut, a glued letter or pair). Asked for every
 * question word against every header word, so worked out once per header word.
 */
export function mayBeShortened(word: string): boolean {
  let may = shortenable.get(word)
  if (may === undefined) {
    may = /^\p{Ll}+$/u.test(word) && (word.length <= 3 || noWord(word))
    if (shortenable.size < 50_000) shortenable.set(word, may)
  }
  return may
}
