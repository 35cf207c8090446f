import { normalizeRoles, type Role } from './roles.js'
import type { Account, AccountRecord, MembershipRecord, User } from './workspace-types.js'

export function toUser(account: AccountRecord, membership: MembershipRecord): User {
  return {
    id: membership.id,
    org_id: membership.org_id,
    account_id: account.id,
    name: account.name,
    email: account.email,
    state: 'Active',
    roles: membership.roles,
    created_at: membership.created_at,
    profile_picture: membership.profile_picture,
    job_position_name: membership.job_position_name,
    job_position_description: membership.job_position_description,
  }
}

/** Roles an account holds in an organization: the membership's, plus SuperAdmin when held. */
export const effectiveRoles = (account: AccountRecord, membership: MembershipRecord | undefined): Role[] =>
  normalizeRoles([...(membership?.roles ?? []), ...(account.super_admin ? (['SuperAdmin'] as const) : [])])

/** The API's Account, seen from the organization of `membership`. */
export function toAccountView(account: AccountRecord, membership: MembershipRecord | undefined): Account {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    provider: account.provider,
    given_name: account.given_name,
    family_name: account.family_name,
    roles: effectiveRoles(account, membership),
    users: membership ? [toUser(account, membership)] : [],
  }
}
