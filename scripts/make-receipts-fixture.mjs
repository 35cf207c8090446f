// Writes fixtures/business/receipts.csv: a till's receipt lines, one row per item bought, so each
// Receipt number repeats over its lines (1,200 receipts, about 2,400 rows). Deterministic: a fixed
// linear congruential generator, no clock. Run: node scripts/make-receipts-fixture.mjs
import { writeFileSync } from 'node:fs'

let seed = 20261124
const next = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
}
// Items by weight, so counts differ clearly: Coffee the most, Gift card the least.
const ITEMS = [
  ['Coffee', 30],
  ['Bread', 20],
  ['Tea', 14],
  ['Pastry', 10],
  ['Muffin', 8],
  ['Juice', 6],
  ['Cookie', 5],
  ['Sandwich', 4],
  ['Soup', 2],
  ['Gift card', 1],
]
const total = ITEMS.reduce((s, [, w]) => s + w, 0)
const pick = () => {
  let r = next() * total
  for (const [item, w] of ITEMS) {
    r -= w
    if (r < 0) return item
  }
  return ITEMS[0][0]
}
const PERIODS = ['morning', 'morning', 'afternoon', 'afternoon', 'afternoon', 'evening']
const lines = ['Receipt,Item,Period,DayType']
for (let receipt = 1; receipt <= 1200; receipt++) {
  const period = PERIODS[Math.floor(next() * PERIODS.length)]
  const day = next() < 0.3 ? 'weekend' : 'weekday'
  const count = 1 + Math.floor(next() * 3)
  for (let k = 0; k < count; k++) lines.push(`${receipt},${pick()},${period},${day}`)
}
writeFileSync(new URL('../fixtures/business/receipts.csv', import.meta.url), `${lines.join('\n')}\n`)
