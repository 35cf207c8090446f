// Writes fixtures/business/clinic-visits.csv: a clinic network's visit log with headers shortened
// as exports shorten them (yr, mo, st, sev, RestingBP, MaxHR, pop). 600 visits. Deterministic: a
// fixed linear congruential generator, no clock. Run: node scripts/make-visits-fixture.mjs
import { writeFileSync } from 'node:fs'

let seed = 20261124
const next = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1))
const weighted = (choices) => {
  const total = choices.reduce((s, [, w]) => s + w, 0)
  let r = next() * total
  for (const [value, w] of choices) {
    r -= w
    if (r < 0) return value
  }
  return choices[0][0]
}
// States by weight, so counts differ clearly: TX the most.
const STATES = [
  ['TX', 30],
  ['CA', 22],
  ['NY', 15],
  ['FL', 12],
  ['OH', 8],
  ['WA', 6],
  ['VT', 3],
]
// Months by weight: May the busiest.
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => [m, m === 5 ? 20 : 6 + (m % 4)])
const POPULATION = {
  TX: 4700000,
  CA: 9800000,
  NY: 1600000,
  FL: 2700000,
  OH: 1300000,
  WA: 2200000,
  VT: 160000,
}

const lines = ['VisitID,yr,mo,st,sev,RestingBP,MaxHR,pop']
for (let id = 1; id <= 600; id++) {
  const st = weighted(STATES)
  // Severity runs higher in the small states, so averages and sums rank states differently.
  const sev = Math.min(5, between(1, 4) + (st === 'VT' || st === 'WA' ? 1 : 0))
  lines.push(
    [
      id,
      between(2021, 2023),
      weighted(MONTHS),
      st,
      sev,
      between(90, 175),
      between(95, 202),
      POPULATION[st],
    ].join(','),
  )
}
writeFileSync(new URL('../fixtures/business/clinic-visits.csv', import.meta.url), `${lines.join('\n')}\n`)
