import type { Word } from './pdf-types.js'

export interface TextLine {
  readonly top: number
  readonly bottom: number
  readonly words: Word[]
}

/** Groups words into lines: a word joins the line whose vertical middle band it overlaps. */
export function groupLines(words: readonly Word[]): TextLine[] {
  const sorted = [...words].sort((a, b) => a.top + a.bottom - (b.top + b.bottom))
  const lines: { top: number; bottom: number; words: Word[] }[] = []
  for (const word of sorted) {
    const middle = (word.top + word.bottom) / 2
    const line = lines.find(
      (l) => middle > l.top + 0.25 * (l.bottom - l.top) && middle < l.bottom - 0.25 * (l.bottom - l.top),
    )
    if (line) {
      line.words.push(word)
      line.top = Math.min(line.top, word.top)
      line.bottom = Math.max(line.bottom, word.bottom)
    } else {
      lines.push({ top: word.top, bottom: word.bottom, words: [word] })
    }
  }
  for (const line of lines) line.words.sort((a, b) => a.x0 - b.x0)
  return lines.sort((a, b) => a.top - b.top)
}

/** The text of a cell: its words in reading order, a wrapped line joined to the next with a space. */
export function cellText(words: readonly Word[]): string {
  if (words.length === 0) return ''
  return groupLines(words)
    .map((line) => joinWords(line.words))
    .join(' ')
}

/** Words of one line, with a space only where the gap between them is a real one. */
export function joinWords(words: readonly Word[]): string {
  let text = ''
  let previous: Word | undefined
  for (const word of words) {
    if (previous) text += word.x0 - previous.x1 > 0.12 * word.size ? ' ' : ''
    text += word.text
    previous = word
  }
  return text
}

/** Words further apart than this (a fraction of the font height) are in different phrases (cells). */
export const PHRASE_GAP = 0.55

export interface Phrase {
  readonly x0: number
  readonly x1: number
  readonly words: number
}

/** A line's words in phrases: runs of words separated by plain spaces, not by a column's gap. */
export function phrasesOf(words: readonly Word[]): Phrase[] {
  const phrases: { x0: number; x1: number; words: number }[] = []
  for (const word of words) {
    const last = phrases[phrases.length - 1]
    if (last && word.x0 - last.x1 < PHRASE_GAP * word.size) {
      last.x1 = Math.max(last.x1, word.x1)
      last.words++
    } else phrases.push({ x0: word.x0, x1: word.x1, words: 1 })
  }
  return phrases
}
