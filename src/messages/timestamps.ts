/**
 * Wall-clock time with real microseconds, `YYYY-MM-DDTHH:MM:SS.ffffffZ`. Date has only
 * milliseconds, so the sub-millisecond part comes from the monotonic high-resolution clock.
 * Microseconds since 1970 stay below 2^53, so a number holds them exactly.
 */
let second = Number.NaN
let secondText = ''
export function microTimestamp(): string {
  const micros = Math.round((performance.timeOrigin + performance.now()) * 1000)
  const seconds = Math.floor(micros / 1_000_000)
  // A question takes several timestamps within one second: its date text is formatted once.
  if (seconds !== second) {
    second = seconds
    secondText = new Date(seconds * 1000).toISOString().slice(0, 19)
  }
  return `${secondText}.${String(micros - seconds * 1_000_000).padStart(6, '0')}Z`
}
