import type { DbSession } from '../db/duckdb-database.js'
import { notFound } from '../errors.js'
import { newId } from '../ids.js'

export interface Organization {
  readonly id: string
  readonly slug: string
  readonly name: string
  readonly created_at: string
}

/** Organizations of the installation; `default` always exists. */
export interface OrganizationStore {
  /** Finds an organization by slug or id; throws not_found_error when there is none. */
  resolve(slugOrId: string): Promise<Organization>
  find(slugOrId: string): Promise<Organization | undefined>
  create(slug: string, name: string): Promise<Organization>
  list(): Promise<Organization[]>
}

export const DEFAULT_ORG_SLUG = 'default'

export async function createDuckDbOrganizationStore(session: DbSession): Promise<OrganizationStore> {
  await session.query(`CREATE TABLE IF NOT EXISTS organizations (
    id VARCHAR PRIMARY KEY, slug VARCHAR UNIQUE NOT NULL, name VARCHAR NOT NULL, created_at VARCHAR NOT NULL)`)
  const toOrg = (row: readonly unknown[]): Organization => ({
    id: String(row[0]),
    slug: String(row[1]),
    name: String(row[2]),
    created_at: String(row[3]),
  })
  const store: OrganizationStore = {
    async find(slugOrId) {
      const { rows } = await session.query(
        'SELECT id, slug, name, created_at FROM organizations WHERE slug = ? OR id = ? LIMIT 1',
        [slugOrId, slugOrId],
      )
      return rows[0] ? toOrg(rows[0]) : undefined
    },
    async resolve(slugOrId) {
      const org = await store.find(slugOrId)
      if (!org) throw notFound('organization_not_found', `No organization '${slugOrId}'.`)
      return org
    },
    async create(slug, name) {
      const org = { id: newId(), slug, name, created_at: new Date().toISOString() }
      await session.query('INSERT INTO organizations VALUES (?, ?, ?, ?)', [
        org.id,
        org.slug,
        org.name,
        org.created_at,
      ])
      return org
    },
    async list() {
      const { rows } = await session.query('SELECT id, slug, name, created_at FROM organizations ORDER BY id')
      return rows.map(toOrg)
    },
  }
  if (!(await store.find(DEFAULT_ORG_SLUG))) await store.create(DEFAULT_ORG_SLUG, 'Default')
  return store
}
