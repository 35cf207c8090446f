import { resolve } from 'node:path'
import { invalidRequest } from '../../src/errors.js'
import type { EngineOptions } from '../../src/index.js'
import type { AppOptions } from './app.js'

/** Everything `tally serve` takes from the environment; the one place of the server that reads it. */
export interface ServerConfig {
  readonly host: string
  readonly port: number
  readonly dataDir: string
  readonly engine: EngineOptions
  readonly app: AppOptions
  readonly adminEmail: string | undefined
  readonly adminPassword: string | undefined
}

type Env = Readonly<Record<string, string | undefined>>

function integer(env: Env, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw invalidRequest(
      'invalid_setting',
      `${name} must be a whole number from ${min} to ${max}, not '${raw}'.`,
    )
  }
  return value
}

const text = (env: Env, name: string) => env[name]?.trim() || undefined

/** Reads HOST, PORT, TALLY_DATA_DIR, the TALLY_MAX_* limits, TALLY_CORS_ORIGINS and the admin account. */
export function readServerConfig(env: Env): ServerConfig {
  const dataDir = resolve(text(env, 'TALLY_DATA_DIR') ?? '.tally')
  return {
    host: text(env, 'HOST') ?? '127.0.0.1',
    port: integer(env, 'PORT', 0, 65_535) ?? 8080,
    dataDir,
    engine: {
      dataDir,
      queryTimeoutMs: integer(env, 'TALLY_QUERY_TIMEOUT_MS', 1),
      maxResultRows: integer(env, 'TALLY_MAX_RESULT_ROWS', 1),
      maxFileBytes: integer(env, 'TALLY_MAX_FILE_BYTES', 1),
      maxLineBytes: integer(env, 'TALLY_MAX_LINE_BYTES', 1),
      maxQuestionChars: integer(env, 'TALLY_MAX_QUESTION_CHARS', 1),
      maxConcurrentQueries: integer(env, 'TALLY_MAX_CONCURRENT_QUERIES', 1, 256),
      maxQueuedQueries: integer(env, 'TALLY_MAX_QUEUED_QUERIES', 0),
    },
    app: {
      maxUploadBytes: integer(env, 'TALLY_MAX_UPLOAD_BYTES', 1),
      tokenLimits: {
        maxConcurrentPerToken: integer(env, 'TALLY_MAX_CONCURRENT_PER_TOKEN', 1),
        maxQueuedPerToken: integer(env, 'TALLY_MAX_QUEUED_PER_TOKEN', 0),
        requestsPerMinute: integer(env, 'TALLY_RATE_LIMIT_PER_MINUTE', 1),
      },
      corsOrigins: (text(env, 'TALLY_CORS_ORIGINS') ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin.length > 0),
    },
    adminEmail: text(env, 'TALLY_ADMIN_EMAIL'),
    adminPassword: env.TALLY_ADMIN_PASSWORD || undefined,
  }
}
