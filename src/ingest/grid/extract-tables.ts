import type { ExtractedTable, ExtractOptions } from './extract-writer.js'

/**
 * extract-writer.ts's `extractTables`, loaded on the first call, so that importing Tally does not
 * load the grid readers' dozen modules.
 */
export async function extractTables(
  file: string,
  outDir: string,
  extractOptions?: ExtractOptions,
): Promise<ExtractedTable[]> {
  return (await import('./extract-writer.js')).extractTables(file, outDir, extractOptions)
}
