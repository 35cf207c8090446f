import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdir, stat } from 'node:fs/promises'
import { dirname } from 'node:path'

const REGIONS = ['North', 'South', 'East', 'West', 'Central']
const PRODUCTS = [
  'Widget',
  'Gadget',
  'Doohickey',
  'Sprocket',
  'Gizmo',
  'Thingamajig',
  'Whatsit',
  'Contraption',
]
const STATUSES = ['shipped', 'pending', 'cancelled', 'returned']
const FIRST = ['Ana', 'Ben', 'Chloe', 'Dev', 'Emil', 'Fatima', 'Goran', 'Hana', 'Ivo', 'Jun', 'Kemal', 'Lea']
const LAST = ['Silva', 'Okafor', 'Nguyen', 'Schmidt', 'Rossi', 'Kowalski', 'Haddad', 'Tanaka', 'Moreau']

/** A small deterministic generator (mulberry32), so every run writes the same data. */
export function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T

/**
 * Writes a sales CSV of `rows` rows: ISO dates, regions, products, integer quantities (one late
 * `12.5`, far past DuckDB's sniffing sample), prices with cents and a few thousand customers.
 */
export async function generateSalesCsv(path: string, rows: number): Promise<number> {
  await mkdir(dirname(path), { recursive: true })
  const out = createWriteStream(path)
  const next = random(42)
  const lateRow = rows - Math.floor(rows / 10)
  const start = Date.UTC(2021, 0, 1)
  let chunk = 'order_id,order_date,region,product,quantity,unit_price,customer,status\n'
  for (let i = 1; i <= rows; i++) {
    const day = new Date(start + Math.floor(next() * 1095) * 86_400_000).toISOString().slice(0, 10)
    const quantity = i === lateRow ? '12.5' : String(1 + Math.floor(next() * 40))
    const price = (1 + next() * 500).toFixed(2)
    const customer = `${pick(next, FIRST)} ${pick(next, LAST)} ${Math.floor(next() * 40)}`
    chunk += `${i},${day},${pick(next, REGIONS)},${pick(next, PRODUCTS)},${quantity},${price},${customer},${pick(next, STATUSES)}\n`
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain')
      chunk = ''
    }
  }
  out.end(chunk)
  await once(out, 'finish')
  return (await stat(path)).size
}
