import { invalidRequest } from '../../../src/errors.js'

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/

/**
 * Decodes base64 (standard or URL-safe alphabet, padding optional, line breaks allowed) and refuses
 * anything else: Buffer.from would silently skip the bad characters and ingest garbage.
 */
export function decodeBase64(value: string): Buffer {
  const compact = /\s/.test(value) ? value.replace(/\s+/g, '') : value
  if (!(BASE64.test(compact) || BASE64URL.test(compact)) || compact.replace(/=+$/, '').length % 4 === 1) {
    throw invalidRequest(
      'invalid_base64',
      'input.value is not valid base64.',
      "For input.type 'file' send the file's bytes base64-encoded; for plain text use input.type 'text'.",
    )
  }
  return Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64')
}
