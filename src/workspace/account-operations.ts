import { invalidRequest, notFound } from '../errors.js'
import { newId } from '../ids.js'
import { type AccountListQuery, toMemberQuery } from './account-pagination.js'
import { effectiveRoles, toAccountView } from './account-view.js'
import { normalizeEmail } from './authenticator.js'
import { hasRole, mayAssign, normalizeRoles, type Role } from './roles.js'
import type { WorkspaceContext } from './workspace-context.js'
import { forbidden } from './workspace-errors.js'
import type { AccessContext, Account, AccountRecord, MembershipRecord } from './workspace-types.js'

export interface NewAccount {
  readonly email: string
  readonly name: string
  readonly password: string
  readonly roles?: readonly Role[]
  readonly given_name?: string | null
  readonly family_name?: string | null
}

export interface AccountPage {
  readonly accounts: Account[]
  /** All accounts of the organization, when asked for. */
  readonly total?: number
}

export const requireAdmin = (access: AccessContext) => {
  if (!hasRole(access.roles, 'Admin'))
    throw forbidden('role_too_low', 'Only an Admin or SuperAdmin of the organization may do this.')
}

function checkAssignable(access: AccessContext, roles: Iterable<Role>) {
  for (const role of roles) {
    if (!mayAssign(access.roles, role))
      throw forbidden('role_above_own', `You may not grant or remove ${role}.`)
  }
}

export const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /duplicate key|unique constraint|violates (primary|unique)/i.test(error.message)

export function createAccountOperations(ctx: WorkspaceContext) {
  const { stores, backend } = ctx
  // Role changes run one at a time so two demotions cannot both pass the last-SuperAdmin check.
  let roleQueue: Promise<unknown> = Promise.resolve()

  async function newMembership(orgId: string, accountId: string, roles: readonly Role[]) {
    return {
      id: newId(),
      org_id: orgId,
      account_id: accountId,
      roles: normalizeRoles(roles).filter((role) => role !== 'SuperAdmin'),
      created_at: ctx.now().toISOString(),
      profile_picture: null,
      job_position_name: null,
      job_position_description: null,
    } satisfies MembershipRecord
  }

  async function changeRoles(access: AccessContext, accountId: string, wanted: readonly Role[]) {
    requireAdmin(access)
    const account = await stores.accounts.findById(accountId)
    const membership = account && (await stores.memberships.find(access.org.id, accountId))
    if (!account || !membership)
      throw notFound('account_not_found', `No account '${accountId}' in this organization.`)
    const before = effectiveRoles(account, membership)
    const after = normalizeRoles(wanted)
    // Raising one's own roles is covered too: a role above one's own is never assignable.
    checkAssignable(access, [
      ...after.filter((role) => !before.includes(role)),
      ...before.filter((role) => !after.includes(role)),
    ])
    const superAdmin = after.includes('SuperAdmin')
    if (account.super_admin && !superAdmin && (await stores.accounts.countSuperAdmins()) <= 1)
      throw invalidRequest('last_super_admin', 'The last SuperAdmin of the installation cannot be demoted.')
    await backend.transaction(async (tx) => {
      await tx.memberships.setRoles(membership.id, after)
      if (superAdmin !== account.super_admin) await tx.accounts.setSuperAdmin(account.id, superAdmin)
    })
    const updated: AccountRecord = { ...account, super_admin: superAdmin }
    return toAccountView(updated, { ...membership, roles: after.filter((role) => role !== 'SuperAdmin') })
  }

  return {
    newMembership,

    me: (access: AccessContext): Account => toAccountView(access.account, access.membership),

    async listAccounts(access: AccessContext, query: AccountListQuery): Promise<AccountPage> {
      requireAdmin(access)
      const orgId = access.org.id
      const memberQuery = await toMemberQuery(
        query,
        async (id) => (await stores.memberships.find(orgId, id)) !== undefined,
      )
      const members = await stores.memberships.page(orgId, memberQuery)
      const accounts = members.map((m) => toAccountView(m.account, m.membership))
      return query.total_count ? { accounts, total: await stores.memberships.count(orgId) } : { accounts }
    },

    async createAccount(access: AccessContext, input: NewAccount): Promise<Account> {
      requireAdmin(access)
      const roles = normalizeRoles(input.roles ?? ['Basic'])
      checkAssignable(access, roles)
      const email = normalizeEmail(input.email)
      if (await stores.accounts.findByEmail(email))
        throw invalidRequest('email_taken', 'An account with this email already exists.')
      const account: AccountRecord = {
        id: newId(),
        email,
        name: input.name,
        provider: 'Credentials',
        given_name: input.given_name ?? null,
        family_name: input.family_name ?? null,
        super_admin: roles.includes('SuperAdmin'),
        created_at: ctx.now().toISOString(),
      }
      const membership = await newMembership(access.org.id, account.id, roles)
      const hash = await ctx.hasher.hash(input.password)
      try {
        await backend.transaction(async (tx) => {
          await tx.accounts.insert(account, hash)
          await tx.memberships.insert(membership)
        })
      } catch (error) {
        if (isUniqueViolation(error))
          throw invalidRequest('email_taken', 'An account with this email already exists.')
        throw error
      }
      return toAccountView(account, membership)
    },

    setRoles(access: AccessContext, accountId: string, roles: readonly Role[]): Promise<Account> {
      const run = roleQueue.then(() => changeRoles(access, accountId, roles))
      roleQueue = run.catch(() => undefined)
      return run
    },
  }
}
