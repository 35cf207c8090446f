import { invalidRequest } from '../errors.js'
import type { MemberQuery } from './membership-store.js'

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** `GET /api/v1/account`'s query, parsed but not yet checked. */
export interface AccountListQuery {
  readonly page?: number
  readonly page_size?: number
  readonly page_order?: 'ASC' | 'DESC'
  readonly after?: string
  readonly before?: string
  readonly first?: number
  readonly last?: number
  readonly total_count?: boolean
}

const positive = (name: string, value: number | undefined, max = Number.MAX_SAFE_INTEGER) => {
  if (value !== undefined && !(Number.isInteger(value) && value >= 1 && value <= max))
    throw invalidRequest('invalid_pagination', `'${name}' must be an integer from 1 to ${max}.`)
}

/**
 * Checks the query and turns it into a store query. `isCursor` says whether an id is an account of
 * the organization: any other cursor is a 400, not an empty page.
 */
export async function toMemberQuery(
  query: AccountListQuery,
  isCursor: (id: string) => Promise<boolean>,
): Promise<MemberQuery> {
  positive('page', query.page)
  positive('page_size', query.page_size, MAX_PAGE_SIZE)
  positive('first', query.first)
  positive('last', query.last)
  if (query.first !== undefined && query.last !== undefined)
    throw invalidRequest('first_and_last', "'first' and 'last' cannot be used together.")
  for (const cursor of [query.after, query.before]) {
    if (cursor !== undefined && !(await isCursor(cursor)))
      throw invalidRequest('unknown_cursor', `No account '${cursor}' in this organization.`)
  }
  const limit = query.page_size ?? DEFAULT_PAGE_SIZE
  return {
    order: query.page_order ?? 'ASC',
    after: query.after,
    before: query.before,
    first: query.first,
    last: query.last,
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
  }
}
