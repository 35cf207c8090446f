import type { ColumnModel } from '../table-model.js'
import { normalTokens } from '../text-normalizer.js'
import { wordTable } from '../word-table.js'

/**
 * Units of measurement people write in questions and headers, with their size in a base unit of
 * their dimension (seconds, kilograms, metres). "longer than 4 minutes" over a duration_ms column
 * is 240,000; "heavier than 2 tons" over WeightLbs is 4,000. A US "ton" is 2,000 pounds; a
 * "tonne" is 1,000 kg.
 */
export interface Unit {
  readonly dimension: 'time' | 'mass' | 'length' | 'data' | 'volume' | 'power'
  readonly size: number
}

const time = (size: number): Unit => ({ dimension: 'time', size })
const mass = (size: number): Unit => ({ dimension: 'mass', size })
const length = (size: number): Unit => ({ dimension: 'length', size })
const data = (size: number): Unit => ({ dimension: 'data', size })
const volume = (size: number): Unit => ({ dimension: 'volume', size })
const power = (size: number): Unit => ({ dimension: 'power', size })

const UNITS: Readonly<Record<string, Unit>> = wordTable({
  ms: time(0.001),
  // Storage ("more than 4 GB of RAM"): a column that does not say its unit cannot be compared.
  kb: data(1e3),
  mb: data(1e6),
  gb: data(1e9),
  tb: data(1e12),
  millisecond: time(0.001),
  milliseconds: time(0.001),
  sec: time(1),
  secs: time(1),
  second: time(1),
  seconds: time(1),
  min: time(60),
  mins: time(60),
  minute: time(60),
  minutes: time(60),
  hr: time(3600),
  hrs: time(3600),
  hour: time(3600),
  hours: time(3600),
  day: time(86400),
  days: time(86400),
  week: time(604800),
  weeks: time(604800),
  // (A year of 365.25 days: "older than 60 years" over ages counted in days.)
  year: time(31557600),
  years: time(31557600),
  g: mass(0.001),
  gram: mass(0.001),
  grams: mass(0.001),
  kg: mass(1),
  kgs: mass(1),
  kilogram: mass(1),
  kilograms: mass(1),
  lb: mass(0.45359237),
  lbs: mass(0.45359237),
  pound: mass(0.45359237),
  pounds: mass(0.45359237),
  ton: mass(907.18474),
  tons: mass(907.18474),
  tonne: mass(1000),
  tonnes: mass(1000),
  m: length(1),
  meter: length(1),
  meters: length(1),
  metre: length(1),
  metres: length(1),
  km: length(1000),
  kilometer: length(1000),
  kilometers: length(1000),
  kilometre: length(1000),
  kilometres: length(1000),
  cm: length(0.01),
  centimeter: length(0.01),
  centimeters: length(0.01),
  centimetre: length(0.01),
  centimetres: length(0.01),
  mm: length(0.001),
  millimeter: length(0.001),
  millimeters: length(0.001),
  millimetre: length(0.001),
  millimetres: length(0.001),
  inch: length(0.0254),
  inches: length(0.0254),
  yd: length(0.9144),
  yard: length(0.9144),
  yards: length(0.9144),
  mi: length(1609.344),
  mile: length(1609.344),
  miles: length(1609.344),
  ft: length(0.3048),
  feet: length(0.3048),
  foot: length(0.3048),
  // (Litres: "jar_size_ml", "Keg Size (L)".)
  ml: volume(0.001),
  millilitre: volume(0.001),
  millilitres: volume(0.001),
  milliliter: volume(0.001),
  milliliters: volume(0.001),
  cl: volume(0.01),
  l: volume(1),
  litre: volume(1),
  litres: volume(1),
  liter: volume(1),
  liters: volume(1),
  gal: volume(3.785411784),
  gallon: volume(3.785411784),
  gallons: volume(3.785411784),
  // (Watts: "motorWatts", "a 1000 W motor".)
  w: power(1),
  watt: power(1),
  watts: power(1),
  kw: power(1000),
  kilowatt: power(1000),
  kilowatts: power(1000),
})

/** The unit a word of a question names, if any. */
export const unitOf = (word: string): Unit | undefined => UNITS[word]

/** Weeks and years: what ages and spans are said in, and never a header's unit. */
export const isLongUnit = (unit: Unit): boolean => unit.dimension === 'time' && unit.size > DAY

/**
 * The unit a numeric column's header says its numbers are in: "duration_ms", "WeightLbs", and
 * "runtime_min" read as written (before "min" is read as minimum).
 */
export function columnUnit(column: ColumnModel): Unit | undefined {
  if (column.kind !== 'number') return undefined
  // ("mass (g)": a single letter in parentheses is the unit, where alone it may be anything.)
  const inside = column.inParentheses === undefined ? undefined : headerWordUnit(column.inParentheses)
  return inside ?? headerUnit(column.words) ?? headerUnit(normalTokens(column.name))
}

/** A header's word for a unit; "Year" and "Week" in a header are parts of the calendar, not units. */
export const headerWordUnit = (word: string): Unit | undefined => {
  const unit = UNITS[word]
  return unit && !isLongUnit(unit) ? unit : undefined
}

const DAY = 86400

/**
 * The last of a header's words that is a unit. Single letters ("m", "g") are too often something
 * else to count. A unit after "per" divides (pricePerTon is money, not mass).
 */
function headerUnit(words: readonly string[]): Unit | undefined {
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i] as string
    if (words[i - 1] === 'per') continue
    const unit = headerWordUnit(word)
    if (unit && word.length > 1) return unit
  }
  return undefined
}

/** `value` said in `said` units, in the units of `own`; undefined when the two measure different things. */
export function converted(value: number, said: Unit, own: Unit): number | undefined {
  if (said.dimension !== own.dimension) return undefined
  return (value * said.size) / own.size
}
