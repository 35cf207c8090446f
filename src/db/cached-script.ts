import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { Script } from 'node:vm'

/** Bytes of the SHA-256 of the script's text that start a `.cache` file, before V8's data. */
const HASH_BYTES = 32

export const scriptHash = (text: string): Buffer => createHash('sha256').update(text).digest()

/**
 * Runs a script file and returns its completion value, compiled with the V8 code cache written
 * beside it (`<file>.cache`, see scripts/bundle-duckdb-api.mjs) when that cache was made from this
 * very text (V8 itself checks only the text's length) and V8 accepts it (same version and flags);
 * compiled from the text alone otherwise. `cached` says whether the cache was used.
 */
export function runCachedScript(file: string): { readonly value: unknown; readonly cached: boolean } {
  const text = readFileSync(file, 'utf8')
  const cacheFile = `${file}.cache`
  let cachedData: Buffer | undefined
  if (existsSync(cacheFile)) {
    const cache = readFileSync(cacheFile)
    if (cache.subarray(0, HASH_BYTES).equals(scriptHash(text))) cachedData = cache.subarray(HASH_BYTES)
  }
  const script = new Script(text, { filename: file, ...(cachedData ? { cachedData } : {}) })
  const value: unknown = script.runInThisContext()
  return { value, cached: cachedData !== undefined && !script.cachedDataRejected }
}
