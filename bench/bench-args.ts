/** `--name value` from the command line, else the fallback. */
export function benchArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : Number(process.argv[at + 1])
}

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/** Where benchmarks write generated files: never the repository. */
export const BENCH_DIR = process.env.TALLY_BENCH_DIR ?? '/tmp/tally-bench'
