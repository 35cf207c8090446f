import * as z from 'zod'
import type { Organization } from '../../../src/workspace/organization-store.js'
import { PROVIDERS, ROLES } from '../../../src/workspace/roles.js'
import type { Account, CreatedToken, TokenInfo, User } from '../../../src/workspace/workspace-types.js'

// What the /api/v1 routes answer, for the OpenAPI document. Objects are strict so a field the code
// adds without documenting fails test/http/openapi-coverage.test.ts; `satisfies` makes a documented
// field the code lacks a type error.

const id = z
  .string()
  .regex(/^[0-9a-f]{32}$/)
  .describe('32 hex digits, time-ordered')
const timestamp = z.iso.datetime().describe('ISO 8601, UTC')
const roles = z.array(z.enum(ROLES))

export const UserSchema = z
  .strictObject({
    id,
    org_id: id,
    account_id: id,
    name: z.string(),
    email: z.string(),
    state: z.literal('Active'),
    roles: roles.describe('Roles held in this organization (SuperAdmin is on the Account)'),
    created_at: timestamp,
    profile_picture: z.string().nullable(),
    job_position_name: z.string().nullable(),
    job_position_description: z.string().nullable(),
  })
  .describe("An account's membership in one organization") satisfies z.ZodType<User>

export const AccountSchema = z
  .strictObject({
    id,
    email: z.string().describe('Lower-case, unique in the installation'),
    name: z.string(),
    provider: z.enum(PROVIDERS),
    given_name: z.string().nullable(),
    family_name: z.string().nullable(),
    roles: roles.describe('Roles held in the x-org organization, plus SuperAdmin when held'),
    users: z
      .array(UserSchema)
      .describe('The membership in the x-org organization; empty for a SuperAdmin who is not a member'),
  })
  .describe('An account, seen from the x-org organization') satisfies z.ZodType<Account>

export const OrganizationSchema = z.strictObject({
  id,
  slug: z.string(),
  name: z.string(),
  created_at: timestamp,
}) satisfies z.ZodType<Organization>

export const TokenSchema = z
  .strictObject({
    id,
    name: z.string(),
    org_id: id,
    account_id: id.describe('The creator: the token acts with their current rights'),
    created_at: timestamp,
    last_used_at: timestamp.nullable().describe('Updated at most every 5 minutes'),
  })
  .describe('An API token as listed, never its secret') satisfies z.ZodType<TokenInfo>

export const CreatedTokenSchema = z
  .strictObject({
    id,
    name: z.string(),
    token: z
      .string()
      .regex(/^tly_[0-9A-Za-z]{36}$/)
      .describe('The secret, shown only in this reply'),
    created_at: timestamp,
  })
  .describe('A new API token with its secret') satisfies z.ZodType<CreatedToken>

/** Every workspace reply schema by its OpenAPI component name. */
export const WORKSPACE_REPLY_SCHEMAS = {
  Account: AccountSchema,
  User: UserSchema,
  Organization: OrganizationSchema,
  Token: TokenSchema,
  CreatedToken: CreatedTokenSchema,
} as const
