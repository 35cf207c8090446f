import type { QueryResult } from '../db/query-result.js'
import { isTallyError } from '../errors.js'
import type { Intent } from '../intent/intent-types.js'
import { type TableModel, tableModel } from '../intent/table-model.js'
import { parseAmongTables } from '../intent/table-prefilter.js'
import { compileIntent } from '../sql/intent-compiler.js'
import { displaySql } from '../sql/sql-display.js'
import { answerText } from './answer-text.js'
import type { Answer, AnswerContext } from './answer-types.js'
import { chartBlocks } from './chart-spec.js'
import { emptyCount } from './count-check.js'
import { declineText, noAnswerText } from './decline-text.js'
import { IntentDescriber } from './intent-description.js'
import { markdownTable, sqlFence } from './markdown-table.js'
import { resultUnits } from './result-units.js'
import { splitSpellings } from './split-spellings.js'
import { tieAtCut } from './tie-at-cut.js'

/** Question -> Intent -> SQL -> result -> the three blocks of a reply; declines when unsure. */
export async function answerQuestion(context: AnswerContext): Promise<Answer> {
  const models = await Promise.all(context.tables.map(tableModel))
  const parsed = parseAmongTables(context.question, models)
  if (!parsed.ok) return decline(context.question, declineText(context.question, parsed, models))
  const { intent } = parsed
  const model = models[intent.table]
  const textColumns = new Set(model?.columns.filter((c) => c.type === 'VARCHAR').map((c) => c.name))
  const listColumns = new Set(model?.columns.filter((c) => c.list).map((c) => c.name))
  const restated = new IntentDescriber(textColumns, listColumns).intent(intent)
  const query = compileIntent(intent, models)
  let result: QueryResult
  try {
    result = await context.execute(query)
  } catch (error) {
    if (isTallyError(error)) throw error
    return decline(restated, `I understood the question as "${restated}", but the query failed to run.`)
  }
  const tied = intent.kind === 'yes-no' && (intent.test.kind === 'top-row' || intent.test.kind === 'mode-is')
  if (tied && !hasAnswer(intent, result))
    return decline(restated, tiedTopText(restated, intent.test.kind === 'mode-is' ? 'values' : 'rows'))
  const empty = emptyCount(intent, result, model)
  if (empty)
    return decline(
      restated,
      `I understood the question as "${restated}", but ${empty}, so I cannot answer it.`,
    )
  if (!hasAnswer(intent, result) && parsed.recognizer !== 'group-without')
    return decline(restated, noAnswerText(restated, model))
  // A list of a category stands for one answer ("which department went over budget"), unless a
  // word was read past: "who won Franklin County" read without 'won' is no list of candidates.
  const listed = listsCategory(intent, model) && parsed.ignoredWords.length === 0
  if (parsed.expectsOne && result.rows.length > mostRowsForOne(intent) && !listed) {
    return decline(restated, severalText(restated, result.rows.length))
  }
  const ignored = parsed.ignoredWords.map((w) => `'${w}'`).join(', ')
  const tie = await tieAtCut(intent, result, (probe) => context.execute(compileIntent(probe, models)))
  const spellings = splitSpellings(intent, model)
  const tableNote = [
    parsed.tableChosen && model
      ? `(Answered from table ${model.table.name} of ${model.table.collection}.)`
      : '',
    ignored ? `(Read without the word${parsed.ignoredWords.length > 1 ? 's' : ''} ${ignored}.)` : '',
    tie ?? '',
    spellings ?? '',
  ]
    .filter((t) => t !== '')
    .join(' ')
  // The chart reads periods as dates; the table and the text name a year as a year.
  const shown = periodsShown(intent, result)
  return {
    query: restated,
    isError: false,
    resultTexts: [
      markdownTable(shown, context.maxResultRows),
      sqlFence(
        displaySql(
          query,
          context.tables.map((t) => t.database),
        ),
      ),
      ...chartBlocks(intent, result, restated),
    ],
    text: answerText(intent, restated, shown, tableNote, resultUnits(intent, result, model?.table)),
  }
}

/**
 * Groups by year, quarter or month hold the period's first day ("2023-04-01"); people say "2023",
 * "2023 Q2", "2023-04".
 */
function periodsShown(intent: Intent, result: QueryResult): QueryResult {
  const grain = intent.kind === 'aggregate' ? intent.dimensions[0]?.grain : undefined
  if (grain !== 'year' && grain !== 'quarter' && grain !== 'month') return result
  const shown = (cell: unknown) => {
    const day = typeof cell === 'string' ? /^(\d{4})-(\d{2})-01$/.exec(cell) : null
    if (!day) return cell
    const [, year, month] = day as unknown as [string, string, string]
    if (grain === 'year') return year
    return grain === 'month' ? `${year}-${month}` : `${year} Q${(Number(month) + 2) / 3}`
  }
  return {
    ...result,
    rows: result.rows.map((row) => row.map((cell, i) => (i === 0 ? shown(cell) : cell)) as typeof row),
  }
}

/** Empty results and NULL measures answer nothing; a count of zero or a grouped table with rows does. */
function hasAnswer(intent: Intent, result: QueryResult): boolean {
  if (result.rows.length === 0)
    return intent.kind === 'aggregate' && intent.dimensions.length > 0 && !intent.limit
  return result.rows.some((row) => row.some((cell) => cell !== null))
}

/** Rows a question asking for one thing may still get: a tie of two on a ranking, else one. */
function mostRowsForOne(intent: Intent): number {
  if (intent.kind === 'extreme') return 2
  if (intent.kind === 'aggregate')
    return intent.limit !== undefined ? Math.max(2, intent.limit) : Number.POSITIVE_INFINITY
  if (intent.kind === 'rows') return intent.limit ?? 1
  if (intent.kind === 'adjacent' || intent.kind === 'choice') return 1
  return Number.POSITIVE_INFINITY
}

/**
 * "which department went over budget": the distinct values of a category (each on several rows)
 * are the answer, even asked in the singular; a question after one row's name still wants one.
 */
function listsCategory(intent: Intent, model: TableModel | undefined): boolean {
  if (intent.kind !== 'rows' || !intent.distinct || intent.columns.length !== 1) return false
  const column = model?.byName.get(intent.columns[0]?.column ?? '')
  return column !== undefined && column.kind === 'text' && column.distinct * 3 <= column.nonNull
}

function tiedTopText(restated: string, what: 'rows' | 'values'): string {
  return `I understood the question as "${restated}", but several ${what} tie for the top and they do not agree, so there is no one answer.`
}

function severalText(restated: string, rows: number): string {
  return `I understood the question as "${restated}", which asks for one answer, but ${rows} different rows match, so I cannot tell which one is meant.`
}

function decline(query: string, explanation: string): Answer {
  return { query, isError: true, resultTexts: [explanation], text: explanation }
}
