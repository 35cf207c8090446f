import { describe, expect, it } from 'vitest'
import { hasRole, mayAssign, normalizeRoles, PROVIDERS, ROLES } from '../../src/workspace/roles.js'

describe('roles', () => {
  it('are exactly the specification’s eight', () => {
    expect(ROLES).toEqual([
      'AppGuest',
      'AppMember',
      'AppAdmin',
      'AppOwner',
      'Basic',
      'Developer',
      'Admin',
      'SuperAdmin',
    ])
    expect(PROVIDERS).toContain('Credentials')
  })

  it('rank Basic < Developer < Admin < SuperAdmin', () => {
    expect(hasRole(['Developer'], 'Basic')).toBe(true)
    expect(hasRole(['Developer'], 'Admin')).toBe(false)
    expect(hasRole(['Admin'], 'Developer')).toBe(true)
    expect(hasRole(['SuperAdmin'], 'Admin')).toBe(true)
    expect(hasRole(['SuperAdmin'], 'AppOwner')).toBe(true)
    expect(hasRole([], 'Basic')).toBe(false)
  })

  it('keep the App ladder apart: App roles give no organization rights', () => {
    expect(hasRole(['AppOwner'], 'Basic')).toBe(false)
    expect(hasRole(['AppOwner', 'Basic'], 'Developer')).toBe(false)
    expect(hasRole(['AppMember'], 'AppGuest')).toBe(true)
  })

  it('let a holder assign roles up to their own rank, per ladder', () => {
    expect(mayAssign(['Admin'], 'Admin')).toBe(true)
    expect(mayAssign(['Admin'], 'Basic')).toBe(true)
    expect(mayAssign(['Admin'], 'SuperAdmin')).toBe(false)
    expect(mayAssign(['Developer'], 'Admin')).toBe(false)
    expect(mayAssign(['Admin'], 'AppGuest')).toBe(false)
    expect(mayAssign(['Admin', 'AppAdmin'], 'AppAdmin')).toBe(true)
    expect(mayAssign(['Admin', 'AppAdmin'], 'AppOwner')).toBe(false)
    for (const role of ROLES) expect(mayAssign(['SuperAdmin'], role)).toBe(true)
  })

  it('normalise to the canonical order without repeats', () => {
    expect(normalizeRoles(['SuperAdmin', 'Basic', 'AppGuest', 'Basic'])).toEqual([
      'AppGuest',
      'Basic',
      'SuperAdmin',
    ])
  })
})
