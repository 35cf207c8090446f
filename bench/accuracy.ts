/**
 * Accuracy of the intent parser on real questions, through the real engine.
 *
 *   npm run bench:accuracy -- [--suite wtq|databench] [--split dev|train] [--ids even|odd|all]
 *                             [--limit N] [--offset N] [--match REGEX] [--dump FILE]
 *
 * WikiTableQuestions (--suite wtq, the default): tune on --split train, report --split dev.
 * DataBench train (--suite databench): tune on --ids even, report --ids odd (the default).
 * --match keeps the questions a regular expression (case-insensitive) finds: a quick look at one kind.
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createEngine } from '../src/index.js'
import { type DatabenchExample, type IdSplit, readDatabench } from './accuracy/databench-dataset.js'
import { databenchMatches } from './accuracy/databench-scorer.js'
import { measureParseLatency } from './accuracy/parse-latency.js'
import { type Breakdown, printReport } from './accuracy/report.js'
import { type Example, type Judge, runQuestions, timings } from './accuracy/run-questions.js'
import { readSplit, type WtqExample } from './accuracy/wtq-dataset.js'
import { tableMatches } from './accuracy/wtq-scorer.js'

const { values: args } = parseArgs({
  options: {
    suite: { type: 'string', default: 'wtq' },
    split: { type: 'string', default: 'dev' },
    ids: { type: 'string', default: 'odd' },
    limit: { type: 'string' },
    offset: { type: 'string', default: '0' },
    dump: { type: 'string' },
    match: { type: 'string' },
    dataset: { type: 'string' },
  },
})

interface Suite<E extends Example> {
  readonly title: string
  readonly datasetDir: string
  readonly examples: readonly E[]
  readonly judge: Judge<E>
  readonly breakdowns: readonly Breakdown[]
}

async function databenchSuite(): Promise<Suite<DatabenchExample>> {
  const ids: IdSplit = args.ids === 'even' || args.ids === 'all' ? args.ids : 'odd'
  const datasetDir = resolve(args.dataset ?? '../shared/datasets/databench-train')
  return {
    title: `DataBench train, ${ids} dataset ids with tables on hand`,
    datasetDir,
    examples: await readDatabench(datasetDir, ids),
    judge: (e, columns) => databenchMatches(e.type, e.answer, columns),
    breakdowns: [
      { title: 'by answer type', key: (o) => (o.example as DatabenchExample).type },
      { title: 'by dataset', key: (o) => (o.example as DatabenchExample).dataset, top: 40 },
    ],
  }
}

function wtqSuite(): Suite<WtqExample> {
  const split = args.split === 'train' ? 'train' : 'dev'
  const datasetDir = resolve(args.dataset ?? '../shared/datasets/wtq-train')
  return {
    title: `WTQ random-split-1-${split} (a boolean true/false answer counts as yes/no)`,
    datasetDir,
    examples: readSplit(datasetDir, `random-split-1-${split}.tsv`),
    judge: (e, columns) => tableMatches(e.targets, columns),
    breakdowns: [],
  }
}

async function run<E extends Example>(suite: Suite<E>) {
  const offset = Number(args.offset ?? 0)
  const pattern = args.match ? new RegExp(args.match, 'i') : undefined
  const matching = pattern ? suite.examples.filter((e) => pattern.test(e.question)) : suite.examples
  const examples = matching.slice(offset, args.limit ? offset + Number(args.limit) : undefined)
  const engine = await createEngine({ threads: 1 })
  const started = performance.now()
  try {
    const outcomes = await runQuestions(engine, suite.datasetDir, examples, suite.judge, (done) => {
      if (done % 250 === 0) process.stderr.write(`  ${done}/${examples.length}\n`)
    })
    const seconds = (performance.now() - started) / 1000
    printReport(suite.title, outcomes, seconds, suite.breakdowns)
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
}

await (args.suite === 'databench' ? run(await databenchSuite()) : run(wtqSuite()))
