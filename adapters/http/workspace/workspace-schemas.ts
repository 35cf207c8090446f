import * as z from 'zod'
import { ROLES } from '../../../src/workspace/roles.js'

const count = z
  .string()
  .regex(/^\d{1,9}$/, 'expected a whole number')
  .transform(Number)

/** Query of `GET /api/v1/account`; ranges are checked by the workspace (the same 400 for library callers). */
export const AccountListQuerySchema = z.object({
  page: count.optional(),
  page_size: count.optional(),
  page_order: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC']))
    .optional(),
  after: z.string().min(1).optional(),
  before: z.string().min(1).optional(),
  first: count.optional(),
  last: count.optional(),
  total_count: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
})

const RoleSchema = z.enum(ROLES)

export const SetRolesSchema = z.object({ roles: z.array(RoleSchema).max(ROLES.length * 2) })

export const CreateAccountSchema = z.object({
  email: z.email().max(320),
  name: z.string().trim().min(1).max(200),
  password: z.string().min(8).max(1024),
  roles: z
    .array(RoleSchema)
    .max(ROLES.length * 2)
    .optional(),
  given_name: z.string().max(200).nullish(),
  family_name: z.string().max(200).nullish(),
})

export const CreateOrganizationSchema = z.object({
  slug: z.string().min(1).max(63),
  name: z.string().trim().min(1).max(200),
})

export const LoginSchema = z.object({
  email: z.string().min(1).max(320),
  password: z.string().min(1).max(1024),
})

export const CreateTokenSchema = z.object({ name: z.string().trim().min(1).max(100) })
