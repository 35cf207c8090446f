/** Every role, exactly as the specification names them. */
export const ROLES = [
  'AppGuest',
  'AppMember',
  'AppAdmin',
  'AppOwner',
  'Basic',
  'Developer',
  'Admin',
  'SuperAdmin',
] as const

export type Role = (typeof ROLES)[number]

/** Sign-in providers of an account. Only Credentials (email + password) signs in today. */
export const PROVIDERS = ['Credentials', 'Google', 'Microsoft', 'GitHub', 'Okta'] as const

export type Provider = (typeof PROVIDERS)[number]

/** The two ladders of DESIGN.md; a role's rank is its position in its ladder (1-based). */
const ORG_LADDER: readonly Role[] = ['Basic', 'Developer', 'Admin', 'SuperAdmin']
const APP_LADDER: readonly Role[] = ['AppGuest', 'AppMember', 'AppAdmin', 'AppOwner']

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value)

const ladderOf = (role: Role) => (APP_LADDER.includes(role) ? APP_LADDER : ORG_LADDER)

/** The highest rank held in `role`'s ladder (0 when none). */
function rankIn(ladder: readonly Role[], roles: readonly Role[]): number {
  return Math.max(0, ...roles.map((held) => ladder.indexOf(held) + 1))
}

/**
 * Whether someone holding `held` may grant or remove `role`. SuperAdmin outranks both ladders;
 * otherwise the role must not rank above the holder's highest role of the same ladder.
 */
export function mayAssign(held: readonly Role[], role: Role): boolean {
  if (held.includes('SuperAdmin')) return true
  if (role === 'SuperAdmin') return false
  const ladder = ladderOf(role)
  return ladder.indexOf(role) + 1 <= rankIn(ladder, held)
}

/** Whether `roles` reach at least `min` (SuperAdmin reaches everything). */
export function hasRole(roles: readonly Role[], min: Role): boolean {
  if (roles.includes('SuperAdmin')) return true
  const ladder = ladderOf(min)
  return rankIn(ladder, roles) >= ladder.indexOf(min) + 1
}

/** Roles in the canonical order, without repeats. */
export const normalizeRoles = (roles: readonly Role[]): Role[] => ROLES.filter((role) => roles.includes(role))
