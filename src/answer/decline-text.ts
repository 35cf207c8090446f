import { isQuantity, keyColumn, numericReading } from '../intent/column-roles.js'
import { nearestColumn } from '../intent/content-words.js'
import type { ParseDecline } from '../intent/intent-parser.js'
import type { ColumnModel, TableModel } from '../intent/table-model.js'

const LIST_COLUMNS = 12

/** Questions the parser can answer about this table, built from its own columns and values. */
export function suggestions(model: TableModel): string[] {
  const numeric = model.columns.find((c) => isQuantity(c) && numericReading(c) === 'number')
  const named = (c: ColumnModel) => c.kind === 'text' && c.words.length > 0 && c.shape.number < 0.5
  const readable = (v: { value: string; count: number }) => v.value.length <= 40 && /[A-Za-z]/.test(v.value)
  // A category (a value on several rows) to count by, and the column that names each row.
  const category = model.columns.find(
    (c) => named(c) && c.values?.values.some((v) => v.count > 1 && readable(v)),
  )
  const value = category?.values?.values.find((v) => v.count > 1 && readable(v))
  const label = keyColumn(model)
  const out: string[] = []
  if (category && value) out.push(`How many rows have ${category.name} ${value.value}?`)
  if (label && numeric) out.push(`Which ${label.name} has the highest ${numeric.name}?`)
  if (numeric) out.push(`What is the total ${numeric.name}?`)
  if (out.length === 0) out.push('How many rows are there?')
  return out.slice(0, 2)
}

function columnList(model: TableModel): string {
  const names = model.columns.map((c) => c.name)
  const shown = names.slice(0, LIST_COLUMNS).join(', ')
  return names.length > LIST_COLUMNS ? `${shown} and ${names.length - LIST_COLUMNS} more` : shown
}

const MAX_TABLES_LISTED = 5

/** A word the decline is about that fits several cells ("schumacher"), if any. */
function ambiguousWord(decline: ParseDecline) {
  return decline.analysis?.ambiguous.find((l) =>
    l.said.split(' ').some((w) => decline.unknownWords.includes(w)),
  )
}

const MAX_VALUES_NAMED = 8

/** A word the decline is about that names several parallel columns ("sales"), with those columns. */
function unsettledWord(decline: ParseDecline): { word: string; columns: string[] } | undefined {
  const a = decline.analysis
  // Such a word blocks every reading, so it is named whichever word the best reading missed.
  const at = a?.unsettled[0]
  if (!a || at === undefined) return undefined
  const columns = a.allColumns.filter((l) => l.start <= at && at < l.end).map((l) => l.column.name)
  // (A compound's loosely matched modifier is unsettled too, with no column of its own.)
  if (columns.length === 0) return undefined
  return { word: a.tokens[at]?.text ?? '', columns: [...new Set(columns)].slice(0, MAX_VALUES_NAMED) }
}

/** "'cancelled' is not a value of status (pending, returned, shipped)": the nearest column's values. */
function notValues(decline: ParseDecline): string {
  const a = decline.analysis
  if (!a) return ''
  const out: string[] = []
  for (const word of new Set(decline.unknownWords)) {
    const token = a.tokens.find((t) => t.text === word)
    const column = token && nearestColumn(a, token)
    const values = column?.values?.values.map((v) => v.value).sort((x, y) => x.localeCompare(y))
    if (!column || !values) continue
    const shown = values.slice(0, MAX_VALUES_NAMED).join(', ')
    const more = values.length > MAX_VALUES_NAMED ? ', ...' : ''
    out.push(` '${word}' is not a value of ${column.name} (${shown}${more}).`)
  }
  return out.join('')
}

/** The explanation of a decline: what was not understood, the columns there are, what to ask instead. */
export function declineText(question: string, decline: ParseDecline, models: readonly TableModel[]): string {
  if (decline.reason === 'no-tables')
    return 'There are no tables in scope to answer from: ingest a file first.'
  const tables = decline.tables ?? []
  const model = decline.analysis?.model ?? models[0]
  const about = tables.length > 1 ? 'these tables' : 'this table'
  let what: string
  const unsettled = unsettledWord(decline)
  if (decline.reason === 'ambiguous-table') {
    what = `I could not tell which table "${question}" is about: ${tables.map((m) => m.table.name).join(', ')} fit equally well.`
  } else if (ambiguousWord(decline)) {
    const link = ambiguousWord(decline)
    const options = [...new Set(link?.cells.map((c) => `'${c.value}'`))].slice(0, 5).join(', ')
    what = `I could not answer "${question}": '${link?.said}' could mean several values: ${options}.`
  } else if (unsettled) {
    const { word, columns } = unsettled
    // ("did Delta have the most delayed flights": the words not understood besides.)
    const others = [...new Set(decline.unknownWords)].filter((w) => w !== word).map((w) => `'${w}'`)
    const also = others.length > 0 ? ` I did not understand ${others.join(', ')} either.` : ''
    what = `I could not answer "${question}": '${word}' could mean several columns: ${columns.join(', ')}.${also}`
  } else if (decline.unknownWords.length > 0) {
    const words = [...new Set(decline.unknownWords)].map((w) => `'${w}'`).join(', ')
    what = `I could not answer "${question}": I did not understand ${words} in terms of ${about}.${notValues(decline)}`
  } else {
    what = `I could not answer "${question}": I did not find a question I know how to compute in it.`
  }
  if (!model) return what
  const asks = suggestions(model)
    .map((s) => `"${s}"`)
    .join(' or ')
  if (tables.length > 1) {
    const listed = tables
      .slice(0, MAX_TABLES_LISTED)
      .map((m) => `${m.table.name} (${columnList(m)})`)
      .join('; ')
    return `${what} The tables are ${listed}. You could ask, for example, ${asks}`
  }
  return `${what} The table ${model.table.name} has the columns ${columnList(model)}. You could ask, for example, ${asks}`
}

/** The explanation when the query ran but found nothing to answer with. */
export function noAnswerText(restated: string, model: TableModel | undefined): string {
  const base = `I understood the question as "${restated}", but no rows of the table match it, so I cannot answer it.`
  if (!model) return base
  return `${base} The table ${model.table.name} has the columns ${columnList(model)}.`
}
