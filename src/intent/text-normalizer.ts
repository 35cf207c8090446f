/**
 * One normal form for questions, cell values and column names, so that they compare token by
 * token: accents folded, lower case, possessive 's dropped, thousands commas removed, every other
 * punctuation a space.
 */

const CONTRACTIONS: readonly (readonly [RegExp, string])[] = [
  [/\b(what|who|where|when|how|which|that|there|it|he|she)'s\b/g, '$1 is'],
  [/\b(can)'t\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/n't\b/g, ' not'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/'d\b/g, ' would'],
]

/** Accents removed and lower-cased, quotes and dashes unified; nothing else changed. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[‘’´`]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[‐‑‒–—−]/g, '-')
}

/** The normal form: folded, contractions expanded, punctuation to spaces, single spaces. */
export function normalizeText(text: string): string {
  let t = foldText(text).replace(/\b(\p{L})\.(\p{L})\.(?:(\p{L})\.)?/gu, '$1$2$3')
  for (const [pattern, replacement] of CONTRACTIONS) t = t.replace(pattern, replacement)
  // "Pass w/ Conditions", "w/o": the shorthand of "with" and "without".
  t = t.replace(/\bw\/o(?=\s|$)/g, 'without').replace(/\bw\/(?=\s|$)/g, 'with')
  // "C#", "F#": a letter's sharp is a name of its own, never the letter.
  t = t.replace(/\b(\p{L})#(?!\p{L})/gu, '$1 sharp')
  return (
    t
      .replace(/\bstandard deviations?\b/g, 'stddev')
      .replace(/&amp;/g, '&')
      .replace(/(\d)'s\b/g, '$1s')
      .replace(/(\p{L})'s\b/gu, '$1')
      .replace(/(^|[^\d])\.(\d)/g, '$10.$2')
      .replace(/(\d),(?=\d{3}\b)/g, '$1')
      .replace(/(\d)\.(?=\d)/g, '$1\uE000')
      .replace(/(\d)\/(?=\d)/g, '$1\uE001')
      // "on 2021-10-15": a date written the ISO way stays one word.
      .replace(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, '$1\uE002$2\uE002$3')
      // "pdays of -1", "below -100": a minus sign before a number, never a hyphen between words.
      .replace(/(^|[\s(])-(?=\d)/g, '$1\uE002')
      .replace(/[^\p{L}\p{N}\uE000\uE001\uE002%$£€&+]+/gu, ' ')
      .replace(/([%$£€&+])/g, ' $1 ')
      .replaceAll('\uE000', '.')
      .replaceAll('\uE001', '/')
      .replaceAll('\uE002', '-')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/** Tokens of the normal form. */
export const normalTokens = (text: string): string[] => {
  const n = normalizeText(text)
  return n === '' ? [] : n.split(' ')
}

/** A cell without trailing footnote marks, bracketed notes or parenthetical details. */
export function stripCellNotes(text: string): string {
  let t = text.trim()
  for (;;) {
    const before = t
    t = t
      .replace(/\s*\[[^\]]*\]\s*$/u, '')
      // (Not the sharp of a single letter: "C#".)
      .replace(/(?<!^\p{L})[*†‡§#¤^]+$/u, '')
      .replace(/\s*\([^)]*\)\s*$/u, '')
      .trim()
    if (t === before) return t
  }
}
