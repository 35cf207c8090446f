import type { Answer, TableInScope } from '../answer/answer-types.js'
import { answerQuestion } from '../answer/question-answerer.js'
import type { CatalogTable, ColumnValues } from '../catalog/catalog-types.js'
import type { Database } from '../db/duckdb-database.js'
import { invalidRequest, notFound } from '../errors.js'
import type { ResolvedOptions } from '../options.js'
import type { CatalogReader } from './catalog-reader.js'
import {
  CountTokensRequestSchema,
  type MessageReply,
  type MessageRequest,
  MessageRequestSchema,
  type ParsedMessageRequest,
} from './message-schemas.js'
import { buildReply, DEFAULT_TOOL_NAME } from './reply-builder.js'
import { questionAndHistory, requestText } from './request-text.js'
import { microTimestamp } from './timestamps.js'
import { countTokens } from './token-counter.js'

export interface MessageContext {
  /** Organization slug or id. */
  readonly org: string
}

/** engine.messages: the Messages API over the engine. */
export interface Messages {
  create(request: MessageRequest, context: MessageContext): Promise<MessageReply>
  countTokens(request: Pick<MessageRequest, 'messages' | 'system' | 'tools'>): { input_tokens: number }
}

export function parseRequest<T>(
  schema: {
    safeParse(v: unknown): {
      success: boolean
      data?: T
      error?: { issues: { path: PropertyKey[]; message: string }[] }
    }
  },
  value: unknown,
): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error?.issues[0]
    const where = issue ? issue.path.map(String).join('.') : ''
    throw invalidRequest(
      'invalid_request',
      `Invalid request${where ? ` at ${where}` : ''}: ${issue?.message ?? 'bad input'}`,
    )
  }
  return parsed.data as T
}

export function createMessages(db: Database, options: ResolvedOptions, catalog: CatalogReader): Messages {
  async function tablesInScope(orgId: string, request: ParsedMessageRequest): Promise<TableInScope[]> {
    const all = await catalog.tables(orgId)
    const filters = request.tool_context ?? []
    let chosen: CatalogTable[] = all
    if (filters.length > 0) {
      chosen = []
      for (const { context_filter } of filters) {
        const collection = context_filter.collection ?? 'default'
        const inCollection = all.filter((t) => t.collection === collection)
        if (inCollection.length === 0)
          throw notFound('collection_not_found', `No collection '${collection}'.`)
        const wanted = context_filter.artifacts ?? []
        for (const artifact of wanted) {
          if (!inCollection.some((t) => t.artifact === artifact)) {
            throw notFound('artifact_not_found', `No artifact '${artifact}' in collection '${collection}'.`)
          }
        }
        chosen.push(...inCollection.filter((t) => wanted.length === 0 || wanted.includes(t.artifact)))
      }
    }
    return chosen.map((table) => ({
      ...table,
      values: (): Promise<readonly ColumnValues[]> => catalog.values(orgId, table),
    }))
  }

  return {
    async create(raw, context) {
      const start = microTimestamp()
      const request = parseRequest<ParsedMessageRequest>(MessageRequestSchema, raw)
      const orgId = await catalog.resolveOrg(context.org)
      const { question, history } = questionAndHistory(request)
      if (question.length === 0) throw invalidRequest('empty_question', 'The last user message has no text.')
      const tables = await tablesInScope(orgId, request)
      const answer: Answer = await answerQuestion({
        question,
        history,
        tables,
        execute: (query) => db.query(query.sql, query.params),
        maxResultRows: options.maxResultRows,
      })
      const toolName = request.tools?.[0]?.name ?? DEFAULT_TOOL_NAME
      return buildReply(answer, toolName, countTokens(requestText(request)), {
        start,
        understood: '',
        executed: '',
        stop: '',
      })
    },
    countTokens(raw) {
      const request = parseRequest<Pick<ParsedMessageRequest, 'messages' | 'system'>>(
        CountTokensRequestSchema,
        raw,
      )
      return { input_tokens: countTokens(requestText(request)) }
    },
  }
}
