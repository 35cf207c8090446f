import type { Provider, Role } from './roles.js'

/** An account as stored: installation-wide, identified by email. */
export interface AccountRecord {
  readonly id: string
  readonly email: string
  readonly name: string
  readonly provider: Provider
  readonly given_name: string | null
  readonly family_name: string | null
  /** SuperAdmin is held on the account, not on a membership. */
  readonly super_admin: boolean
  readonly created_at: string
}

/** A membership of an account in an organization, as stored. */
export interface MembershipRecord {
  readonly id: string
  readonly org_id: string
  readonly account_id: string
  /** Roles held in this organization (never SuperAdmin). */
  readonly roles: readonly Role[]
  readonly created_at: string
  readonly profile_picture: string | null
  readonly job_position_name: string | null
  readonly job_position_description: string | null
}

/** A User of the API: an account's membership in one organization. */
export interface User {
  readonly id: string
  readonly org_id: string
  readonly account_id: string
  readonly name: string
  readonly email: string
  readonly state: 'Active'
  readonly roles: readonly Role[]
  readonly created_at: string
  readonly profile_picture: string | null
  readonly job_position_name: string | null
  readonly job_position_description: string | null
}

/** An Account of the API, seen from one organization. */
export interface Account {
  readonly id: string
  readonly email: string
  readonly name: string
  readonly provider: Provider
  readonly given_name: string | null
  readonly family_name: string | null
  /** Roles held in the organization, plus SuperAdmin when held. */
  readonly roles: readonly Role[]
  /** The membership in the organization (empty for a SuperAdmin who is not a member). */
  readonly users: readonly User[]
}

/** An API token as listed: never its secret. */
export interface TokenInfo {
  readonly id: string
  readonly name: string
  readonly org_id: string
  readonly account_id: string
  readonly created_at: string
  readonly last_used_at: string | null
}

/** The one answer that carries a token's secret. */
export interface CreatedToken {
  readonly id: string
  readonly name: string
  readonly token: string
  readonly created_at: string
}

/** Who calls, in which organization, with which rights. */
export interface AccessContext {
  readonly account: AccountRecord
  readonly org: { readonly id: string; readonly slug: string; readonly name: string }
  /** Roles in the organization, plus SuperAdmin when held. */
  readonly roles: readonly Role[]
  readonly superAdmin: boolean
  readonly membership: MembershipRecord | undefined
  readonly via: 'token' | 'session'
  /** The token used, when `via` is 'token'. */
  readonly tokenId?: string
}
