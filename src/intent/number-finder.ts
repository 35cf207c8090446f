import type { Token } from './question-tokens.js'
import type { Span } from './spans.js'
import { wordTable } from './word-table.js'

export interface NumberLink extends Span {
  readonly value: number
  /** 2nd, second. */
  readonly ordinal: boolean
  /** 1990s: the decade starting at value. */
  readonly decade: boolean
  readonly said: string
  /** The scale word multiplied in ("million"), if any. */
  readonly scale?: string
}

const UNITS: Readonly<Record<string, number>> = wordTable({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
  once: 1,
  twice: 2,
  thrice: 3,
})

const ORDINALS: Readonly<Record<string, number>> = wordTable({
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  twentieth: 20,
})

const SCALE: Readonly<Record<string, number>> = wordTable({ thousand: 1e3, million: 1e6, billion: 1e9 })

/** A number with its unit written on: "15g", "20k", "5bn", "30mph". The scale words multiply. */
const GLUED = /^(\d+(?:\.\d+)?)(k|bn|g|kg|mg|km|cm|ml|lb|lbs|oz|ft|mi|mph|kph|kmh|hr|hrs|yo)$/
const GLUED_SCALE: Readonly<Record<string, number>> = wordTable({ k: 1e3, bn: 1e9 })
const SCALE_NAMES: Readonly<Record<string, string>> = wordTable({ k: 'thousand', bn: 'billion' })

/** Numbers the question says in digits or words: `4`, `1,000`, `four`, `2nd`, `third`, `1990s`, `2 million`. */
export function findNumbers(tokens: readonly Token[]): NumberLink[] {
  const found: NumberLink[] = []
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token
    const text = t.text
    let m = /^(-?\d+(?:\.\d+)?)$/.exec(text)
    if (m) {
      let value = Number(m[1])
      let end = i + 1
      const scale = SCALE[tokens[i + 1]?.text ?? '']
      if (scale) {
        value *= scale
        end++
      }
      found.push(
        withScale(link(tokens, i, end, value, false, false), scale ? tokens[i + 1]?.text : undefined),
      )
      continue
    }
    m = GLUED.exec(text)
    if (m) {
      const glued = GLUED_SCALE[m[2] as string]
      found.push(
        withScale(
          link(tokens, i, i + 1, Number(m[1]) * (glued ?? 1), false, false),
          glued ? SCALE_NAMES[m[2] as string] : undefined,
        ),
      )
      continue
    }
    m = /^(\d+)(st|nd|rd|th)$/.exec(text)
    if (m) {
      found.push(link(tokens, i, i + 1, Number(m[1]), true, false))
      continue
    }
    m = /^(\d+0)s$/.exec(text)
    if (m) {
      found.push(link(tokens, i, i + 1, Number(m[1]), false, true))
      continue
    }
    const ordinal = ORDINALS[text]
    if (ordinal !== undefined) {
      found.push(link(tokens, i, i + 1, ordinal, true, false))
      continue
    }
    const unit = UNITS[text]
    if (unit !== undefined) {
      let value = unit
      let end = i + 1
      const next = UNITS[tokens[end]?.text ?? '']
      if (unit >= 20 && unit < 100 && next !== undefined && next < 10) {
        value += next
        end++
      }
      const scale = SCALE[tokens[end]?.text ?? ''] ?? (tokens[end]?.text === 'hundred' ? 100 : undefined)
      if (scale) {
        value *= scale
        end++
      }
      found.push(link(tokens, i, end, value, false, false))
      i = end - 1
    }
  }
  return sharedScales(tokens, found)
}

/**
 * "between 1 and 2 million", "1 to 3 thousand": a scale said once, after the second number of a
 * range, is the first's too when the first is the smaller before it.
 */
function sharedScales(tokens: readonly Token[], found: NumberLink[]): NumberLink[] {
  return found.map((n, k) => {
    const next = found[k + 1]
    if (n.scale || !next?.scale || next.start !== n.end + 1) return n
    if (!['and', 'to', '-'].includes(tokens[n.end]?.text ?? '')) return n
    const size = SCALE[next.scale] ?? 1
    return n.value < next.value / size ? withScale({ ...n, value: n.value * size }, next.scale) : n
  })
}

function withScale(n: NumberLink, scale: string | undefined): NumberLink {
  return scale ? { ...n, scale } : n
}

function link(
  tokens: readonly Token[],
  start: number,
  end: number,
  value: number,
  ordinal: boolean,
  decade: boolean,
) {
  const said = tokens
    .slice(start, end)
    .map((t) => t.text)
    .join(' ')
  return { start, end, value, ordinal, decade, said }
}
