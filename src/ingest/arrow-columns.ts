import {
  type Data,
  type DataType,
  type Decimal,
  type Field,
  type Float,
  type Int,
  makeVector,
  Type,
  type Vector,
} from 'apache-arrow'
import type { CellKind } from './grid/grid-types.js'

/** How one Arrow column goes into DuckDB: its type there, and each cell as exact text (null: NULL). */
export interface ArrowColumn {
  readonly type: string
  readonly kind: CellKind
  /** Cell `i` of one chunk of the column. */
  readonly text: (data: Data, vector: Vector, i: number) => string | null
}

const INT_TYPES: Record<string, string> = {
  '8true': 'TINYINT',
  '16true': 'SMALLINT',
  '32true': 'INTEGER',
  '64true': 'BIGINT',
  '8false': 'UTINYINT',
  '16false': 'USMALLINT',
  '32false': 'UINTEGER',
  '64false': 'UBIGINT',
}
/** Units of Arrow times and timestamps (SECOND..NANOSECOND) in nanoseconds. */
const UNIT_NS = [1_000_000_000n, 1_000_000n, 1_000n, 1n]
const NS_PER_DAY = 86_400_000_000_000n

const pad = (n: bigint | number, width: number) => String(n).padStart(width, '0')

/** Nanoseconds of the day as `HH:MM:SS[.fraction]`, the fraction as long as the unit needs. */
function clockText(ns: bigint, fractionDigits: number): string {
  const seconds = ns / 1_000_000_000n
  const clock = `${pad(seconds / 3600n, 2)}:${pad((seconds / 60n) % 60n, 2)}:${pad(seconds % 60n, 2)}`
  if (fractionDigits === 0) return clock
  const fraction = pad(ns % 1_000_000_000n, 9).slice(0, fractionDigits)
  return `${clock}.${fraction}`
}

/** An instant in `unit`s since 1970 as `YYYY-MM-DD HH:MM:SS[.fraction]` (UTC). */
function timestampText(value: bigint, unit: number): string {
  const ns = value * (UNIT_NS[unit] ?? 1n)
  let days = ns / NS_PER_DAY
  let rest = ns % NS_PER_DAY
  if (rest < 0n) {
    days -= 1n
    rest += NS_PER_DAY
  }
  const day = new Date(Number(days) * 86_400_000).toISOString().slice(0, 10)
  return `${day} ${clockText(rest, [0, 3, 6, 9][unit] ?? 9)}`
}

/** A two's-complement integer of `words` 32-bit little-endian words. */
function wordsToBigInt(words: Uint32Array, start: number, count: number): bigint {
  let value = 0n
  for (let k = count - 1; k >= 0; k--) value = (value << 32n) | BigInt(words[start + k] ?? 0)
  const bits = BigInt(count * 32)
  return value >= 1n << (bits - 1n) ? value - (1n << bits) : value
}

