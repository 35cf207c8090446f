/**
 * A lookup table keyed by words of the question. It has no prototype, so that a question saying
 * "constructor" or "toString" finds nothing instead of Object's own properties.
 */
export function wordTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries))
}
