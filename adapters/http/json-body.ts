import { invalidRequest, tooLarge } from '../../src/errors.js'

/** Deeper JSON than this is refused before parsing: no request of the API nests anywhere near it. */
export const MAX_JSON_DEPTH = 64

/** Reads a request body of at most `maxBytes`, counting while it streams (Content-Length is not trusted). */
export async function readBody(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) throw bodyTooLarge(maxBytes)
  if (Number.isSafeInteger(declared) && declared >= 0) {
    // HTTP framing ends the body at its declared length, so reading it whole is bounded; this
    // skips the web stream, which @hono/node-server builds only when `body` is read.
    const whole = Buffer.from(await request.arrayBuffer())
    if (whole.byteLength > maxBytes) throw bodyTooLarge(maxBytes)
    return whole
  }
  if (!request.body) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = request.body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > maxBytes) throw bodyTooLarge(maxBytes)
      chunks.push(value)
    }
  } finally {
    if (total > maxBytes) await reader.cancel().catch(() => undefined)
    reader.releaseLock()
  }
  return Buffer.concat(chunks, total)
}

/** Parses a JSON body, with a 400 for malformed or too deeply nested JSON and a 413 over the limit. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const text = (await readBody(request, maxBytes)).toString('utf8')
  if (text.trim() === '') throw invalidRequest('empty_body', 'The request body is empty; send a JSON object.')
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw invalidRequest('json_too_deep', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`)
  }
  try {
    return JSON.parse(text)
  } catch {
    throw invalidRequest('invalid_json', 'The request body is not valid JSON.')
  }
}

/** The deepest nesting of arrays and objects in JSON text, strings skipped; one pass, no recursion. */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === 0x5c) i++
      else if (code === 0x22) inString = false
    } else if (code === 0x22) inString = true
    else if (code === 0x7b || code === 0x5b) {
      depth++
      if (depth > deepest) deepest = depth
    } else if (code === 0x7d || code === 0x5d) depth--
  }
  return deepest
}

const bodyTooLarge = (maxBytes: number) =>
  tooLarge('body_too_large', `The request body is larger than ${maxBytes} bytes.`)
