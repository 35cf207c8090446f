import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { DuckDBConnection, DuckDBPreparedStatement, DuckDBValue } from '@duckdb/node-api'
import { TallyError } from '../errors.js'
import type { ResolvedOptions } from '../options.js'
import { ConcurrencyGate } from './concurrency-gate.js'
import { loadDuckDbApi } from './duckdb-api.js'
import { type JsonRows, materializedRows } from './materialized-rows.js'
import { type Cell, type QueryResult, toCell } from './query-result.js'
import { checkSerializedSelect, GATE_SQL } from './sql-gate.js'
import { quoteIdentifier, quoteLiteral } from './sql-text.js'

const { DuckDBInstance } = loadDuckDbApi()

const PREPARED_PER_CONNECTION = 64
/** Statements the gate has admitted, remembered by database and text (the verdict depends on nothing else). */
const ADMITTED_STATEMENTS = 512

export type SqlParam = string | number | boolean | null | bigint

/** A connection for several statements in a row (a transaction). */
export interface DbSession {
  query(sql: string, params?: readonly SqlParam[]): Promise<QueryResult>
}

/** Statements and transactions that share one concurrency limit. */
export interface DbLane extends DbSession {
  /** Runs `work` on one connection inside BEGIN/COMMIT; any error rolls back. */
  transaction<T>(work: (session: DbSession) => Promise<T>): Promise<T>
}

/** Where a question's SELECT may read, and which lane it waits in. */
export interface SelectScope {
  /** The organization's database (from organizationCatalog); the gate refuses any other. */
  readonly database: string
  /** Questions over small tables take the quick lane, so they never queue behind big scans. */
  readonly quick?: boolean
}

/**
 * The engine's one DuckDB instance: hardened, pooled, with timeouts and a cap on concurrent work.
 * Its own methods are the analytics lane (questions, ingests); `system` is a separate lane for the
 * small catalog and workspace statements, so a login never queues behind long analytics queries.
 */
export interface Database extends DbLane {
  readonly system: DbLane
  /** The analytics lane with the longer ingest timeout, for loading and profiling large files. */
  readonly ingest: DbLane
  /** Runs a question's SELECT after the SQL gate has admitted it (see sql-gate.ts). */
  select(sql: string, params: readonly SqlParam[], scope: SelectScope): Promise<QueryResult>
  /** Attaches an organization's database on first use and returns its catalog name. */
  organizationCatalog(orgId: string): Promise<string>
  /** The only directory (besides the data directory) DuckDB may read files from. */
  readonly stagingDir: string
  readonly persistent: boolean
  close(): Promise<void>
}

const ORG_ID = /^[A-Za-z0-9_-]{1,64}$/

/** DuckDB lets one process hold a database file; its raw IO error becomes `data_dir_locked`. */
function lockError(error: unknown): TallyError | undefined {
  const message = error instanceof Error ? error.message : String(error)
  if (!/Could not set lock on file|Conflicting lock is held/i.test(message)) return undefined
  const pid = /PID (\d+)/.exec(message)?.[1]
  return new TallyError(
    'api_error',
    'data_dir_locked',
    `Another process${pid ? ` (PID ${pid})` : ''} holds this data directory; DuckDB lets one process open it at a time.`,
    'Stop the other process (a running `tally serve` or `npm start`), use its HTTP API instead, or open another dataDir.',
  )
}
const SYSTEM_LANE_CONNECTIONS = 4

