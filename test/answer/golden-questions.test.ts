import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GoldenEngine, goldenEngine } from './golden-harness.js'

/**
 * Golden cases: question -> the exact SQL and bound values -> the result on a real in-memory engine.
 * The organization's database name is written "db".
 */
interface GoldenCase {
  readonly type: string
  readonly table: string
  readonly question: string
  readonly sql: string
  readonly params: readonly unknown[]
  readonly rows: readonly (readonly unknown[])[]
}

const CASES: readonly GoldenCase[] = [
  {
    type: 'total',
    table: 'sales',
    question: 'what is the total revenue?',
    sql: 'SELECT sum("revenue") AS "sum(revenue)" FROM "db"."golden"."sales"',
    params: [],
    rows: [[44520.32999999999]],
  },
  {
    type: 'average',
    table: 'sales',
    question: 'what is the average unit price?',
    sql: 'SELECT avg("unit_price") AS "avg(unit_price)" FROM "db"."golden"."sales"',
    params: [],
    rows: [[18.809666666666633]],
  },
  {
    type: 'minimum',
    table: 'sales',
    question: 'what is the minimum quantity?',
    sql: 'SELECT min("quantity") AS "min(quantity)" FROM "db"."golden"."sales"',
    params: [],
    rows: [[1]],
  },
  {
    type: 'maximum',
    table: 'sales',
    question: 'what is the maximum unit price?',
    sql: 'SELECT max("unit_price") AS "max(unit_price)" FROM "db"."golden"."sales"',
    params: [],
    rows: [[49.99]],
  },
  {
    type: 'median',
    table: 'sales',
    question: 'what is the median quantity?',
    sql: 'SELECT median("quantity") AS "median(quantity)" FROM "db"."golden"."sales"',
    params: [],
    rows: [[10]],
  },
  {
    type: 'count',
    table: 'sales',
    question: 'how many orders are there?',
    sql: 'SELECT count(*) AS "count(*)" FROM "db"."golden"."sales"',
    params: [],
    rows: [[240]],
  },
  {
    type: 'distinct count',
    table: 'sales',
    question: 'how many different countries are there?',
    sql: 'SELECT count(DISTINCT "country") AS "count(distinct country)" FROM "db"."golden"."sales"',
    params: [],
    rows: [[4]],
  },
  {
    type: 'by group',
    table: 'sales',
    question: 'total revenue by region',
    sql: 'SELECT "region" AS "region", sum("revenue") AS "sum(revenue)" FROM "db"."golden"."sales" GROUP BY "region" ORDER BY "region" ASC NULLS LAST',
    params: [],
    rows: [
      ['East', 12956.38],
      ['North', 8609.359999999999],
      ['South', 12677.389999999998],
      ['West', 10277.199999999999],
    ],
  },
  {
    type: 'top N',
    table: 'sales',
    question: 'top 3 products by revenue',
    sql: 'SELECT "product" AS "product", sum("revenue") AS "sum(revenue)" FROM "db"."golden"."sales" GROUP BY "product" ORDER BY sum("revenue") DESC NULLS LAST, "product" ASC NULLS LAST LIMIT ?',
    params: [3],
    rows: [
      ['Doohickey', 22095.580000000013],
      ['Gadget', 10248],
      ['Widget', 6037.5],
    ],
  },
  {
    type: 'bottom N',
    table: 'sales',
    question: 'bottom 2 cities by quantity',
    sql: 'SELECT "city" AS "city", sum("quantity") AS "sum(quantity)" FROM "db"."golden"."sales" GROUP BY "city" ORDER BY sum("quantity") ASC NULLS LAST, "city" ASC NULLS LAST LIMIT ?',
    params: [2],
    rows: [
      ['Krakow', 224],
      ['Bergen', 233],
    ],
  },
  {
    type: 'category filter',
    table: 'sales',
    question: 'how many orders were returned?',
    sql: 'SELECT count(*) AS "count(*)" FROM "db"."golden"."sales" WHERE ("status" = ?)',
    params: ['returned'],
    rows: [[27]],
  },
  {
    type: 'exclusion',
    table: 'sales',
    question: 'total quantity excluding Norway',
    sql: 'SELECT sum("quantity") AS "sum(quantity)" FROM "db"."golden"."sales" WHERE (NOT coalesce(("country" = ?), ?))',
    params: ['Norway', false],
    rows: [[1898]],
  },
  {
    type: 'OR',
    table: 'sales',
    question: 'how many orders from Spain or Portugal?',
    sql: 'SELECT count(*) AS "count(*)" FROM "db"."golden"."sales" WHERE ("country" IN (?, ?))',
    params: ['Spain', 'Portugal'],
    rows: [[125]],
  },
  {
    type: 'numeric threshold',
    table: 'season',
    question: 'how many games had an attendance over 60,000?',
    sql: 'SELECT count(*) AS "count(*)" FROM "db"."golden"."season" WHERE ("Attendance" > ?)',
    params: [60000],
    rows: [[5]],
  },
  {
    type: 'threshold on groups (HAVING count)',
    table: 'sales',
    question: 'which countries have more than 60 orders?',
    sql: 'SELECT "country" AS "country", count(*) AS "count(*)" FROM "db"."golden"."sales" GROUP BY "country" HAVING (count(*) > ?) ORDER BY count(*) DESC NULLS LAST, "country" ASC NULLS LAST',
    params: [60],
    rows: [['Spain', 67]],
  },
  {
    type: 'threshold on groups (HAVING sum)',
    table: 'sales',
    question: 'which products had total revenue over 9000?',
    sql: 'SELECT "product" AS "product", sum("revenue") AS "sum(revenue)" FROM "db"."golden"."sales" GROUP BY "product" HAVING (sum("revenue") > ?) ORDER BY sum("revenue") DESC NULLS LAST, "product" ASC NULLS LAST',
    params: [9000],
    rows: [
      ['Doohickey', 22095.580000000013],
      ['Gadget', 10248],
    ],
  },
  {
    type: 'year',
    table: 'sales',
    question: 'total revenue in 2023',
    sql: 'SELECT sum("revenue") AS "sum(revenue)" FROM "db"."golden"."sales" WHERE (("order_date" >= CAST(? AS DATE)) AND ("order_date" < CAST(? AS DATE)))',
    params: ['2023-01-01', '2024-01-01'],
    rows: [[31833.759999999995]],
  },
  {
    type: 'quarter',
    table: 'sales',
    question: 'revenue in Q3 2023',
    sql: 'SELECT sum("revenue") AS "sum(revenue)" FROM "db"."golden"."sales" WHERE (("order_date" >= CAST(? AS DATE)) AND ("order_date" < CAST(? AS DATE)))',
    params: ['2023-07-01', '2023-10-01'],
    rows: [[7938.4]],
  },
  {
    type: 'month range',
    table: 'sales',
    question: 'revenue between March and May 2024',
    sql: 'SELECT sum("revenue") AS "sum(revenue)" FROM "db"."golden"."sales" WHERE (("order_date" >= CAST(? AS DATE)) AND ("order_date" < CAST(? AS DATE)))',
    params: ['2024-03-01', '2024-06-01'],
    rows: [[6651.329999999998]],
  },
  {
    type: 'last N days',
    table: 'sales',
    question: 'revenue in the last 90 days',
    sql: 'SELECT sum("revenue") AS "sum(revenue)" FROM "db"."golden"."sales" WHERE ("order_date" > ((SELECT max("order_date") AS "latest" FROM "db"."golden"."sales") - to_days(?)))',
    params: [90],
    rows: [[7110.509999999999]],
  },
  {
    type: 'trend',
    table: 'sales',
    question: 'monthly revenue in 2023',
    sql: 'SELECT CAST(date_trunc(\'month\', "order_date") AS DATE) AS "month", sum("revenue") AS "sum(revenue)" FROM "db"."golden"."sales" WHERE (("order_date" >= CAST(? AS DATE)) AND ("order_date" < CAST(? AS DATE))) GROUP BY CAST(date_trunc(\'month\', "order_date") AS DATE) ORDER BY CAST(date_trunc(\'month\', "order_date") AS DATE) ASC NULLS LAST',
    params: ['2023-01-01', '2024-01-01'],
    rows: [
      ['2023-01-01', 1068.41],
      ['2023-02-01', 3817.1699999999996],
      ['2023-03-01', 4361.9800000000005],
      ['2023-04-01', 2912.86],
      ['2023-05-01', 1811.92],
      ['2023-06-01', 3085.04],
      ['2023-07-01', 3538.94],
      ['2023-08-01', 1599.55],
      ['2023-09-01', 2799.91],
      ['2023-10-01', 2684.22],
      ['2023-11-01', 2714.4300000000003],
      ['2023-12-01', 1439.33],
    ],
  },
  {
    type: 'change between periods',
    table: 'sales',
    question: 'change in revenue between 2023 and 2024',
    sql: 'SELECT ((SELECT sum("revenue") AS "sum(revenue)" FROM "db"."golden"."sales" WHERE (("order_date" >= CAST(? AS DATE)) AND ("order_date" < CAST(? AS DATE)))) - (SELECT sum("revenue") AS "sum(revenue)" FROM "db"."golden"."sales" WHERE (("order_date" >= CAST(? AS DATE)) AND ("order_date" < CAST(? AS DATE))))) AS "difference"',
    params: ['2024-01-01', '2025-01-01', '2023-01-01', '2024-01-01'],
    rows: [[-19147.189999999995]],
  },
  {
    type: 'share of total',
    table: 'sales',
    question: 'share of revenue by region',
    sql: 'SELECT "region" AS "region", sum("revenue") AS "sum(revenue)", round(((sum("revenue") * 100) / (SELECT sum("revenue") AS "sum(revenue)" FROM "db"."golden"."sales")), 2) AS "share_pct" FROM "db"."golden"."sales" GROUP BY "region" ORDER BY "region" ASC NULLS LAST',
    params: [],
    rows: [
      ['East', 12956.38, 29.1],
      ['North', 8609.359999999999, 19.34],
      ['South', 12677.389999999998, 28.48],
      ['West', 10277.199999999999, 23.08],
    ],
  },
  {
    type: 'two groups',
    table: 'sales',
    question: 'compare revenue of East and West',
    sql: 'SELECT "region" AS "region", sum("revenue") AS "sum(revenue)" FROM "db"."golden"."sales" WHERE ("region" IN (?, ?)) GROUP BY "region" ORDER BY "region" ASC NULLS LAST',
    params: ['East', 'West'],
    rows: [
      ['East', 12956.38],
      ['West', 10277.199999999999],
    ],
  },
  {
    type: 'argmax by group',
    table: 'sales',
    question: 'which day had the highest sales?',
    sql: 'SELECT "order_date" AS "order_date", sum("revenue") AS "sum(revenue)" FROM "db"."golden"."sales" GROUP BY "order_date" QUALIFY (rank() OVER (ORDER BY sum("revenue") DESC NULLS LAST) <= ?) ORDER BY sum("revenue") DESC NULLS LAST, "order_date" ASC NULLS LAST',
    params: [1],
    rows: [['2023-07-30', 1131.8600000000001]],
  },
  {
    type: 'argmax',
    table: 'medals',
    question: 'which nation won the most gold medals?',
    sql: 'SELECT "Nation" AS "Nation", "Gold" AS "Gold" FROM "db"."golden"."medals" WHERE ((NOT coalesce(("Rank" = ?), ?)) AND ("Gold" = (SELECT max("Gold") AS "best" FROM "db"."golden"."medals" WHERE (NOT coalesce(("Rank" = ?), ?))))) ORDER BY "__row" ASC NULLS LAST',
    params: ['Total', false, 'Total', false],
    rows: [['United States', 46]],
  },
  {
    type: 'argmin',
    table: 'medals',
    question: 'which nation had the fewest silver medals?',
    sql: 'SELECT "Nation" AS "Nation", "Silver" AS "Silver" FROM "db"."golden"."medals" WHERE ((NOT coalesce(("Rank" = ?), ?)) AND ("Silver" = (SELECT min("Silver") AS "best" FROM "db"."golden"."medals" WHERE (NOT coalesce(("Rank" = ?), ?))))) ORDER BY "__row" ASC NULLS LAST',
    params: ['Total', false, 'Total', false],
    rows: [['Hungary', 4]],
  },
  {
    type: 'argmin with a tie',
    table: 'season',
    question: 'which game had the lowest attendance?',
    sql: 'SELECT "Opponent" AS "Opponent", "Attendance" AS "Attendance" FROM "db"."golden"."season" WHERE ("Attendance" = (SELECT min("Attendance") AS "best" FROM "db"."golden"."season")) ORDER BY "__row" ASC NULLS LAST',
    params: [],
    rows: [
      ['Tampa Bay Buccaneers', 51300],
      ['at Tampa Bay Buccaneers', 51300],
    ],
  },
  {
    type: 'yes/no aggregate',
    table: 'sales',
    question: 'is the average revenue above 100?',
    sql: 'SELECT coalesce(((SELECT avg("revenue") AS "avg(revenue)" FROM "db"."golden"."sales") > ?), ?) AS "answer"',
    params: [100, false],
    rows: [[true]],
  },
  {
    type: 'yes/no exists',
    table: 'sales',
    question: 'are there orders from Peru?',
    sql: 'SELECT coalesce((EXISTS (SELECT 1 AS "found" FROM "db"."golden"."sales" WHERE ("country" = ?))), ?) AS "answer"',
    params: ['Peru', false],
    rows: [[false]],
  },
  {
    type: 'yes/no mode',
    table: 'sales',
    question: 'is the most common status shipped?',
    sql: 'SELECT coalesce(((SELECT "status" AS "status" FROM "db"."golden"."sales" WHERE ("status" IS NOT NULL) GROUP BY "status" ORDER BY count(*) DESC NULLS LAST LIMIT ?) = ?), ?) AS "answer"',
    params: [1, 'shipped', false],
    rows: [[true]],
  },
  {
    type: 'list most common',
    table: 'sales',
    question: 'the 3 most common products',
    sql: 'SELECT "product" AS "product", count(*) AS "count(*)" FROM "db"."golden"."sales" WHERE (("product" IS NOT NULL) AND (lower(trim("product")) NOT IN (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))) GROUP BY "product" ORDER BY count(*) DESC NULLS LAST, "product" ASC NULLS LAST LIMIT ?',
    params: ['', '-', '--', '—', '–', 'n/a', 'na', '?', 'tba', 'tbd', 'none', 'unknown', 3],
    rows: [
      ['Gizmo', 56],
      ['Doohickey', 48],
      ['Sprocket', 48],
    ],
  },
  {
    type: 'list without',
    table: 'returns',
    question: 'which regions had no returns?',
    sql: 'SELECT "region" AS "region" FROM "db"."golden"."returns" WHERE ((("region" IS NOT NULL) AND (lower(trim("region")) NOT IN (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))) AND (NOT coalesce(("region" IN (SELECT "region" AS "region" FROM "db"."golden"."returns" WHERE ("status" = ?))), ?))) GROUP BY "region" ORDER BY min("__row") ASC NULLS LAST',
    params: ['', '-', '--', '—', '–', 'n/a', 'na', '?', 'tba', 'tbd', 'none', 'unknown', 'returned', false],
    rows: [['South'], ['West']],
  },
  {
    type: 'first',
    table: 'season',
    question: 'who was the opponent in the first game?',
    sql: 'SELECT "Opponent" AS "Opponent" FROM "db"."golden"."season" ORDER BY "__row" ASC NULLS LAST LIMIT ?',
    params: [1],
    rows: [['Chicago Bears']],
  },
  {
    type: 'last',
    table: 'medals',
    question: 'what was the last nation listed?',
    sql: 'SELECT "Nation" AS "Nation" FROM "db"."golden"."medals" WHERE (NOT coalesce(("Rank" = ?), ?)) ORDER BY "__row" DESC NULLS LAST LIMIT ?',
    params: ['Total', false, 1],
    rows: [['Australia']],
  },
  {
    type: 'next after',
    table: 'season',
    question: 'who was the opponent after the detroit lions?',
    sql: 'SELECT "Opponent" AS "Opponent" FROM "db"."golden"."season" WHERE ("__row" > (SELECT max("__row") AS "anchor_row" FROM "db"."golden"."season" WHERE ("Opponent" = ?))) ORDER BY "__row" ASC NULLS LAST LIMIT ?',
    params: ['Detroit Lions', 1],
    rows: [['at Chicago Bears']],
  },
  {
    type: 'next after (other column)',
    table: 'races',
    question: 'who won the race after monaco?',
    sql: 'SELECT "Winner" AS "Winner" FROM "db"."golden"."races" WHERE ("__row" > (SELECT max("__row") AS "anchor_row" FROM "db"."golden"."races" WHERE ("Race" = ?))) ORDER BY "__row" ASC NULLS LAST LIMIT ?',
    params: ['Monaco', 1],
    rows: [['Ralf Schumacher']],
  },
  {
    type: 'how many times did X win',
    table: 'races',
    question: 'how many times did michael schumacher win?',
    sql: 'SELECT count(*) AS "count(*)" FROM "db"."golden"."races" WHERE ("Winner" = ?)',
    params: ['Michael Schumacher'],
    rows: [[5]],
  },
  {
    type: 'most common',
    table: 'races',
    question: 'which team won the most races?',
    sql: 'SELECT "Team" AS "Team", count(*) AS "count(*)" FROM "db"."golden"."races" WHERE (("Team" IS NOT NULL) AND (lower(trim("Team")) NOT IN (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))) GROUP BY "Team" QUALIFY (rank() OVER (ORDER BY count(*) DESC NULLS LAST) <= ?) ORDER BY count(*) DESC NULLS LAST, "Team" ASC NULLS LAST',
    params: ['', '-', '--', '—', '–', 'n/a', 'na', '?', 'tba', 'tbd', 'none', 'unknown', 1],
    rows: [['Ferrari', 5]],
  },
  {
    type: 'difference',
    table: 'medals',
    question: 'what is the difference in total medals between china and russia?',
    sql: 'SELECT abs(((SELECT sum("Total") AS "sum(Total)" FROM "db"."golden"."medals" WHERE ((NOT coalesce(("Rank" = ?), ?)) AND ("Nation" = ?))) - (SELECT sum("Total") AS "sum(Total)" FROM "db"."golden"."medals" WHERE ((NOT coalesce(("Rank" = ?), ?)) AND ("Nation" = ?))))) AS "difference"',
    params: ['Total', false, 'China', 'Total', false, 'Russia'],
    rows: [[6]],
  },
  {
    type: 'lookup',
    table: 'season',
    question: 'what was the attendance in week 5?',
    sql: 'SELECT "Attendance" AS "Attendance" FROM "db"."golden"."season" WHERE ("Week" = ?) GROUP BY "Attendance" ORDER BY min("__row") ASC NULLS LAST',
    params: [5],
    rows: [[51300]],
  },
  {
    type: 'lookup date',
    table: 'season',
    question: 'when did they play the tampa bay buccaneers?',
    sql: 'SELECT "Date" AS "Date" FROM "db"."golden"."season" WHERE ("Opponent" = ?) GROUP BY "Date" ORDER BY min("__row") ASC NULLS LAST',
    params: ['Tampa Bay Buccaneers'],
    rows: [['1997-10-05']],
  },
  {
    type: 'same as',
    table: 'medals',
    question: 'which nation had the same number of gold medals as germany?',
    sql: 'SELECT "Nation" AS "Nation" FROM "db"."golden"."medals" WHERE (("Gold" IN (SELECT "Gold" AS "Gold" FROM "db"."golden"."medals" WHERE ("Nation" = ?))) AND (NOT coalesce(("Nation" = ?), ?))) GROUP BY "Nation" ORDER BY min("__row") ASC NULLS LAST',
    params: ['Germany', 'Germany', false],
    rows: [['France']],
  },
  {
    type: 'more than a row',
    table: 'medals',
    question: 'which nations won more gold medals than france?',
    sql: 'SELECT "Nation" AS "Nation" FROM "db"."golden"."medals" WHERE ((NOT coalesce(("Rank" = ?), ?)) AND ("Gold" > (SELECT max("Gold") AS "anchor_value" FROM "db"."golden"."medals" WHERE ("Nation" = ?)))) GROUP BY "Nation" ORDER BY min("__row") ASC NULLS LAST',
    params: ['Total', false, 'France'],
    rows: [['United States'], ['China'], ['Great Britain'], ['Russia'], ['South Korea']],
  },
  {
    type: 'list by threshold',
    table: 'medals',
    question: 'which nations won at least 30 silver medals?',
    sql: 'SELECT "Nation" AS "Nation" FROM "db"."golden"."medals" WHERE (("Silver" >= ?) AND (NOT coalesce(("Rank" = ?), ?))) GROUP BY "Nation" ORDER BY min("__row") ASC NULLS LAST',
    params: [30, 'Total', false],
    rows: [['United States']],
  },
  {
    type: 'count without totals row',
    table: 'medals',
    question: 'how many nations are listed?',
    sql: 'SELECT count(DISTINCT "Nation") AS "count(distinct Nation)" FROM "db"."golden"."medals" WHERE (NOT coalesce(("Rank" = ?), ?))',
    params: ['Total', false],
    rows: [[10]],
  },
  {
    type: 'sum without totals row',
    table: 'medals',
    question: 'what is the total of bronze medals?',
    sql: 'SELECT sum("Bronze") AS "sum(Bronze)" FROM "db"."golden"."medals" WHERE (NOT coalesce(("Rank" = ?), ?))',
    params: ['Total', false],
    rows: [[171]],
  },
]

describe('golden questions', () => {
  let golden: GoldenEngine
  beforeAll(async () => {
    golden = await goldenEngine({
      sales: 'fixtures/sales.csv',
      medals: 'fixtures/medals.csv',
      season: 'fixtures/golden/season.csv',
      races: 'fixtures/golden/races.csv',
      returns: 'fixtures/golden/returns.csv',
    })
  })
  afterAll(() => golden.close())

  for (const c of CASES) {
    it(`${c.type}: ${c.question}`, async () => {
      const asked = await golden.ask(c.question, [c.table])
      expect(asked.answer.isError).toBe(false)
      expect(asked.sql).toBe(c.sql)
      expect(asked.params).toEqual(c.params)
      expect(asked.result?.rows).toEqual(c.rows)
    })
  }
})
