import type { DbSession } from '../db/duckdb-database.js'
import { CATALOG_SCHEMA, catalogTable } from './catalog-schema.js'
import type {
  ArtifactInfo,
  CatalogColumn,
  CatalogTable,
  ColumnProfile,
  ColumnValues,
} from './catalog-types.js'
import { dropTable } from './table-storage.js'

/** Reads and writes one organization's catalog (artifacts, tables, columns, value index). */
export class CatalogStore {
  constructor(
    private readonly session: DbSession,
    readonly database: string,
  ) {}

  private t(name: string) {
    return catalogTable(this.database, name)
  }

  /** The catalog schema is created with its tables (ensureCatalogSchema), before any artifact. */
  async catalogExists(): Promise<boolean> {
    const { rows } = await this.session.query(
      'SELECT count(*) FROM duckdb_schemas() WHERE database_name = ? AND schema_name = ?',
      [this.database, CATALOG_SCHEMA],
    )
    return Number(rows[0]?.[0]) > 0
  }

  async listArtifacts(collection?: string, artifacts?: readonly string[]): Promise<ArtifactInfo[]> {
    if (!(await this.catalogExists())) return []
    const where: string[] = []
    const params: string[] = []
    if (collection !== undefined) {
      where.push('collection = ?')
      params.push(collection)
    }
    if (artifacts && artifacts.length > 0) {
      where.push(`artifact IN (${artifacts.map(() => '?').join(', ')})`)
      params.push(...artifacts)
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
    const { rows } = await this.session.query(
      `SELECT collection, artifact, file_name, ingested_at FROM ${this.t('artifacts')} ${filter}
       ORDER BY collection, ingested_at, artifact`,
      params,
    )
    const tables = await this.listTables(collection)
    return rows.map(([c, a, fileName, ingestedAt]) => ({
      collection: String(c),
      artifact: String(a),
      fileName: String(fileName),
      ingestedAt: String(ingestedAt),
      tables: tables.filter((table) => table.collection === c && table.artifact === a),
    }))
  }

  async listTables(collection?: string): Promise<CatalogTable[]> {
    if (!(await this.catalogExists())) return []
    const filter = collection === undefined ? '' : 'WHERE collection = ?'
    const params = collection === undefined ? [] : [collection]
    const tables = await this.session.query(
      `SELECT collection, artifact, table_name, row_count FROM ${this.t('tables')} ${filter}
       ORDER BY collection, artifact, position`,
      params,
    )
    const columns = await this.session.query(
      `SELECT collection, table_name, name, type, profile FROM ${this.t('columns')} ${filter}
       ORDER BY collection, table_name, position`,
      params,
    )
    // Catalogs written before table notes existed have no such table until their next ingest.
    const noted = await this.session.query(
      `SELECT count(*) FROM duckdb_tables() WHERE database_name = ? AND schema_name = ? AND table_name = 'table_notes'`,
      [this.database, CATALOG_SCHEMA],
    )
    const notes =
      Number(noted.rows[0]?.[0]) > 0
        ? await this.session.query(
            `SELECT collection, table_name, note FROM ${this.t('table_notes')} ${filter}
             ORDER BY collection, table_name, position`,
            params,
          )
        : { rows: [] }
    const notesOf = (c: unknown, name: unknown) =>
      notes.rows.filter((row) => row[0] === c && row[1] === name).map((row) => String(row[2]))
    return tables.rows.map(([c, artifact, name, rowCount]) => ({
      collection: String(c),
      artifact: String(artifact),
      name: String(name),
      database: this.database,
      rowCount: Number(rowCount),
      notes: notesOf(c, name),
      columns: columns.rows
        .filter((row) => row[0] === c && row[1] === name)
        .map(
          ([, , columnName, type, profile]): CatalogColumn => ({
            name: String(columnName),
            type: String(type),
            profile: JSON.parse(String(profile)) as ColumnProfile,
          }),
        ),
    }))
  }

  async columnValues(collection: string, table: string): Promise<ColumnValues[]> {
    const { rows } = await this.session.query(
      `SELECT column_name, value, count, complete FROM ${this.t('column_values')}
       WHERE collection = ? AND table_name = ? ORDER BY column_name, count DESC, value`,
      [collection, table],
    )
    const byColumn = new Map<string, { values: { value: string; count: number }[]; complete: boolean }>()
    for (const [column, value, count, complete] of rows) {
      const key = String(column)
      const entry = byColumn.get(key) ?? { values: [], complete: complete === true }
      entry.values.push({ value: String(value), count: Number(count) })
      byColumn.set(key, entry)
    }
    return [...byColumn].map(([column, entry]) => ({ column, ...entry }))
  }

  /**
   * The text columns of a table whose value index was left for the first question (their profile
   * says `valuesPending`), with the table's row count; none for a table that is gone.
   */
  async pendingValues(
    collection: string,
    table: string,
  ): Promise<{ rowCount: number; columns: CatalogColumn[] }> {
    const { rows } = await this.session.query(
      `SELECT c.name, c.type, c.profile, t.row_count FROM ${this.t('columns')} c
       JOIN ${this.t('tables')} t ON t.collection = c.collection AND t.table_name = c.table_name
       WHERE c.collection = ? AND c.table_name = ? AND json_extract_string(c.profile, '$.valuesPending') = 'true'
       ORDER BY c.position`,
      [collection, table],
    )
    return {
      rowCount: Number(rows[0]?.[3] ?? 0),
      columns: rows.map(([name, type, profile]) => ({
        name: String(name),
        type: String(type),
        profile: JSON.parse(String(profile)) as ColumnProfile,
      })),
    }
  }

  /** Replaces the stored profile of some of a table's columns. */
  async updateProfiles(collection: string, table: string, columns: readonly CatalogColumn[]): Promise<void> {
    for (const column of columns) {
      await this.session.query(
        `UPDATE ${this.t('columns')} SET profile = ? WHERE collection = ? AND table_name = ? AND name = ?`,
        [JSON.stringify(column.profile), collection, table, column.name],
      )
    }
  }

  /** Removes an artifact's tables and catalog rows; run inside a transaction. */
  async removeArtifact(collection: string, artifact: string): Promise<boolean> {
    if (!(await this.catalogExists())) return false
    const { rows } = await this.session.query(
      `SELECT table_name FROM ${this.t('tables')} WHERE collection = ? AND artifact = ?`,
      [collection, artifact],
    )
    for (const [name] of rows) {
      await dropTable(this.session, this.database, collection, String(name))
      await this.session.query(`DELETE FROM ${this.t('columns')} WHERE collection = ? AND table_name = ?`, [
        collection,
        String(name),
      ])
      for (const table of ['column_values', 'table_notes']) {
        await this.session.query(`DELETE FROM ${this.t(table)} WHERE collection = ? AND table_name = ?`, [
          collection,
          String(name),
        ])
      }
    }
    await this.session.query(`DELETE FROM ${this.t('tables')} WHERE collection = ? AND artifact = ?`, [
      collection,
      artifact,
    ])
    const deleted = await this.session.query(
      `DELETE FROM ${this.t('artifacts')} WHERE collection = ? AND artifact = ? RETURNING artifact`,
      [collection, artifact],
    )
    return deleted.rows.length > 0
  }

  async recordArtifact(
    collection: string,
    artifact: string,
    fileName: string,
    ingestedAt: string,
  ): Promise<void> {
    await this.session.query(`INSERT INTO ${this.t('artifacts')} VALUES (?, ?, ?, ?)`, [
      collection,
      artifact,
      fileName,
      ingestedAt,
    ])
  }

  async recordTable(table: CatalogTable, position: number, values: readonly ColumnValues[]): Promise<void> {
    await this.session.query(`INSERT INTO ${this.t('tables')} VALUES (?, ?, ?, ?, ?)`, [
      table.collection,
      table.artifact,
      table.name,
      position,
      table.rowCount,
    ])
    if (table.columns.length > 0) {
      await this.session.query(
        `INSERT INTO ${this.t('columns')} VALUES ${table.columns.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
        table.columns.flatMap((column, i) => [
          table.collection,
          table.name,
          i,
          column.name,
          column.type,
          JSON.stringify(column.profile),
        ]),
      )
    }
    for (const [i, note] of (table.notes ?? []).entries()) {
      await this.session.query(`INSERT INTO ${this.t('table_notes')} VALUES (?, ?, ?, ?)`, [
        table.collection,
        table.name,
        i,
        note,
      ])
    }
    await this.recordValues(table.collection, table.name, values)
  }

  /** Adds value indexes of a table's columns, all in one statement: parallel lists unnested together. */
  async recordValues(collection: string, table: string, values: readonly ColumnValues[]): Promise<void> {
    const rows = values.flatMap((column) =>
      column.values.map((v) => [column.column, v.value, v.count, column.complete] as const),
    )
    if (rows.length === 0) return
    await this.session.query(
      `INSERT INTO ${this.t('column_values')}
       SELECT ?, ?, unnest(from_json(?, '["VARCHAR"]')), unnest(from_json(?, '["VARCHAR"]')),
         unnest(from_json(?, '["BIGINT"]')), unnest(from_json(?, '["BOOLEAN"]'))`,
      [
        collection,
        table,
        JSON.stringify(rows.map((row) => row[0])),
        JSON.stringify(rows.map((row) => row[1])),
        JSON.stringify(rows.map((row) => row[2])),
        JSON.stringify(rows.map((row) => row[3])),
      ],
    )
  }
}
