/**
 * Cold start, hyperfine-style: each command run `--runs` times, the commands alternating within a
 * round, wall time and CPU time (user+sys, from /usr/bin/time when present) per run; medians.
 * Baselines in the same run: `node -e ''` and a bare DuckDB start (instance, connection, SELECT 1).
 * `tally ask` runs as the `tally` bin does (dist/bundle/cli/main.js, restarting itself from the
 * language snapshot when there is one), and once more with TALLY_LANGUAGE_SNAPSHOT=0.
 * Usage: `node --import tsx bench/cold-start.ts [--runs 5]` (needs `npm run build`).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { benchArg, median } from './bench-args.js'

const root = resolve(import.meta.dirname, '..')
const TIME = '/usr/bin/time'

export const COLD_COMMANDS = {
  "node -e ''": ['-e', ''],
  'bare DuckDB start': [
    '-e',
    "require('@duckdb/node-api').DuckDBInstance.create(':memory:').then((i) => i.connect()).then((c) => c.run('SELECT 1'))",
  ],
  'import + createEngine() + close': [
    '--input-type=module',
    '-e',
    "const { createEngine } = await import('./dist/src/index.js'); const e = await createEngine(); await e.close()",
  ],
  'tally ask, no language snapshot': [
    'dist/bundle/cli/main.js',
    'ask',
    'fixtures/sales.csv',
    'how many rows are there?',
  ],
  'tally ask fixtures/sales.csv': [
    'dist/bundle/cli/main.js',
    'ask',
    'fixtures/sales.csv',
    'how many rows are there?',
  ],
} as const

/** Environment of a command, when not this process's. */
const COLD_ENV: Partial<Record<keyof typeof COLD_COMMANDS, NodeJS.ProcessEnv>> = {
  'tally ask, no language snapshot': { ...process.env, TALLY_LANGUAGE_SNAPSHOT: '0' },
}

interface Run {
  readonly wallMs: number
  readonly cpuMs: number
}

function runOnce(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Run {
  const timed = existsSync(TIME)
  const command = timed ? TIME : process.execPath
  const argv = timed ? ['-f', '%U %S', process.execPath, ...args] : [...args]
  const started = performance.now()
  const result = spawnSync(command, argv, { cwd: root, encoding: 'utf8', env })
  const wallMs = performance.now() - started
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`)
  const [user, sys] = (result.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number)
  return { wallMs, cpuMs: timed ? ((user ?? 0) + (sys ?? 0)) * 1000 : Number.NaN }
}

export function coldStart(runs: number) {
  const names = Object.keys(COLD_COMMANDS) as (keyof typeof COLD_COMMANDS)[]
  const seen = new Map<string, Run[]>(names.map((n) => [n, []]))
  for (const name of names) runOnce(COLD_COMMANDS[name], COLD_ENV[name]) // warm the file cache
  for (let round = 0; round < runs; round++)
    for (const name of names) seen.get(name)?.push(runOnce(COLD_COMMANDS[name], COLD_ENV[name]))
  const node = median(seen.get("node -e ''")?.map((r) => r.wallMs) ?? [])
  return names.map((name) => {
    const list = seen.get(name) ?? []
    const wall = median(list.map((r) => r.wallMs))
    return { name, wall, cpu: median(list.map((r) => r.cpuMs)), overNode: wall - node, ratio: wall / node }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = benchArg('runs', 5)
  console.log(`cold start: ${runs} alternating runs each, medians (load average ${loadavg()[0]?.toFixed(1)})`)
  for (const r of coldStart(runs)) {
    console.log(
      `  ${r.name.padEnd(34)} wall ${r.wall.toFixed(0).padStart(5)} ms  cpu ${r.cpu.toFixed(0).padStart(5)} ms  (${r.ratio.toFixed(1)}x node -e '', +${r.overNode.toFixed(0)} ms)`,
    )
  }
  console.log(`  (load average ${loadavg()[0]?.toFixed(1)} at the end)`)
}
