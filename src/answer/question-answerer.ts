import { quoteIdentifier } from '../db/sql-text.js'
import type { Answer, AnswerContext } from './answer-types.js'
import { markdownTable, sqlFence } from './markdown-table.js'

/**
 * Question -> answer. A first path that counts rows and otherwise declines; the intent parser
 * replaces it.
 */
export async function answerQuestion(context: AnswerContext): Promise<Answer> {
  const table = context.tables[0]
  const asksCount = /\bhow many (rows|records|entries|lines)\b|\bnumber of (rows|records)\b/i.test(
    context.question,
  )
  if (!table || !asksCount) return decline(context)
  const from = [table.database, table.collection, table.name].map(quoteIdentifier).join('.')
  const query = { sql: `SELECT count(*) AS "row_count" FROM ${from}`, params: [] }
  const result = await context.execute(query)
  const count = Number(result.rows[0]?.[0] ?? 0)
  return {
    query: `Count of rows in ${table.name}`,
    isError: false,
    resultTexts: [markdownTable(result, context.maxResultRows), sqlFence(query.sql)],
    text: `**${count.toLocaleString('en-US')}** rows in ${table.name}.`,
  }
}

function decline(context: AnswerContext): Answer {
  const columns = context.tables.flatMap((t) => t.columns.map((c) => c.name))
  const explanation =
    context.tables.length === 0
      ? 'There are no tables in scope to answer from.'
      : `I did not understand the question "${context.question}". The columns are: ${columns.join(', ')}.`
  return { query: context.question, isError: true, resultTexts: [explanation], text: explanation }
}