export async function openDatabase(options: ResolvedOptions): Promise<Database> {
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined
  const scratch = dataDir ?? mkdtempSync(join(tmpdir(), 'tally-'))
  const stagingDir = join(scratch, 'staging')
  const spillDir = join(scratch, 'spill')
  mkdirSync(stagingDir, { recursive: true })
  mkdirSync(spillDir, { recursive: true })
  if (dataDir) mkdirSync(join(dataDir, 'orgs'), { recursive: true })

  const instance = await DuckDBInstance.create(dataDir ? join(dataDir, 'system.duckdb') : ':memory:', {
    threads: String(options.threads),
    memory_limit: options.memoryLimit,
    temp_directory: spillDir,
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
  }).catch((error: unknown) => {
    throw lockError(error) ?? error
  })
  const setup = await instance.connect()
  try {
    // Order matters: allowed_directories must be set before external access is switched off.
    await setup.run(`SET allowed_directories = [${[scratch].map((d) => quoteLiteral(`${d}/`)).join(', ')}]`)
    await setup.run('SET enable_external_access = false')
    await setup.run('SET lock_configuration = true')
  } finally {
    setup.closeSync()
  }

  const analyticsGate = new ConcurrencyGate(options.maxConcurrentQueries, options.maxQueuedQueries)
  const systemGate = new ConcurrencyGate(SYSTEM_LANE_CONNECTIONS, options.maxQueuedQueries * 4)
  const quickGate = new ConcurrencyGate(options.maxConcurrentQueries, options.maxQueuedQueries)
  const idle: DuckDBConnection[] = []
  const attached = new Map<string, Promise<string>>()
  // The gate's DuckDB parse costs about as much CPU as a small question's own query.
  const admitted = new Set<string>()
  let closed = false

  async function withConnection<T>(
    gate: ConcurrencyGate,
    work: (connection: DuckDBConnection) => Promise<T>,
  ): Promise<T> {
    return gate.run(async () => {
      if (closed) throw new TallyError('api_error', 'engine_closed', 'The engine is closed.')
      const connection = idle.pop() ?? (await instance.connect())
      try {
        return await work(connection)
      } finally {
        if (closed) connection.closeSync()
        else idle.push(connection)
      }
    })
  }

  /**
   * Statements with parameters are prepared once per connection and kept (the last
   * PREPARED_PER_CONNECTION of them): the same few catalog and workspace statements run for every
   * request, and parsing and planning them again cost about half of each one's CPU.
   */
  const preparedOn = new WeakMap<DuckDBConnection, Map<string, DuckDBPreparedStatement>>()
  async function runAndRead(
    connection: DuckDBConnection,
    sql: string,
    params: DuckDBValue[],
    prepare = params.length > 0,
  ): Promise<JsonRows> {
    if (!prepare) return materializedRows(await connection.run(sql))
    let cache = preparedOn.get(connection)
    if (!cache) {
      cache = new Map()
      preparedOn.set(connection, cache)
    }
    let prepared = cache.get(sql)
    if (prepared) cache.delete(sql)
    else {
      // Several statements in one text cannot be prepared: run as before.
      prepared = await connection.prepare(sql).catch(() => undefined)
      if (!prepared) return materializedRows(await connection.run(sql, params))
    }
    cache.set(sql, prepared)
    if (cache.size > PREPARED_PER_CONNECTION) {
      const [oldest] = cache.entries().next().value ?? []
      if (typeof oldest === 'string') {
        cache.get(oldest)?.destroySync()
        cache.delete(oldest)
      }
    }
    if (params.length > 0) prepared.bind(params)
    return materializedRows(await prepared.run())
  }

  /** `prepare`: prepare (and keep) even a statement without parameters, as questions' SELECTs are. */
  function runOn(connection: DuckDBConnection, timeoutMs: number, prepare = false): DbSession['query'] {
    return async (sql, params = []) => {
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        connection.interrupt()
      }, timeoutMs)
      try {
        const { names, types, rows } = await runAndRead(
          connection,
          sql,
          params as DuckDBValue[],
          prepare || params.length > 0,
        )
        return {
          columns: names.map((name, i) => ({ name, type: types[i] ?? 'VARCHAR' })),
          rows: rows.map((row) => row.map((value, i): Cell => toCell(value, types[i] ?? 'VARCHAR'))),
        }
      } catch (error) {
        if (timedOut) {
          throw new TallyError(
            'overloaded_error',
            'query_timeout',
            `The statement ran longer than ${timeoutMs} ms and was stopped.`,
          )
        }
        throw error
      } finally {
        clearTimeout(timer)
      }
    }
  }

  async function organizationCatalog(orgId: string): Promise<string> {
    if (!ORG_ID.test(orgId))
      throw new TallyError('invalid_request_error', 'invalid_org_id', 'Invalid organization id.')
    const alias = `org_${orgId}`
    let pending = attached.get(alias)
    if (!pending) {
      // In-memory tables are stored uncompressed unless asked: 7x the RAM and slower group-bys.
      const target = dataDir ? quoteLiteral(join(dataDir, 'orgs', `${orgId}.duckdb`)) : `':memory:'`
      const attachOptions = dataDir ? '' : ' (COMPRESS)'
      pending = withConnection(systemGate, async (connection) => {
        await connection.run(`ATTACH IF NOT EXISTS ${target} AS ${quoteIdentifier(alias)}${attachOptions}`)
        return alias
      })
      attached.set(alias, pending)
      pending.catch(() => attached.delete(alias))
    }
    return pending
  }

  const lane = (gate: ConcurrencyGate, timeoutMs = options.queryTimeoutMs): DbLane => ({
    query: (sql, params) => withConnection(gate, (connection) => runOn(connection, timeoutMs)(sql, params)),
    transaction: (work) =>
      withConnection(gate, async (connection) => {
        await connection.run('BEGIN TRANSACTION')
        try {
          const result = await work({ query: runOn(connection, timeoutMs) })
          await connection.run('COMMIT')
          return result
        } catch (error) {
          await connection.run('ROLLBACK').catch(() => undefined)
          throw error
        }
      }),
  })

  return {
    ...lane(analyticsGate),
    select: (sql, params, scope) =>
      withConnection(scope.quick ? quickGate : analyticsGate, async (connection) => {
        // A question's SELECT is prepared once per connection even without parameters: the same
        // few statements come back, and parsing and planning each again cost about half its CPU.
        const run = runOn(connection, options.queryTimeoutMs, true)
        const key = `${scope.database}\u0000${sql}`
        if (!admitted.has(key)) {
          const { rows } = await run(GATE_SQL, [sql])
          checkSerializedSelect(String(rows[0]?.[0] ?? ''), scope.database)
          if (admitted.size >= ADMITTED_STATEMENTS) admitted.clear()
          admitted.add(key)
        }
        return run(sql, params)
      }),
    system: lane(systemGate),
    ingest: lane(analyticsGate, options.ingestTimeoutMs),
    stagingDir,
    persistent: dataDir !== undefined,
    organizationCatalog,
    async close() {
      if (closed) return
      closed = true
      for (const connection of idle.splice(0)) {
        for (const prepared of preparedOn.get(connection)?.values() ?? []) prepared.destroySync()
        connection.closeSync()
      }
      instance.closeSync()
      if (!dataDir) rmSync(scratch, { recursive: true, force: true })
    },
  }
}
