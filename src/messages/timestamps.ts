/**
 * Wall-clock time with real microseconds, `YYYY-MM-DDTHH:MM:SS.ffffffZ`. Date has only
 * milliseconds, so the sub-millisecond part comes from the monotonic high-resolution clock.
 */
export function microTimestamp(): string {
  const micros = BigInt(Math.round((performance.timeOrigin + performance.now()) * 1000))
  const millis = Number(micros / 1000n)
  const iso = new Date(millis).toISOString() // YYYY-MM-DDTHH:MM:SS.mmmZ
  const fraction = (micros % 1_000_000n).toString().padStart(6, '0')
  return `${iso.slice(0, 19)}.${fraction}Z`
}
