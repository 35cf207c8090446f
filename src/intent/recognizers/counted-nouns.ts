import { type ColumnLink, identifierColumn, namedAsId, namesEntity } from '../column-linker.js'
import { isQuantity } from '../column-roles.js'
import type { Draft } from '../draft.js'
import type { Measure } from '../intent-types.js'
import type { Analysis } from '../question-analysis.js'
import type { Token } from '../question-tokens.js'
import { tableName } from '../table-model.js'
import { isPersonWord } from '../vocabulary/row-nouns.js'
import { stemWord } from '../word-stem.js'

/**
 * What "how many <noun>" counts when the noun is also a column's: the rows (a singular amount
 * column, a kind of row said before the rows' noun) or a quantity column's sum (things traded on
 * lines).
 */

/**
 * "how many purchases" over Purchase: a number column whose header is the singular of the word
 * holds each row's amount; the rows are counted, where "Goals" or "Units Sold" hold how many.
 */
export function amountEach(a: Analysis, link: ColumnLink): boolean {
  return (
    link.column.kind === 'number' &&
    isQuantity(link.column) &&
    link.tier !== 'partial' &&
    link.end - link.start === 1 &&
    a.tokens[link.start]?.text === `${link.column.words.at(-1)}s`
  )
}

/**
 * "license inspections" over License # and Inspection ID: a column named in full by a singular
 * noun right before the plural that names the rows (their own noun, or their identifier's).
 */
export function kindBeforeRows(a: Analysis, link: ColumnLink): boolean {
  const last = a.tokens[link.end - 1]
  const next = a.tokens[link.end]
  // ("established dioceses": a participle describes the rows; it is read as a condition. "job
  // listings" over Job Title: a word of a longer name says what kind of rows they are.)
  if (link.tier === 'partial') return false
  if (!last?.tags.has('Noun') || last.tags.has('Verb') || last.tags.has('Plural')) return false
  if (!next?.tags.has('Plural') || !next.tags.has('Noun')) return false
  const rowsId = a.columns.some(
    (l) => l.start === next.index && l.column !== link.column && namedAsId(l.column),
  )
  return a.rowNouns.includes(next.index) || rowsId
}

/** Verbs of trade whose object a line's quantity counts. */
const TRADE_VERBS = new Set(['sell', 'buy', 'purchase', 'order', 'ship', 'deliver'])
/** "were sold", "bought": a verb of trade, whose object a quantity counts. */
export const isTradeVerb = (t: Token): boolean => TRADE_VERBS.has(t.lemma) && t.tags.has('Verb')
/** Nouns for the lines themselves, counted as rows whatever their quantity. */
const LINE_NOUNS = new Set(
  'orders transactions sales purchases receipts invoices bookings shipments deliveries lines rows records entries'.split(
    ' ',
  ),
)

/**
 * "how many tickets did we sell", "which show sold the most tickets" over lines with one quantity
 * column (qty, units): the things traded are its sum, not the lines; disclosed as a link.
 */
export function soldQuantity(d: Draft, at: number): Measure | undefined {
  const a = d.a
  // ("how many adult tickets": past a word that picks the kind.)
  // ("how many fish": a noun after "many" is counted, whatever its form; not "line" of "how many
  // line items", whose head closes the compound.)
  const counted = (t: Token | undefined) =>
    t?.tags.has('Plural') === true ||
    (t?.index === at &&
      t.tags.has('Noun') &&
      a.tokens[at - 1]?.text === 'many' &&
      a.tokens[at + 1]?.tags.has('Noun') !== true)
  const noun = [a.tokens[at], a.tokens[at + 1]].find(counted)
  // ("how many line items": the lines, whatever their quantity.)
  if (!noun || LINE_NOUNS.has(noun.text) || a.tokens[noun.index - 1]?.text === 'line') return undefined
  // ("how many female customers bought Shoes": people buy and sell; they are not what is traded.)
  if (isPersonWord(noun) || noun.tags.has('Actor')) return undefined
  // (Before it too: "which show sold the most tickets".)
  const verb = a.tokens.find((t) => t.index !== at && TRADE_VERBS.has(t.lemma) && t.tags.has('Verb'))
  if (!verb) return undefined
  const quantities = a.model.columns.filter((c) => isQuantity(c) && c.head === QUANTITY)
  const [quantity] = quantities
  if (!quantity || quantities.length > 1 || identifierColumn(quantity)) return undefined
  d.useWord(verb.index).note({ said: noun.text, matched: quantity.name, what: 'column' })
  return { aggregate: 'sum', of: { column: quantity.name, reading: 'number' } }
}

const QUANTITY = stemWord('quantity')

/**
 * "how many pallets were received" over QTY_RCVD, "how many units were damaged" over QTY_DMGD: the
 * participle after the things counted names a quantity column in part, and its sum is the count.
 */
export function quantityByParticiple(d: Draft, at: number): Measure | undefined {
  const a = d.a
  const noun = [a.tokens[at], a.tokens[at + 1]].find((t) => t?.tags.has('Plural'))
  if (!noun || LINE_NOUNS.has(noun.text) || isPersonWord(noun)) return undefined
  // ("how many jobs were planted" over JOB_NO and PLANT_QTY: the rows themselves are counted; the
  // quantity counts plants.)
  // ("pallets were received" over pallet_returns: a word of the table's name is no key of its rows.)
  const rowsKey = a.columns.some((l) => l.start === noun.index && namesEntity(l))
  if (rowsKey || tableName(a.model).head === noun.stem) return undefined
  const link = a.columns.find(
    (l) =>
      l.start > noun.index &&
      l.start <= noun.index + 2 &&
      l.end === l.start + 1 &&
      participle(a.tokens[l.start]) &&
      isQuantity(l.column) &&
      l.column.stems.includes(QUANTITY),
  )
  if (!link || identifierColumn(link.column)) return undefined
  d.use(link)
  return { aggregate: 'sum', of: { column: link.column.name, reading: 'number' } }
}

/** A verb, or a past participle tagged as an adjective ("damaged"). */
const participle = (t: Token | undefined) =>
  !!t && (t.tags.has('Verb') || (t.tags.has('Adjective') && /ed$/.test(t.text)))
