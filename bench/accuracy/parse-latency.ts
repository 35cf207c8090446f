export function measureParseLatency(): string {
  return 'parse+compile latency: not measured yet'
}
