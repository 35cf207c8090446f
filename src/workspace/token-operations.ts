import { invalidRequest, notFound } from '../errors.js'
import { newId } from '../ids.js'
import { requireAdmin } from './account-operations.js'
import { normalizeEmail } from './authenticator.js'
import { generateToken, secretDigest } from './token-format.js'
import type { WorkspaceContext } from './workspace-context.js'
import { forbidden } from './workspace-errors.js'
import type { AccessContext, AccountRecord, CreatedToken, TokenInfo } from './workspace-types.js'

/** API tokens: listed by Admin+, created and revoked by SuperAdmins (or members, with per-user tokens). */
export function createTokenOperations(ctx: WorkspaceContext) {
  const { stores } = ctx
  const mayManage = (access: AccessContext) => access.superAdmin || ctx.options.perUserTokens

  async function issue(
    account: AccountRecord,
    org: { readonly id: string },
    name: string,
  ): Promise<CreatedToken> {
    const trimmed = name.trim()
    if (trimmed.length === 0 || trimmed.length > 100)
      throw invalidRequest('invalid_token_name', 'A token name has 1 to 100 characters.')
    const token = generateToken()
    const info: TokenInfo = {
      id: newId(),
      name: trimmed,
      org_id: org.id,
      account_id: account.id,
      created_at: ctx.now().toISOString(),
      last_used_at: null,
    }
    await stores.tokens.insert(info, secretDigest(token))
    return { id: info.id, name: info.name, token, created_at: info.created_at }
  }

  return {
    issue,

    listTokens(access: AccessContext): Promise<TokenInfo[]> {
      requireAdmin(access)
      return stores.tokens.list(access.org.id)
    },

    createToken(access: AccessContext, name: string): Promise<CreatedToken> {
      if (!mayManage(access)) throw forbidden('super_admin_required', 'Only a SuperAdmin creates API tokens.')
      return issue(access.account, access.org, name)
    },

    async revokeToken(access: AccessContext, id: string): Promise<void> {
      if (!mayManage(access)) throw forbidden('super_admin_required', 'Only a SuperAdmin revokes API tokens.')
      const token = await stores.tokens.find(id)
      if (!token || token.org_id !== access.org.id)
        throw notFound('token_not_found', `No token '${id}' in this organization.`)
      if (!access.superAdmin && token.account_id !== access.account.id)
        throw forbidden('not_token_owner', 'You may revoke only your own tokens.')
      await stores.tokens.revoke(id, ctx.now().toISOString())
    },

    async createTokenFor(request: { org: string; name: string; email?: string }): Promise<CreatedToken> {
      const account = request.email
        ? await stores.accounts.findByEmail(normalizeEmail(request.email))
        : await stores.accounts.firstSuperAdmin()
      if (!account)
        throw notFound('account_not_found', 'No such account; start the server once to create one.')
      return issue(account, await ctx.organizations.resolve(request.org), request.name)
    },
  }
}
