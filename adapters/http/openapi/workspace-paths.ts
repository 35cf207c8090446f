import { AccountListQuerySchema } from '../workspace/workspace-schemas.js'
import { json, jsonList, operation, type Parameter } from './openapi-operation.js'
import { queryParameters } from './openapi-schemas.js'

const pathId = (name: string, description: string): Parameter => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
})

const accountListQuery = () =>
  queryParameters(AccountListQuerySchema, {
    page: '1-based page of what the cursors leave',
    page_size: 'Items a page, 1-100 (default 20)',
    page_order: 'ASC (default, order of creation) or DESC; case-insensitive',
    after: 'Cursor: keep accounts strictly after this account id, in the current order',
    before: 'Cursor: keep accounts strictly before this account id, in the current order',
    first: 'Keep the first N of what the cursors leave (not with `last`)',
    last: 'Keep the last N of what the cursors leave (not with `first`)',
    total_count: '`true` or `1` adds the X-Total-Count header',
  })

const SESSION_COOKIE = {
  'Set-Cookie': {
    description: '`tally_session`: HttpOnly, SameSite=Lax, Path=/',
    schema: { type: 'string' },
  },
}

/** The workspace API, `/api/v1` (DESIGN.md "Workspace API", docs/workspace.md). */
export const workspacePaths = () => ({
  '/api/v1/auth/login': {
    post: operation({
      summary: 'Sign in with email and password',
      description:
        'Sets the session cookie. Needs no credentials and no x-org; 10 failed attempts a minute per account and address, then 429.',
      orgHeader: false,
      parameters: [
        {
          name: 'x-org',
          in: 'header',
          required: false,
          description: 'Organization the returned Account is seen from (default `default`)',
          schema: { type: 'string' },
        },
      ],
      security: [],
      body: json('LoginRequest'),
      reply: json('Account'),
      replyHeaders: SESSION_COOKIE,
    }),
  },
  '/api/v1/auth/logout': {
    post: operation({
      summary: 'Sign out',
      description: 'Ends the session, if any, and clears the cookie; always 204.',
      security: [{ sessionCookie: [] }, {}],
      status: 204,
      replyHeaders: SESSION_COOKIE,
    }),
  },
  '/api/v1/account': {
    get: operation({
      summary: 'List the accounts of the organization (Admin+)',
      description: 'In order of creation; cursors, then first/last, then page/page_size apply.',
      parameters: accountListQuery(),
      reply: jsonList('Account'),
      replyHeaders: {
        'X-Total-Count': {
          description: 'All accounts of the organization (with `total_count=true`)',
          schema: { type: 'integer' },
        },
      },
    }),
    post: operation({
      summary: 'Create an account in the organization (Admin+)',
      description: 'Provider Credentials; roles default to ["Basic"].',
      body: json('CreateAccountRequest'),
      status: 201,
      reply: json('Account'),
    }),
  },
  '/api/v1/account/me': {
    get: operation({
      summary: 'The calling account',
      description: "With a token, the token creator's account.",
      reply: json('Account'),
    }),
  },
  '/api/v1/account/{accountId}': {
    post: operation({
      summary: "Replace an account's roles in the organization (Admin+)",
      description:
        'Nobody grants or removes a role above their own; only a SuperAdmin grants SuperAdmin; the last SuperAdmin cannot be demoted.',
      parameters: [pathId('accountId', 'Account id')],
      body: json('SetRolesRequest'),
      reply: json('Account'),
    }),
  },
  '/api/v1/orgs': {
    get: operation({
      summary: "The caller's organizations (all of them for a SuperAdmin)",
      reply: jsonList('Organization'),
    }),
    post: operation({
      summary: 'Create an organization (SuperAdmin)',
      description: 'The creator becomes a member with roles ["Admin"].',
      body: json('CreateOrganizationRequest'),
      status: 201,
      reply: json('Organization'),
    }),
  },
  '/api/v1/tokens': {
    get: operation({
      summary: 'API tokens of the organization, never their secrets (Admin+)',
      reply: jsonList('Token'),
    }),
    post: operation({
      summary: 'Create an API token (SuperAdmin; any member when per-user tokens are on)',
      description: 'The only reply that shows the secret.',
      body: json('CreateTokenRequest'),
      status: 201,
      reply: json('CreatedToken'),
    }),
  },
  '/api/v1/tokens/{tokenId}': {
    delete: operation({
      summary: 'Revoke an API token (SuperAdmin; its creator when per-user tokens are on)',
      description: 'The token stops working at once.',
      parameters: [pathId('tokenId', 'Token id')],
      status: 204,
    }),
  },
})
