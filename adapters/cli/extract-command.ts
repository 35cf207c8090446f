import { parseArgs } from 'node:util'
import { extractTables } from '../../src/index.js'

const USAGE = 'Usage: tally extract <file> --out DIR\n'

/** `tally extract <file> --out DIR`: every table of a workbook or PDF as CSV, one line each on stdout. */
export async function runExtract(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { out: { type: 'string', short: 'o' } },
  })
  const [file] = positionals
  if (!file || !values.out || positionals.length !== 1) {
    process.stderr.write(USAGE)
    return 2
  }
  for (const table of await extractTables(file, values.out)) {
    const where =
      table.sheetName === undefined ? `page ${table.page}` : `sheet ${table.page} (${table.sheetName})`
    process.stdout.write(
      `${table.file}: ${where}, table ${table.index}, ${table.rows} rows x ${table.columns} columns: ${table.header.join(' | ')}\n`,
    )
  }
  return 0
}
