import type { Answer, TableInScope } from '../answer/answer-types.js'
import type { CatalogTable, ColumnValues } from '../catalog/catalog-types.js'
import type { Database } from '../db/duckdb-database.js'
import { invalidRequest, notFound } from '../errors.js'
import { randomHex } from '../ids.js'
import type { ResolvedOptions } from '../options.js'
import type { CatalogReader } from './catalog-reader.js'
import type { MessageReply, MessageRequest, ParsedMessageRequest } from './message-schemas.js'
import { type MessageStreamEvent, type StreamOptions, streamReply } from './message-stream.js'
import { buildReply, DEFAULT_TOOL_NAME, MODEL_NAME } from './reply-builder.js'
import { checkRequestLimits } from './request-limits.js'
import { questionAndHistory, requestText } from './request-text.js'
import { microTimestamp } from './timestamps.js'
import { countTokens } from './token-counter.js'

/**
 * The parser, the SQL compiler and the answer writer (about 90 modules, a fifth of a second of CPU
 * to load) come with the first question: an engine that only starts or ingests never loads them.
 */
let answerer: Promise<typeof import('../answer/question-answerer.js')> | undefined
const loadAnswerer = () => {
  answerer ??= import('../answer/question-answerer.js')
  return answerer
}

/** The request schemas, and zod with them (about 0.1-0.2 s of CPU), load with the first request. */
let schemas: Promise<typeof import('./message-schemas.js')> | undefined
const loadSchemas = () => {
  schemas ??= import('./message-schemas.js')
  return schemas
}

/**
 * Starts loading what the first question needs (the answerer, zod and the request schemas) without
 * waiting: a caller that knows a question is coming (`tally ask`) overlaps that load with DuckDB's
 * work on the ingest, which runs off the main thread.
 */
export function preloadAnswering(): Promise<unknown> {
  return Promise.all([loadAnswerer(), loadSchemas()])
}

export interface MessageContext {
  /** Organization slug or id. */
  readonly org: string
}

/** engine.messages: the Messages API over the engine. */
export interface Messages {
  create(request: MessageRequest, context: MessageContext): Promise<MessageReply>
  /**
   * The reply as stream events. Request, organization and tool_context errors throw on the first
   * `next()`, before any event; a failure while answering throws after `message_start`.
   */
  stream(
    request: MessageRequest,
    context: MessageContext,
    options?: StreamOptions,
  ): AsyncGenerator<MessageStreamEvent, void>
  countTokens(
    request: Pick<MessageRequest, 'messages' | 'system' | 'tools'>,
  ): Promise<{ input_tokens: number }>
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

interface PreparedQuestion {
  readonly start: string
  readonly request: ParsedMessageRequest
  readonly question: string
  readonly history: string[]
  readonly tables: TableInScope[]
  readonly inputText: () => string
}

export function createMessages(db: Database, options: ResolvedOptions, catalog: CatalogReader): Messages {
  async function tablesInScope(orgId: string, request: ParsedMessageRequest): Promise<TableInScope[]> {
    const all = await catalog.tables(orgId)
    const filters = request.tool_context ?? []
    let chosen: readonly CatalogTable[] = all
    if (filters.length > 0) {
      const picked: CatalogTable[] = []
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
        picked.push(...inCollection.filter((t) => wanted.length === 0 || wanted.includes(t.artifact)))
      }
      chosen = picked
    }
    return chosen.map((table) => ({
      ...table,
      values: (): Promise<readonly ColumnValues[]> => catalog.values(orgId, table),
    }))
  }

  async function prepare(raw: MessageRequest, context: MessageContext): Promise<PreparedQuestion> {
    const start = microTimestamp()
    const { MessageRequestSchema } = await loadSchemas()
    const request = parseRequest<ParsedMessageRequest>(MessageRequestSchema, raw)
    const orgId = await catalog.resolveOrg(context.org)
    const { question, history } = questionAndHistory(request)
    checkRequestLimits(request, [...history, question], options.maxQuestionChars)
    if (question.length === 0) throw invalidRequest('empty_question', 'The last user message has no text.')
    const tables = await tablesInScope(orgId, request)
    return { start, request, question, history, tables, inputText: () => requestText(request) }
  }

  /** Answers, timing the blocks: tool_use ends when the first query starts, tool_result when the last ends. */
  async function answer(prepared: PreparedQuestion): Promise<MessageReply> {
    let understood = ''
    let executed = ''
    const database = prepared.tables[0]?.database ?? ''
    const rows = prepared.tables.reduce((sum, table) => sum + table.rowCount, 0)
    const scope = { database, quick: rows <= options.quickLaneRows }
    const { answerQuestion } = await loadAnswerer()
    const answered: Answer = await answerQuestion({
      question: prepared.question,
      history: prepared.history,
      tables: prepared.tables,
      execute: async (query) => {
        if (!understood) understood = microTimestamp()
        try {
          return await db.select(query.sql, query.params, scope)
        } finally {
          executed = microTimestamp()
        }
      },
      maxResultRows: options.maxResultRows,
    })
    const toolName = prepared.request.tools?.[0]?.name ?? DEFAULT_TOOL_NAME
    return buildReply(answered, toolName, prepared.inputText, {
      start: prepared.start,
      understood,
      executed,
      stop: '',
    })
  }

  return {
    async create(raw, context) {
      return answer(await prepare(raw, context))
    },
    async *stream(raw, context, streamOptions) {
      const prepared = await prepare(raw, context)
      const head = {
        id: `msg_${randomHex(16)}`,
        model: MODEL_NAME,
        inputTokens: countTokens(prepared.inputText()),
      }
      yield* streamReply(head, answer(prepared), streamOptions)
    },
    async countTokens(raw) {
      const { CountTokensRequestSchema } = await loadSchemas()
      const request = parseRequest<Pick<ParsedMessageRequest, 'messages' | 'system'>>(
        CountTokensRequestSchema,
        raw,
      )
      return { input_tokens: countTokens(requestText(request)) }
    },
  }
}
