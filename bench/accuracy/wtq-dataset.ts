import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface WtqExample {
  readonly id: string
  readonly question: string
  /** Path of the table's CSV, relative to the dataset folder. */
  readonly context: string
  readonly targets: readonly string[]
}

/** Undoes the dataset's escapes: `\n` newline, `\\` backslash, `\p` pipe. */
export function unescapeTarget(text: string): string {
  return text.replace(/\\(n|p|\\)/g, (_, c: string) => (c === 'n' ? '\n' : c === 'p' ? '|' : '\\'))
}

/** Reads one split file (id, utterance, context, targetValue), skipping its header. */
export function readSplit(datasetDir: string, file: string): WtqExample[] {
  const lines = readFileSync(join(datasetDir, file), 'utf8').split('\n').slice(1)
  const examples: WtqExample[] = []
  for (const line of lines) {
    if (line.trim() === '') continue
    const [id, question, context, target] = line.split('\t')
    if (!id || question === undefined || !context || target === undefined) continue
    examples.push({ id, question, context, targets: target.split('|').map(unescapeTarget) })
  }
  return examples
}

/** A stable artifact id for a table path like `csv/204-csv/772.csv`. */
export const artifactId = (context: string) =>
  context
    .replace(/^csv\//, '')
    .replace(/\.csv$/, '')
    .replace(/[^A-Za-z0-9_.-]/g, '-')
