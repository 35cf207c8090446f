import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CatalogStore } from '../../src/catalog/catalog-store.js'
import { createEngine, type Engine, type MessageReply } from '../../src/index.js'
import { type ParseResult, parseQuestion } from '../../src/intent/intent-parser.js'
import { type Analysis, analyze } from '../../src/intent/question-analysis.js'
import { tokenizeQuestion } from '../../src/intent/question-tokens.js'
import { buildTableModel, type TableModel } from '../../src/intent/table-model.js'
import { linkBounds, PREFILTER_FROM, parseAmongTables } from '../../src/intent/table-prefilter.js'
import { ingestThing, inventedWord, THINGS, thingTable } from './many-tables-fixture.js'

const TABLES = THINGS.length
/**
 * 81 ingests and thousands of table readings are CPU work that a loaded machine stretches many
 * times over: the limits below only stop a hang, nothing here depends on how long anything takes.
 */
const SETUP_LIMIT_MS = 600_000
const TEST_LIMIT_MS = 300_000

let engine: Engine

async function ask(org: string, question: string, artifacts?: string[]): Promise<MessageReply> {
  return engine.messages.create(
    {
      messages: [{ role: 'user', content: question }],
      ...(artifacts
        ? { tool_context: [{ type: 'ingested_artifact' as const, context_filter: { artifacts } }] }
        : {}),
    },
    { org },
  )
}

const textOf = (reply: MessageReply) => (reply.content[2]?.type === 'text' ? reply.content[2].text : '')
const sqlOf = (reply: MessageReply) =>
  reply.content[1]?.type === 'tool_result' ? (reply.content[1].content[1]?.text ?? '') : ''
const failed = (reply: MessageReply) => reply.content[1]?.type === 'tool_result' && reply.content[1].is_error

/** Every table model of an organization, read from its catalog the way the engine does. */
async function modelsOf(org: string): Promise<TableModel[]> {
  const id = (await engine.organizations.resolve(org)).id
  const store = new CatalogStore(engine.database.system, await engine.database.organizationCatalog(id))
  const models: TableModel[] = []
  for (const table of await store.listTables()) {
    const values = await store.columnValues(table.collection, table.name)
    models.push(buildTableModel({ ...table, values: async () => values }, values))
  }
  return models
}

const plain = (value: unknown) => JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? `${v}n` : v))

/** What an answer is made of: the reading and the table, or the decline and the tables it names. */
function summary(result: ParseResult) {
  return result.ok
    ? {
        intent: plain(result.intent),
        recognizer: result.recognizer,
        tableChosen: result.tableChosen,
        ignored: result.ignoredWords,
        expectsOne: result.expectsOne,
      }
    : { reason: result.reason, unknown: result.unknownWords, tables: result.tables?.map((m) => m.table.name) }
}

const linkScore = (a: Analysis) =>
  [...a.columns, ...a.values].reduce((s, l) => s + (l.end - l.start) * (l.tier === 'partial' ? 0.5 : 1), 0)

beforeAll(async () => {
  engine = await createEngine()
  await engine.organizations.create('acme', 'Acme')
  await engine.organizations.create('initech', 'Initech')
  await engine.organizations.create('globex', 'Globex')
  for (let i = 0; i < TABLES; i++) {
    await ingestThing(engine, 'acme', thingTable(i))
    await ingestThing(engine, 'initech', thingTable(i))
  }
  await engine.ingest({
    org: 'globex',
    artifact: 'zeppelins',
    file: Buffer.from('zeppelin name,altitude\nHindenburg,300\nGraf,250\n'),
    fileName: 'zeppelins.csv',
  })
}, SETUP_LIMIT_MS)
afterAll(() => engine.close())

