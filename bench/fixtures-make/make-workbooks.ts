/**
 * Makes the workbook fixtures of fixtures/workbooks (committed, so CI needs no LibreOffice):
 * - the demo CSVs, and visit-notes.csv (cells over several lines), converted to .xlsx and .ods by LibreOffice (`soffice`, Debian's
 *   libreoffice-calc-nogui), for the test that asks the same questions of every form;
 * - messy.xlsx / messy.ods (SheetJS): a notes sheet, title rows, a merged two-row header, a totals
 *   row and two tables on one sheet;
 * - bad files: truncated.xlsx, garbage.xlsx, zip-bomb.xlsx.
 *
 * Run: node --import tsx bench/fixtures-make/make-workbooks.ts [--skip-libreoffice]
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32, deflateRawSync } from 'node:zlib'
import * as XLSX from 'xlsx'

const OUT = 'fixtures/workbooks'

function convertWithLibreOffice(csv: string): void {
  const work = mkdtempSync(join(tmpdir(), 'tally-lo-'))
  try {
    for (const format of ['xlsx', 'ods']) {
      // The CSV filter options: comma, double quote, UTF-8, first line 1, language en-US.
      execFileSync(
        'soffice',
        [
          '--headless',
          `-env:UserInstallation=file://${work}/profile`,
          '--infilter=CSV:44,34,76,1,,1033',
          '--convert-to',
          format,
          '--outdir',
          work,
          csv,
        ],
        { stdio: 'ignore', timeout: 120_000 },
      )
      const stem = csv.replace(/^.*\//, '').replace(/\.csv$/, '')
      copyFileSync(join(work, `${stem}.${format}`), join(OUT, `${stem}.${format}`))
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

function messyWorkbook(): XLSX.WorkBook {
  const book = XLSX.utils.book_new()
  const notes = XLSX.utils.aoa_to_sheet([
    ['About this workbook'],
    ['Figures are in pounds sterling, before tax.'],
    ['Prepared by the finance team.'],
  ])
  XLSX.utils.book_append_sheet(book, notes, 'Notes')
  const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d))
  const sales = XLSX.utils.aoa_to_sheet(
    [
      ['Regional sales 2024'],
      ['Unaudited figures'],
      [],
      ['Region', 'Q1', null, 'Q2', null],
      [null, 'Revenue', 'Units', 'Revenue', 'Units'],
      ['North', 1200.5, 30, 1800.25, 41],
      ['South', 950, 22, 1010.75, 25],
      ['East', 780.25, 18, 640, 15],
      ['West', 1100, 27, 1230.5, 29],
      ['Total', 4030.75, 97, 4681.5, 110],
      [],
      [],
      ['Manager', 'Region', 'Started'],
      ['Ann Lee', 'North', day(2019, 3, 4)],
      ['Bo Chan', 'South', day(2021, 11, 15)],
      ['Cy Diaz', 'East', day(2020, 6, 1)],
    ],
    { cellDates: true, dateNF: 'yyyy-mm-dd' },
  )
  sales['!merges'] = [
    { s: { r: 3, c: 0 }, e: { r: 4, c: 0 } },
    { s: { r: 3, c: 1 }, e: { r: 3, c: 2 } },
    { s: { r: 3, c: 3 }, e: { r: 3, c: 4 } },
  ]
  XLSX.utils.book_append_sheet(book, sales, 'Sales')
  const staff = XLSX.utils.aoa_to_sheet([
    ['Name', 'Team', 'Salary'],
    ['Dee', 'Ops', 41000],
    ['Eli', 'Ops', 39500],
    ['Fay', 'Sales', 45250],
  ])
  XLSX.utils.book_append_sheet(book, staff, 'Staff')
  return book
}

/** A zip whose one entry is 256 MiB of zeros that packs to a few hundred KiB. */
function zipBomb(): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml')
  const data = Buffer.alloc(256 * 1024 ** 2)
  const packed = deflateRawSync(data, { level: 9 })
  const crc = crc32(data)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(crc, 14)
  local.writeUInt32LE(packed.length, 18)
  local.writeUInt32LE(data.length, 22)
  local.writeUInt16LE(name.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(crc, 16)
  central.writeUInt32LE(packed.length, 20)
  central.writeUInt32LE(data.length, 24)
  central.writeUInt16LE(name.length, 28)
  const centralAt = local.length + name.length + packed.length
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + name.length, 12)
  end.writeUInt32LE(centralAt, 16)
  return Buffer.concat([local, name, packed, central, name, end])
}

/** Deterministic bytes that are no known format (a seeded xorshift). */
function garbage(length: number): Buffer {
  const out = Buffer.alloc(length)
  let x = 0x9e3779b9
  for (let i = 0; i < length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = x & 0xff
  }
  out[0] = 0x13
  return out
}

const book = messyWorkbook()
writeFileSync(join(OUT, 'messy.xlsx'), XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }))
writeFileSync(join(OUT, 'messy.ods'), XLSX.write(book, { type: 'buffer', bookType: 'ods' }))
const whole = readFileSync(join(OUT, 'messy.xlsx'))
writeFileSync(join(OUT, 'truncated.xlsx'), whole.subarray(0, Math.floor(whole.length * 0.6)))
writeFileSync(join(OUT, 'garbage.xlsx'), garbage(4096))
writeFileSync(join(OUT, 'zip-bomb.xlsx'), zipBomb())
/** Visit notes, some over several lines: cells with line breaks, as a CSV's quoted fields hold them. */
function visitNotesCsv(): string {
  const rows = ['visit_id,site,notes,minutes']
  const notes = [
    'Gate locked.\nCalled the owner; came back later.',
    'Routine check',
    'Leak under sink.\nFixed.\nBill sent.',
  ]
  for (let i = 1; i <= 12; i++) {
    const note = notes[(i - 1) % notes.length] ?? ''
    rows.push(`${i},Site ${String.fromCharCode(64 + ((i % 4) + 1))},"${note}",${10 + ((i * 7) % 50)}`)
  }
  return `${rows.join('\n')}\n`
}

if (!process.argv.includes('--skip-libreoffice')) {
  writeFileSync(join(OUT, 'visit-notes.csv'), visitNotesCsv())
  for (const csv of [
    'fixtures/sales.csv',
    'fixtures/messy-finance.csv',
    'fixtures/medals.csv',
    join(OUT, 'visit-notes.csv'),
  ]) {
    convertWithLibreOffice(csv)
  }
}
