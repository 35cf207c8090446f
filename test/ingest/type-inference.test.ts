import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CatalogTable, createEngine, type Engine } from '../../src/index.js'
import { column, fixture, onlyTable, qualifiedName, typesOf, valuesOf } from './ingest-helpers.js'

describe('types the way a person expects', () => {
  let engine: Engine
  let events: CatalogTable
  let finances: CatalogTable
  let invoices: CatalogTable
  beforeAll(async () => {
    engine = await createEngine()
    const ingest = async (artifact: string, file: string) =>
      onlyTable(await engine.ingest({ org: 'default', artifact, file: fixture(file) }))
    events = await ingest('events', 'event-dates.csv')
    finances = await ingest('finances', 'team-finances.csv')
    invoices = await ingest('invoices', 'invoices-excel-serials.csv')
  })
  afterAll(() => engine.close())

  it('turns dates written in common forms into DATE and TIMESTAMP', async () => {
    expect(typesOf(events)).toMatchObject({
      event: 'VARCHAR',
      announced: 'DATE',
      held: 'DATE',
      opened_at: 'TIMESTAMP',
      us_date: 'DATE',
      eu_date: 'DATE',
      logged_at: 'TIMESTAMP',
    })
    expect(await valuesOf(engine, events, 'announced')).toEqual([
      '2000-01-01',
      '2001-02-14',
      '2002-03-03',
      '2003-12-25',
    ])
    expect(await valuesOf(engine, events, 'held')).toEqual([
      '2000-01-01',
      '2001-02-14',
      '2002-03-03',
      '2003-12-25',
    ])
    expect((await valuesOf(engine, events, 'opened_at'))[0]).toBe('2000-01-01 10:00:00')
    expect(await valuesOf(engine, events, 'us_date')).toEqual([
      '2024-01-15',
      '2024-02-29',
      '2024-12-31',
      '2025-07-04',
    ])
    expect(await valuesOf(engine, events, 'eu_date')).toEqual([
      '2024-01-15',
      '2024-02-29',
      '2024-12-31',
      '2025-07-04',
    ])
    expect((await valuesOf(engine, events, 'logged_at'))[2]).toBe('2015-01-03 23:59:59')
  })

  it('decides day-first from a day above 12 anywhere in the column', async () => {
    expect(column(events, 'late_day_first').profile.conversion).toMatch(
      /^date DD\/MM\/YYYY \(a day above 12 settles day-first\)/,
    )
    expect(await valuesOf(engine, events, 'late_day_first')).toEqual([
      '2024-02-01',
      '2024-04-03',
      '2024-12-25',
      '2024-11-10',
    ])
  })

  it('reads an ambiguous column month-first and says so in the profile', async () => {
    const { conversion } = column(events, 'ambiguous').profile
    expect(conversion).toMatch(/^date MM\/DD\/YYYY/)
    expect(conversion).toContain('ambiguous')
    expect(await valuesOf(engine, events, 'ambiguous')).toEqual([
      '2024-03-04',
      '2024-05-06',
      '2024-11-12',
      '2025-01-02',
    ])
  })

  it('turns currency, thousands separators, percents and accounting negatives into numbers', async () => {
    expect(typesOf(finances)).toMatchObject({
      Revenue: 'DECIMAL(18,2)',
      'Budget (EUR)': 'BIGINT',
      'Win rate': 'DOUBLE',
      Net: 'DOUBLE',
      Attendance: 'BIGINT',
    })
    expect(await valuesOf(engine, finances, 'Revenue')).toEqual([1234.5, 98000, 350.25, 2000000.75])
    expect(await valuesOf(engine, finances, 'Budget (EUR)')).toEqual([1234, 12500, 980, 1000000])
    expect(await valuesOf(engine, finances, 'Win rate')).toEqual([12.5, 7, 100, 0.25])
    expect(await valuesOf(engine, finances, 'Net')).toEqual([-987.65, 1020, -0.5, 12])
    expect(await valuesOf(engine, finances, 'Attendance')).toEqual([1234, 45200, 950, 1000000])
  })

  it('notes the conversion and the unit in the column profile', () => {
    expect(column(finances, 'Revenue').profile).toMatchObject({ unit: '$' })
    expect(column(finances, 'Revenue').profile.conversion).toContain('currency $')
    expect(column(finances, 'Win rate').profile).toMatchObject({ unit: '%', conversion: 'percent' })
    expect(column(finances, 'Net').profile.conversion).toContain('negatives in parentheses')
    expect(column(finances, 'Budget (EUR)').profile.unit).toBe('€')
    expect(column(finances, 'Attendance').profile.unit).toBeUndefined()
  })

  it('keeps Wikipedia-style cells that are not cleanly numbers as text', async () => {
    expect(column(finances, 'Result').type).toBe('VARCHAR')
    expect(column(finances, 'Transfer fee').type).toBe('VARCHAR')
    expect(await valuesOf(engine, finances, 'Transfer fee')).toEqual([
      '£103.3 million',
      '£8 million',
      'Undisclosed',
      '£1.5 million',
    ])
    expect(column(finances, 'Result').profile.conversion).toBeUndefined()
  })

  it('keeps year-like integers as integers', async () => {
    expect(column(finances, 'Season').type).toBe('BIGINT')
    expect(await valuesOf(engine, finances, 'Season')).toEqual([1998, 1999, 2000, 2001])
  })

  it('reads Excel serial numbers as dates only under a date header', async () => {
    expect(column(invoices, 'Invoice Date').type).toBe('DATE')
    expect(column(invoices, 'Invoice Date').profile.conversion).toContain('Excel serial')
    expect(await valuesOf(engine, invoices, 'Invoice Date')).toEqual([
      '2024-01-01',
      '2024-01-02',
      '2024-02-01',
      '2024-02-29',
    ])
    expect(column(invoices, 'Quantity').type).toBe('BIGINT')
    expect(await valuesOf(engine, invoices, 'Quantity')).toEqual([45100, 45200, 46001, 44000])
    expect(column(invoices, 'Days Open').type).toBe('BIGINT')
  })

  it('never turns a CSV integer column outside the serial range into dates', async () => {
    const file = Buffer.from('Date,Visitors\n2001,120\n2002,135\n2003,150\n')
    const table = onlyTable(
      await engine.ingest({ org: 'default', artifact: 'years', file, fileName: 'years.csv' }),
    )
    expect(column(table, 'Date').type).toBe('BIGINT')
    expect(await valuesOf(engine, table, 'Date')).toEqual([2001, 2002, 2003])
  })

  it('reads an ambiguous dash-separated date day-first', async () => {
    const file = Buffer.from('Home,Away,Date\nAberdeen,Hamilton,11-10-1978\nAyr,Falkirk,10-10-1978\n')
    const table = onlyTable(
      await engine.ingest({ org: 'default', artifact: 'cup', file, fileName: 'cup.csv' }),
    )
    expect(column(table, 'Date').profile.conversion).toContain('read as DD-MM-YYYY')
    expect(await valuesOf(engine, table, 'Date')).toEqual(['1978-10-11', '1978-10-10'])
  })

  it('reads a column typed in several ways (ISO, slashes, month names) as dates, slashes in one order', async () => {
    const ingest = async (artifact: string, text: string) =>
      onlyTable(await engine.ingest({ org: 'default', artifact, file: Buffer.from(text), fileName: 'w.csv' }))
    const orders = await ingest(
      'work-orders',
      'WO,Opened\nW1,"Nov 12, 2024"\nW2,2024-05-03\nW3,09/20/2024\nW4,03/04/2024\n',
    )
    expect(column(orders, 'Opened').type).toBe('DATE')
    expect(column(orders, 'Opened').profile.conversion).toMatch(/^date mixed/)
    expect(await valuesOf(engine, orders, 'Opened')).toEqual([
      '2024-11-12',
      '2024-05-03',
      '2024-09-20',
      '2024-03-04',
    ])
    // A day above 12 settles the slashes day-first here; a free-text value keeps the column as written.
    const dayFirst = await ingest('day-first', 'WO,Opened\nW1,2024-05-03\nW2,20/09/2024\nW3,03/04/2024\n')
    expect(await valuesOf(engine, dayFirst, 'Opened')).toEqual(['2024-05-03', '2024-09-20', '2024-04-03'])
    const noted = await ingest('noted', 'WO,Opened\nW1,2024-05-03\nW2,09/20/2024\nW3,pending\n')
    expect(column(noted, 'Opened').type).toBe('VARCHAR')
  })

  it('multiplies amounts written with K, M or B ("€110.5M", "€565K") and keeps metres as text', async () => {
    const ingest = async (artifact: string, text: string) =>
      onlyTable(await engine.ingest({ org: 'default', artifact, file: Buffer.from(text), fileName: 'p.csv' }))
    const players = await ingest('players', 'Name,Value,Views\nA,€110.5M,1.2B\nB,€565K,950\nC,€0,3K\n')
    expect(column(players, 'Value').type).toBe('DOUBLE')
    expect(column(players, 'Value').profile.conversion).toContain('K/M/B multipliers')
    const rows = (await valuesOf(engine, players, 'Value', 'Views')) as unknown[][]
    expect(rows.map((r) => r.map(Number))).toEqual([
      [110_500_000, 1_200_000_000],
      [565_000, 950],
      [0, 3000],
    ])
    const heights = await ingest('heights', 'Name,Height\nA,1.8m\nB,1.75m\n')
    expect(column(heights, 'Height').type).toBe('VARCHAR')
  })

  it('does not read thousands groups as decimal commas when one value breaks the pattern', async () => {
    const file = Buffer.from('Team,Goals Against\nCanadiens,"16,416"\nBruins,"17,459"\nWanderers,"1,1024"\n')
    const table = onlyTable(
      await engine.ingest({ org: 'default', artifact: 'goals', file, fileName: 'g.csv' }),
    )
    expect(column(table, 'Goals Against').type).toBe('VARCHAR')
    expect(await valuesOf(engine, table, 'Goals Against')).toEqual(['16,416', '17,459', '1,1024'])
  })

  it('keeps a column that mixes a unit with unitless values as text', async () => {
    const file = Buffer.from('District,Area\nYamato plain,837.27\n(Share in %),22.7%\n')
    const table = onlyTable(
      await engine.ingest({ org: 'default', artifact: 'area', file, fileName: 'a.csv' }),
    )
    expect(column(table, 'Area').type).toBe('VARCHAR')
    expect(await valuesOf(engine, table, 'Area')).toEqual(['837.27', '22.7%'])
  })

  it('reads the accountant\'s zero " $-   " in a money column as 0; a lone dash is no zero', async () => {
    const file = Buffer.from(
      'Item,Discounts,Fee\nA," $19,152.00 ",-\nB," $-   ",12.50\nC," $3,714.90 ",3.00\n',
    )
    const table = onlyTable(
      await engine.ingest({ org: 'default', artifact: 'accounting-zero', file, fileName: 'z.csv' }),
    )
    expect(typesOf(table)).toMatchObject({ Discounts: 'DECIMAL(18,2)', Fee: 'VARCHAR' })
    expect(await valuesOf(engine, table, 'Discounts')).toEqual([19152, 0, 3714.9])
  })

  describe('money written with an ISO currency code', () => {
    const ingest = async (artifact: string, text: string) =>
      onlyTable(await engine.ingest({ org: 'default', artifact, file: Buffer.from(text), fileName: 'c.csv' }))
    const scalar = async (table: CatalogTable, sql: string) =>
      (await engine.database.query(`SELECT (${sql})::VARCHAR FROM ${qualifiedName(table)}`)).rows[0]?.[0]

    it('reads a code before the amount ("CHF 70.00", "EUR1,200.50") as DECIMAL money in that currency', async () => {
      const table = await ingest(
        'code-before',
        'Item,Price,Fee\nA,CHF 70.00,"EUR1,200.50"\nB,CHF 285.00,EUR3.00\nC,"CHF 1,200.50",EUR0.75\nD,CHF 12.25,EUR10.00\n',
      )
      expect(typesOf(table)).toMatchObject({ Price: 'DECIMAL(18,2)', Fee: 'DECIMAL(18,2)' })
      expect(column(table, 'Price').profile).toMatchObject({ unit: 'CHF' })
      expect(column(table, 'Price').profile.conversion).toContain('currency CHF')
      expect(column(table, 'Fee').profile.conversion).toContain('currency EUR')
      expect(await scalar(table, 'sum("Price")')).toBe('1567.75')
      expect(Number(await scalar(table, 'median("Price")'))).toBe(177.5)
      expect(await valuesOf(engine, table, 'Fee')).toEqual([1200.5, 3, 0.75, 10])
    })

    it('reads a code after the amount, whose first letter is no K/M/B multiplier ("70.00 BRL")', async () => {
      const table = await ingest(
        'code-after',
        'Item,Net,Total\nA,"1,200.50 USD",70.00 BRL\nB,70.00 USD,"1,200.50 BRL"\nC,0.25 USD,5 BRL\n',
      )
      expect(typesOf(table)).toMatchObject({ Net: 'DECIMAL(18,2)', Total: 'DECIMAL(18,2)' })
      expect(column(table, 'Total').profile).toMatchObject({ unit: 'BRL' })
      expect(column(table, 'Total').profile.conversion).not.toContain('K/M/B')
      expect(await valuesOf(engine, table, 'Net')).toEqual([1200.5, 70, 0.25])
      expect(await valuesOf(engine, table, 'Total')).toEqual([70, 1200.5, 5])
    })

    it('keeps a column mixing two codes, or a code and a sign, as text, while one code alone converts', async () => {
      const table = await ingest(
        'code-mixed',
        'Item,Single,Codes,Signs\nA,USD 10.00,USD 10.00,$10.00\nB,USD 12.00,EUR 12.00,USD 12.00\n',
      )
      expect(typesOf(table)).toMatchObject({ Single: 'DECIMAL(18,2)', Codes: 'VARCHAR', Signs: 'VARCHAR' })
      expect(await valuesOf(engine, table, 'Codes')).toEqual(['USD 10.00', 'EUR 12.00'])
      expect(await valuesOf(engine, table, 'Signs')).toEqual(['$10.00', 'USD 12.00'])
    })

    it('reads European notation after EUR ("EUR 1.234,56"), the code settling "EUR 1.250" as 1250', async () => {
      const table = await ingest(
        'code-european',
        'Item,Price,Deposit\nA,"EUR 1.234,56",EUR 1.250\nB,"EUR 12,50",EUR 12.500\nC,"EUR 3.000,00",EUR 900\n',
      )
      expect(typesOf(table)).toMatchObject({ Price: 'DECIMAL(18,2)', Deposit: 'BIGINT' })
      expect(column(table, 'Price').profile.conversion).toContain('currency EUR')
      expect(column(table, 'Price').profile.conversion).toContain('decimal comma')
      expect(await valuesOf(engine, table, 'Price')).toEqual([1234.56, 12.5, 3000])
      expect(await valuesOf(engine, table, 'Deposit')).toEqual([1250, 12500, 900])
    })

    it('keeps words and codes that start with three capitals as text, next to a money column', async () => {
      const table = await ingest(
        'code-words',
        'Company,Ticker,Amount\nABC Corp,ABC 12,GBP 5.00\nXYZ Ltd,XYZ 7,GBP 7.50\nCAD Systems,QQQ 3,GBP 1.25\n',
      )
      expect(typesOf(table)).toMatchObject({ Company: 'VARCHAR', Ticker: 'VARCHAR', Amount: 'DECIMAL(18,2)' })
      expect(await valuesOf(engine, table, 'Company')).toEqual(['ABC Corp', 'XYZ Ltd', 'CAD Systems'])
      expect(await valuesOf(engine, table, 'Ticker')).toEqual(['ABC 12', 'XYZ 7', 'QQQ 3'])
    })
  })

  it('keeps records, durations and yes/no as written, and reads true/false as BOOLEAN', async () => {
    const file = Buffer.from(
      'Game,Record,Length (m:ss),Producer,Playoffs\n9,3-4-2,3:39,Yes,true\n10,3-5-2,4:05,,FALSE\n11,4-5-2,12:01,No,True\n',
    )
    const table = onlyTable(
      await engine.ingest({ org: 'default', artifact: 'season', file, fileName: 's.csv' }),
    )
    expect(typesOf(table)).toEqual({
      Game: 'BIGINT',
      Record: 'VARCHAR',
      'Length (m:ss)': 'VARCHAR',
      Producer: 'VARCHAR',
      Playoffs: 'BOOLEAN',
    })
    expect(await valuesOf(engine, table, 'Record', 'Length (m:ss)', 'Producer', 'Playoffs')).toEqual([
      ['3-4-2', '3:39', 'Yes', true],
      ['3-5-2', '4:05', null, false],
      ['4-5-2', '12:01', 'No', true],
    ])
  })

  it('leaves a column with one unconvertible value exactly as written', async () => {
    const file = Buffer.from(
      'item,price,when\nTea,"$1,200.00",01/02/2024\nCake,n/a,13/13/2024\nJam,$3.50,01/03/2024\n',
    )
    const table = onlyTable(
      await engine.ingest({ org: 'default', artifact: 'mixed', file, fileName: 'mixed.csv' }),
    )
    expect(typesOf(table)).toEqual({ item: 'VARCHAR', price: 'VARCHAR', when: 'VARCHAR' })
    expect(await valuesOf(engine, table, 'price', 'when')).toEqual([
      ['$1,200.00', '01/02/2024'],
      ['n/a', '13/13/2024'],
      ['$3.50', '01/03/2024'],
    ])
  })

  it("converts a large table's text columns from every value, and indexes only what stays text", async () => {
    // Past the 2,048 rows read for a small table: the few distinct values of each text column are
    // counted first and rule out the type tests; 'late' breaks its pattern only at row 4,000.
    const rows = Array.from({ length: 5000 }, (_, i) =>
      [
        i % 97 === 5 ? '' : i % 2 ? 'true' : 'false',
        `${(i % 28) + 1}/03/2024`,
        `"$${1 + (i % 9)},250.00"`,
        i === 3999 ? 'n/a' : String(i % 7),
        ['north', 'south'][i % 2],
        '',
      ].join(','),
    )
    const file = Buffer.from(`paid,due,amount,late,region,note\n${rows.join('\n')}\n`)
    const table = onlyTable(
      await engine.ingest({ org: 'default', artifact: 'large-text', file, fileName: 'large.csv' }),
    )
    expect(typesOf(table)).toMatchObject({ paid: 'BOOLEAN', due: 'DATE', late: 'VARCHAR', region: 'VARCHAR' })
    expect(column(table, 'paid').profile.nullCount).toBe(52)
    expect(typesOf(table).amount).toMatch(/^DECIMAL/)
    expect(column(table, 'due').profile).toMatchObject({
      min: '2024-03-01',
      max: '2024-03-28',
      topValues: [],
    })
    expect(column(table, 'late').profile).toMatchObject({ distinctCount: 8, distinctApproximate: false })
    expect(column(table, 'region').profile.topValues).toEqual([
      { value: 'north', count: 2500 },
      { value: 'south', count: 2500 },
    ])
    const { rows: indexed } = await engine.database.query(
      `SELECT DISTINCT column_name FROM "${table.database}"._tally.column_values
       WHERE table_name = 'large-text' ORDER BY column_name`,
    )
    expect(indexed).toEqual([['late'], ['region']])
  })
})
