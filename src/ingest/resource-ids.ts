import { invalidRequest } from '../errors.js'
import { RESOURCE_ID } from '../ids.js'

export const DEFAULT_COLLECTION = 'default'

export function checkResourceId(kind: 'collection' | 'artifact', id: string): string {
  if (!RESOURCE_ID.test(id)) {
    throw invalidRequest(`invalid_${kind}_id`, `Invalid ${kind} id: it must match ${RESOURCE_ID.source}.`)
  }
  return id
}
