/**
 * A function of a table (or of one of its columns) worked out once per object and kept while the
 * object lives: what the parser knows of a table does not change between its questions.
 */
export function oncePer<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const known = new WeakMap<K, V>()
  return (key) => {
    if (known.has(key)) return known.get(key) as V
    const value = compute(key)
    known.set(key, value)
    return value
  }
}
