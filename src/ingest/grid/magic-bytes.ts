/**
 * The first bytes of the grid formats. Kept apart from the readers so that telling a format costs
 * no reader module: a CSV ingest never loads the workbook, PDF or Arrow readers.
 */

/**
 * Zip magic: xlsx, xlsm and ods are zip packages. "PK" and a record's signature (a local file
 * header, an empty archive's end record, a spanned archive's marker): a CSV whose first header is
 * "PKG_ID" opens with "PK" too.
 */
export const isZip = (head: Buffer) =>
  head[0] === 0x50 &&
  head[1] === 0x4b &&
  ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6) || (head[2] === 7 && head[3] === 8))
/** OLE2 compound file magic: .xls (and password-protected xlsx, which Office wraps in one). */
export const isCompoundFile = (head: Buffer) => head.subarray(0, 4).toString('hex') === 'd0cf11e0'

export const isFeatherV1 = (head: Buffer) => head.subarray(0, 4).toString('latin1') === 'FEA1'

/**
 * Arrow IPC file (Feather v2) magic, an IPC stream's first message (continuation marker), or
 * Feather v1 (refused by the reader with its own explanation).
 */
export const isArrow = (head: Buffer) =>
  head.subarray(0, 6).toString('latin1') === 'ARROW1' ||
  (head.length >= 8 && head.readUInt32LE(0) === 0xffffffff) ||
  isFeatherV1(head)

export const isPdf = (head: Buffer) => head.subarray(0, 5).toString('latin1') === '%PDF-'
