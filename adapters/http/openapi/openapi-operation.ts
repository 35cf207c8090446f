import { type SchemaName, schemaRef } from './openapi-schemas.js'

export type Content = Record<string, { readonly schema: unknown }>

export const json = (name: SchemaName): Content => ({ 'application/json': { schema: schemaRef(name) } })
export const jsonList = (name: SchemaName): Content => ({
  'application/json': { schema: { type: 'array', items: schemaRef(name) } },
})

export type Parameter =
  | {
      readonly name: string
      readonly in: 'query' | 'header' | 'path'
      readonly required: boolean
      readonly description?: string
      readonly schema: unknown
    }
  | { readonly $ref: string }

interface Header {
  readonly description: string
  readonly schema: unknown
}

interface Response {
  readonly description: string
  readonly headers?: Record<string, Header>
  readonly content?: Content
}

export interface Operation {
  readonly summary: string
  readonly description?: string
  readonly parameters: readonly Parameter[]
  readonly security?: readonly object[]
  readonly requestBody?: { readonly required: true; readonly content: Content }
  readonly responses: Record<string, Response>
}

export const X_ORG: Parameter = { $ref: '#/components/parameters/XOrg' }

const ERRORS: Record<string, Response> = {
  default: {
    description: 'Error: the status and error.type are listed in the introduction',
    content: json('Error'),
  },
}

export interface OperationSpec {
  readonly summary: string
  readonly description?: string
  readonly body?: Content
  /** Success status; default 200. */
  readonly status?: 200 | 201 | 204
  /** Success body; none for 204. */
  readonly reply?: Content
  readonly replyHeaders?: Record<string, Header>
  /** Parameters besides x-org. */
  readonly parameters?: readonly Parameter[]
  /** Whether `x-org` is required (every /api route but login); default true. */
  readonly orgHeader?: boolean
  /** Overrides the document's security (bearer token or session cookie). */
  readonly security?: readonly object[]
}

const DESCRIPTIONS = { 200: 'OK', 201: 'Created', 204: 'No content' } as const

export function operation(spec: OperationSpec): Operation {
  const status = spec.status ?? 200
  return {
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    parameters: [...(spec.orgHeader === false ? [] : [X_ORG]), ...(spec.parameters ?? [])],
    ...(spec.security ? { security: spec.security } : {}),
    ...(spec.body ? { requestBody: { required: true, content: spec.body } } : {}),
    responses: {
      [status]: {
        description: DESCRIPTIONS[status],
        ...(spec.replyHeaders ? { headers: spec.replyHeaders } : {}),
        ...(spec.reply ? { content: spec.reply } : {}),
      },
      ...ERRORS,
    },
  }
}