describe('messages: many tables in one organization', { timeout: TEST_LIMIT_MS }, () => {
  it('picks the table a question names among 40 and says which', async () => {
    expect(TABLES).toBeGreaterThanOrEqual(PREFILTER_FROM)
    for (const i of [3, 17, 38]) {
      const table = thingTable(i)
      const reply = await ask('acme', `what is the ${table.measure} of ${table.names[3]}?`)
      expect(failed(reply)).toBe(false)
      expect(textOf(reply)).toContain(`**${table.amount(3)}**`)
      expect(textOf(reply)).toContain(`table ${table.artifact} of default`)
      expect(sqlOf(reply)).toContain(`"${table.artifact}"`)
    }
    const harbor = thingTable(17)
    const ranked = await ask('acme', `which ${harbor.thing} has the highest ${harbor.measure}?`)
    expect(textOf(ranked)).toContain(`**${harbor.names[7]}**`)
    expect(textOf(ranked)).toContain(`table ${harbor.artifact} of default`)
  })

  it('still lists every table when no table fits better than the others', async () => {
    const reply = await ask('acme', 'how many rows are there?')
    expect(failed(reply)).toBe(true)
    for (const thing of THINGS) expect(textOf(reply)).toContain(thing)
  })

  it('reads the same question the same way as reading every table', async () => {
    const models = await modelsOf('acme')
    expect(models).toHaveLength(TABLES)
    const questions = [
      ...[0, 5, 17, 26, 39].flatMap((i) => {
        const t = thingTable(i)
        return [
          `what is the ${t.measure} of ${t.names[2]}?`,
          `which ${t.thing} has the highest ${t.measure}?`,
          `how many ${t.thing}s are in the north?`,
          `what is the total ${t.measure} of ${t.thing}s in the south?`,
          `what was the ${t.measure} of ${t.names[5]} in ${2005}?`,
          `is the ${t.measure} of ${t.names[1]} more than ${t.amount(4)}?`,
          `which region has the most ${t.thing}s?`,
          `${t.names[6]}`,
          `what is the total ${t.measure} points of ${t.thing}s in the north?`,
          `how many ${t.thing}s are open?`,
          `is ${t.names[0]} opening?`,
          `how many ${t.thing}s are in the us?`,
          `which ${t.thing}s are in Calif.?`,
        ]
      }),
      'how many rows are there?',
      'what is the average cost?',
      'which region has the highest depth in 2003?',
      'how many medals did the us win?',
      'list the castles near Calif. by height',
      `what is the ${thingTable(8).measure} of ${inventedWord(8, 2).slice(0, 5)}.?`,
      'what is the total number of visitors?',
      'who won the gold medal?',
    ]
    let narrowed = 0
    for (const question of questions) {
      const everyTable = parseQuestion(question, models)
      expect(summary(parseAmongTables(question, models)), question).toEqual(summary(everyTable))
      const tokens = tokenizeQuestion(question)
      const bounds = linkBounds(question, models, tokens)
      for (const [i, model] of models.entries()) {
        expect(
          linkScore(analyze(question, tokens, model)),
          `${question} / ${model.table.name}`,
        ).toBeLessThanOrEqual(bounds[i] as number)
      }
      if (everyTable.ok && bounds.filter((b) => b >= linkScore(everyTable.analysis)).length < TABLES / 2)
        narrowed++
    }
    // The bound is worth having: most answered questions leave most tables unread.
    expect(narrowed).toBeGreaterThanOrEqual(15)
  })

  it('sees a replaced table on the next question', async () => {
    const table = thingTable(9)
    const question = (t: typeof table) => `what is the ${t.measure} of ${t.names[4]}?`
    expect(textOf(await ask('initech', question(table)))).toContain(`**${table.amount(4)}**`)
    const replaced = thingTable(9, 1)
    await ingestThing(engine, 'initech', replaced)
    const after = await ask('initech', question(replaced))
    expect(textOf(after).replaceAll(',', '')).toContain(`**${replaced.amount(4)}**`)
    expect(textOf(after)).toContain(`table ${table.artifact} of default`)
    expect(failed(await ask('initech', question(table)))).toBe(true)
  })

  it('forgets a deleted table on the next question', async () => {
    const table = thingTable(23)
    const question = `what is the ${table.measure} of ${table.names[2]}?`
    expect(textOf(await ask('initech', question))).toContain(`table ${table.artifact} of default`)
    await engine.deleteArtifact('initech', 'default', table.artifact)
    const after = await ask('initech', question)
    expect(textOf(after)).not.toContain(table.artifact)
    expect(textOf(after)).not.toContain(`**${table.amount(2)}**`)
    await expect(ask('initech', question, [table.artifact])).rejects.toMatchObject({
      code: 'artifact_not_found',
    })
  })

  it('sees a table added after its organization was asked', async () => {
    await ask('initech', 'how many rows are there?')
    await engine.ingest({
      org: 'initech',
      artifact: 'zeppelins',
      file: Buffer.from('zeppelin name,altitude\nLZ Nordstern,410\nLZ Bodensee,380\n'),
      fileName: 'zeppelins.csv',
    })
    const reply = await ask('initech', 'what is the altitude of LZ Nordstern?')
    expect(textOf(reply)).toContain('**410**')
    expect(textOf(reply)).toContain('table zeppelins of default')
  })

  it('never shows one organization the tables of another', async () => {
    const harbor = thingTable(17)
    const aboutHarbor = `what is the ${harbor.measure} of ${harbor.names[3]}?`
    // Both organizations' listings and value indexes are cached by now, one after the other.
    expect(textOf(await ask('acme', aboutHarbor))).toContain(`**${harbor.amount(3)}**`)
    const fromGlobex = await ask('globex', aboutHarbor)
    expect(failed(fromGlobex)).toBe(true)
    expect(textOf(fromGlobex)).toContain('zeppelins')
    expect(textOf(fromGlobex)).not.toContain('harbor')
    expect(textOf(await ask('globex', 'what is the altitude of Hindenburg?'))).toContain('**300**')
    const fromAcme = await ask('acme', 'what is the altitude of Hindenburg?')
    expect(failed(fromAcme)).toBe(true)
    expect(textOf(fromAcme)).not.toContain('zeppelin')
    await expect(ask('globex', aboutHarbor, [harbor.artifact])).rejects.toMatchObject({
      code: 'artifact_not_found',
    })
  })
})
