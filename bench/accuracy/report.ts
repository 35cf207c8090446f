import type { Outcome } from './run-questions.js'

const pct = (n: number, d: number) => (d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`)

/** The interpretation's opening words name the kind of question the parser saw. */
function kindOf(outcome: Outcome): string {
  if (outcome.failure) return outcome.failure.startsWith('ingest') ? '(ingest failed)' : '(threw)'
  if (!outcome.answered) return '(declined)'
  const words = outcome.query.split(/\s+/).slice(0, 2).join(' ')
  return words.replace(/[^A-Za-z ]/g, '') || '(none)'
}

function opening(outcome: Outcome): string {
  const q = outcome.example.question.toLowerCase()
  const two = q.split(/\s+/).slice(0, 2).join(' ')
  if (['how many', 'how much', 'what is', 'what was', 'who was', 'who is'].includes(two)) return two
  return q.split(/\s+/)[0] ?? ''
}

/** A breakdown of the outcomes by a key, largest groups first. */
export interface Breakdown {
  readonly title: string
  readonly key: (o: Outcome) => string
  readonly top?: number
}

function table(title: string, outcomes: readonly Outcome[], key: (o: Outcome) => string, top = 20) {
  const groups = new Map<string, Outcome[]>()
  for (const o of outcomes) groups.set(key(o), [...(groups.get(key(o)) ?? []), o])
  const rows = [...groups.entries()].sort((a, b) => b[1].length - a[1].length).slice(0, top)
  console.log(`\n${title}`)
  console.log(`  ${'group'.padEnd(28)} ${'n'.padStart(5)}  answered  precision  accuracy`)
  for (const [name, group] of rows) {
    const answered = group.filter((o) => o.answered).length
    const right = group.filter((o) => o.right).length
    console.log(
      `  ${name.slice(0, 28).padEnd(28)} ${String(group.length).padStart(5)}  ${pct(answered, group.length)}    ${pct(right, answered)}    ${pct(right, group.length)}`,
    )
  }
}

export function printReport(
  title: string,
  outcomes: readonly Outcome[],
  seconds: number,
  breakdowns: readonly Breakdown[] = [],
) {
  const n = outcomes.length
  const answered = outcomes.filter((o) => o.answered).length
  const right = outcomes.filter((o) => o.right).length
  const threw = outcomes.filter((o) => o.failure).length
  console.log(`${title}: ${n} questions in ${seconds.toFixed(1)} s`)
  console.log(`  accuracy   ${pct(right, n)}  (${right} right)`)
  console.log(`  precision  ${pct(right, answered)}  (right / answered)`)
  console.log(`  answered   ${pct(answered, n)}  (${answered}; is_error false)`)
  console.log(`  failures   ${threw}  (ingest errors or exceptions)`)
  for (const b of breakdowns) table(b.title, outcomes, b.key, b.top)
  table('by interpretation (answered) or outcome', outcomes, kindOf)
  table('by opening words of the question', outcomes, opening, 12)
}
