import { DuckDBInstance } from '@duckdb/node-api'

const inst = await DuckDBInstance.create('/tmp/t/db1.duckdb', { threads: '2', memory_limit: '4GB' })
const c = await inst.connect()
async function q(sql) {
  const t = performance.now()
  const r = await c.runAndReadAll(sql)
  return [Math.round(performance.now() - t), r.getRowObjectsJson().slice(0, 3)]
}
console.log(
  'add+update',
  (await q('alter table d add column __row bigint; update d set __row = rowid + 1'))[0],
)
console.log(await q('select count(*) from d where __row <> order_id'))
console.log(
  'with seq',
  (
    await q(
      "create sequence s; create table sq as select nextval('s') as __row, * from read_csv('/tmp/t/big.csv', types={'order_id':'DOUBLE','qty':'DOUBLE'})",
    )
  )[0],
)
console.log(await q('select count(*) from sq where __row <> order_id'))
console.log('rowid', await q('select count(*) from raw where rowid+1 <> order_id'))