/** An unscaled decimal as exact text: 123456 at scale 2 -> `1234.56`. */
function decimalText(unscaled: bigint, scale: number): string {
  if (scale <= 0) return String(unscaled * 10n ** BigInt(-scale))
  const negative = unscaled < 0n
  const digits = pad(negative ? -unscaled : unscaled, scale + 1)
  return `${negative ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

const bigintJson = (_key: string, value: unknown) => (typeof value === 'bigint' ? String(value) : value)
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

const cellValue = (vector: Vector, i: number) => (vector.isValid(i) ? vector.get(i) : null)
/** Cells read through apache-arrow's own getter, written by `format`. */
const through =
  (format: (value: unknown) => string) =>
  (_: Data, vector: Vector, i: number): string | null => {
    const value = cellValue(vector, i)
    return value === null || value === undefined ? null : format(value)
  }
const plain = through(String)

function rawColumn(type: DataType): ArrowColumn | undefined {
  switch (type.typeId) {
    case Type.Decimal: {
      const { precision, scale, bitWidth } = type as Decimal
      const stride = bitWidth / 32
      return {
        type: precision <= 38 && scale >= 0 ? `DECIMAL(${precision},${scale})` : 'VARCHAR',
        kind: 'number',
        text: (data, vector, i) =>
          vector.isValid(i)
            ? decimalText(
                wordsToBigInt(data.values as Uint32Array, (data.offset + i) * stride, stride),
                scale,
              )
            : null,
      }
    }
    case Type.Timestamp: {
      const unit = (type as DataType & { unit: number }).unit
      return {
        type: unit === 3 ? 'TIMESTAMP_NS' : 'TIMESTAMP',
        kind: 'timestamp',
        text: (data, vector, i) =>
          vector.isValid(i)
            ? timestampText(BigInt((data.values as BigInt64Array)[data.offset + i] ?? 0), unit)
            : null,
      }
    }
    case Type.Time: {
      const unit = (type as DataType & { unit: number }).unit
      return {
        type: 'TIME',
        kind: 'text',
        text: (data, vector, i) =>
          vector.isValid(i)
            ? clockText(
                BigInt((data.values as BigInt64Array | Int32Array)[data.offset + i] ?? 0) *
                  (UNIT_NS[unit] ?? 1n),
                Math.min([0, 3, 6, 9][unit] ?? 6, 6),
              )
            : null,
      }
    }
    default:
      return undefined
  }
}

const vectors = new WeakMap<Data, Vector>()
/** A vector over one chunk, made once per chunk. */
export function chunkVector(data: Data): Vector {
  let vector = vectors.get(data)
  if (!vector) {
    vector = makeVector(data)
    vectors.set(data, vector)
  }
  return vector
}

/** The DuckDB type and the exact text of each cell of an Arrow column. */
export function arrowColumn(field: Field): ArrowColumn {
  if (field.type.typeId !== Type.Dictionary) return valueColumn(field.type)
  // Dictionary-encoded: each cell is a key into the dictionary's values.
  const values = valueColumn(field.type.dictionary)
  return {
    ...values,
    text: (data, vector, i) => {
      if (!vector.isValid(i)) return null
      let key = Number((data.values as ArrayLike<number | bigint>)[data.offset + i])
      for (const chunk of data.dictionary?.data ?? []) {
        if (key < chunk.length) return values.text(chunk, chunkVector(chunk), key)
        key -= chunk.length
      }
      return null
    },
  }
}

function valueColumn(type: DataType): ArrowColumn {
  const raw = rawColumn(type)
  if (raw) return raw
  switch (type.typeId) {
    case Type.Int:
      return {
        type: INT_TYPES[`${(type as Int).bitWidth}${(type as Int).isSigned}`] ?? 'HUGEINT',
        kind: 'number',
        text: plain,
      }
    case Type.Float:
      return { type: (type as Float).precision === 2 ? 'DOUBLE' : 'FLOAT', kind: 'number', text: plain }
    case Type.Bool:
      return { type: 'BOOLEAN', kind: 'boolean', text: plain }
    case Type.Date:
      return {
        type: 'DATE',
        kind: 'date',
        text: through((ms) => new Date(Number(ms)).toISOString().slice(0, 10)),
      }
    case Type.Utf8:
    case Type.LargeUtf8:
    case Type.Utf8View:
      return { type: 'VARCHAR', kind: 'text', text: plain }
    case Type.Binary:
    case Type.LargeBinary:
    case Type.FixedSizeBinary:
    case Type.BinaryView:
      return {
        type: 'VARCHAR',
        kind: 'text',
        text: through((bytes) => hex(bytes as Uint8Array)),
      }
    default:
      // Lists, structs, maps, unions, intervals: JSON text (integers exact), for type inference.
      return {
        type: 'VARCHAR',
        kind: 'text',
        text: through((value) =>
          typeof value === 'object' ? JSON.stringify(value, bigintJson) : String(value),
        ),
      }
  }
}
