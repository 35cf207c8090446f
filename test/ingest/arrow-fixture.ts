import {
  DateDay,
  Decimal,
  Dictionary,
  Int32,
  makeData,
  makeVector,
  Table,
  TimestampMicrosecond,
  tableToIPC,
  Utf8,
  vectorFromArray,
} from 'apache-arrow'

/** Decimal(12, 2) cells from cents, as Arrow stores them: 128-bit little-endian words. */
function decimalVector(cents: readonly bigint[]) {
  const words = new Uint32Array(cents.length * 4)
  cents.forEach((value, i) => {
    let v = BigInt.asUintN(128, value)
    for (let k = 0; k < 4; k++) {
      words[i * 4 + k] = Number(v & 0xffffffffn)
      v >>= 32n
    }
  })
  return makeVector(makeData({ type: new Decimal(2, 12, 128), length: cents.length, data: words }))
}

/**
 * A small sales table written by apache-arrow itself: dictionary-encoded regions, text with an
 * empty string and a NULL, 32- and 64-bit integers (one past 2^53), pounds and pence as
 * Decimal(12,2), days and microsecond timestamps.
 */
export function salesArrow(format: 'file' | 'stream' = 'file'): Buffer {
  const table = new Table({
    region: vectorFromArray(['North', 'South', 'North', 'West'], new Dictionary(new Utf8(), new Int32())),
    product: vectorFromArray(['Widget', '', null, 'Gadget'], new Utf8()),
    quantity: vectorFromArray([3, 12, 5, 1], new Int32()),
    serial: makeVector(new BigInt64Array([9007199254740993n, 2n, -3n, 4n])),
    amount: decimalVector([123456n, 6000000n, 687580n, -1999n]),
    day: vectorFromArray(
      [Date.UTC(2024, 0, 2), Date.UTC(2024, 1, 3), Date.UTC(2024, 1, 29), Date.UTC(1999, 11, 31)].map(
        (ms) => new Date(ms),
      ),
      new DateDay(),
    ),
    stamp: makeVector(
      makeData({
        type: new TimestampMicrosecond(),
        length: 4,
        data: new BigInt64Array([1704200400123456n, 0n, -1n, 951782400000000n]),
      }),
    ),
  })
  return Buffer.from(tableToIPC(table, format))
}
