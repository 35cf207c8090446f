/**
 * Accuracy of the intent parser on WikiTableQuestions, through the real engine.
 *
 *   npm run bench:accuracy -- [--split dev|train] [--limit N] [--offset N] [--match REGEX] [--dump FILE]
 *
 * --match keeps the questions a regular expression (case-insensitive) finds: a quick look at one kind.
 *
 * Tune on --split train; report --split dev (the default).
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createEngine } from '../src/index.js'
import { measureParseLatency } from './accuracy/parse-latency.js'
import { printReport } from './accuracy/report.js'
import { runQuestions, timings } from './accuracy/run-questions.js'
import { readSplit } from './accuracy/wtq-dataset.js'

const { values: args } = parseArgs({
  options: {
    split: { type: 'string', default: 'dev' },
    limit: { type: 'string' },
    offset: { type: 'string', default: '0' },
    dump: { type: 'string' },
    match: { type: 'string' },
    dataset: { type: 'string', default: '../shared/datasets/wtq-train' },
  },
})

const split = args.split === 'train' ? 'train' : 'dev'
const datasetDir = resolve(args.dataset ?? '../shared/datasets/wtq-train')
const all = readSplit(datasetDir, `random-split-1-${split}.tsv`)
const offset = Number(args.offset ?? 0)
const pattern = args.match ? new RegExp(args.match, 'i') : undefined
const matching = pattern ? all.filter((e) => pattern.test(e.question)) : all
const examples = matching.slice(offset, args.limit ? offset + Number(args.limit) : undefined)

const engine = await createEngine({ threads: 1 })
const started = performance.now()
try {
  const outcomes = await runQuestions(engine, datasetDir, examples, (done) => {
    if (done % 250 === 0) process.stderr.write(`  ${done}/${examples.length}\n`)
  })
  const seconds = (performance.now() - started) / 1000
  printReport(split, outcomes, seconds)
  console.log(
    `  time: ingest ${(timings.ingestMs / 1000).toFixed(1)} s, questions ${(timings.askMs / 1000).toFixed(1)} s (${(timings.askMs / Math.max(1, outcomes.length)).toFixed(1)} ms each)`,
  )
  if (args.dump) {
    writeFileSync(args.dump, `${outcomes.map((o) => JSON.stringify(o)).join('\n')}\n`)
    console.log(`outcomes written to ${args.dump}`)
  }
  console.log('')
  console.log(measureParseLatency())
} finally {
  await engine.close()
}
