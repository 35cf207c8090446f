import type { Context } from 'hono'
import type { z } from 'zod'
import { invalidRequest, tooLarge } from '../../../src/errors.js'

/** Workspace bodies are a few fields; anything bigger is not one of ours. */
const MAX_BODY_BYTES = 64 * 1024

function explain(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request.'
  const path = issue.path.join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

/** Parses and validates a JSON body; unknown fields are dropped, not rejected. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES)
    throw tooLarge('body_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`)
  const text = await c.req.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw tooLarge('body_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw invalidRequest('invalid_json', 'The request body is not valid JSON.')
  }
  return parseWith(schema, json)
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw invalidRequest('invalid_fields', explain(result.error))
  return result.data
}
