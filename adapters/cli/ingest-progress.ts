import type { IngestProgress } from '../../src/index.js'

/** Smaller files are read before a line would be worth drawing. */
const SHOW_FROM_BYTES = 16e6

const LABEL = { staging: 'copying', staged: 'reading', read: 'profiling', done: 'done' } as const

/**
 * `tally ask` progress on a terminal's stderr for large files, one line redrawn in place:
 * "sales.csv (143 MB): reading", "... profiling, 3,000,000 rows", "... done, 3,000,000 rows".
 * Nothing when stderr is not a terminal.
 */
export function ingestProgress(file: string, stream: NodeJS.WriteStream = process.stderr) {
  if (!stream.isTTY) return undefined
  return (progress: IngestProgress): void => {
    if (progress.bytes < SHOW_FROM_BYTES) return
    const rows = progress.rows === undefined ? '' : `, ${progress.rows.toLocaleString('en')} rows`
    const end = progress.phase === 'done' ? '\n' : ''
    stream.write(
      `\r\x1b[K${file} (${(progress.bytes / 1e6).toFixed(0)} MB): ${LABEL[progress.phase]}${rows}${end}`,
    )
  }
}
