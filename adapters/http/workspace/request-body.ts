import type { Context } from 'hono'
import type * as z from 'zod'
import { invalidRequest } from '../../../src/errors.js'
import { readJsonBody } from '../json-body.js'

/** Workspace bodies are a few fields; anything bigger is not one of ours (413). */
const MAX_BODY_BYTES = 64 * 1024

function explain(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request.'
  const path = issue.path.join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

/** Parses and validates a JSON body; unknown fields are dropped, not rejected. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJsonBody(c.req.raw, MAX_BODY_BYTES))
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw invalidRequest('invalid_fields', explain(result.error))
  return result.data
}
