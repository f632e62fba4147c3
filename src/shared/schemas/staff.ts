/**
 * Staff and their roles (decision 033); every route needs `staff.manage`. The Owner role cannot be
 * edited, nor a shipped or held role deleted. Changing, suspending or removing oneself, or the last
 * active Owner, is refused (409); suspending or removing ends their sessions.
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { PERMISSIONS, type Permission } from '../permissions';
import { normalizeBdMobile } from '../phone';

export const STAFF_ROLE_NAME_MAX = 40;

const permissionSchema = z.enum(PERMISSIONS as [Permission, ...Permission[]], {
  error: msg('validation.staff.unknownPermission'),
});

export const staffRoleSchema = z.object({
  key: z.string(),
  name: z.string(),
  shipped: z.boolean(),
  permissions: z.array(permissionSchema),
  members: z.number().int(),
});
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffRoleInputSchema = z.strictObject({
  name: z
    .string({ error: msg('validation.staff.roleName') })
    .trim()
    .min(1, msg('validation.staff.roleName'))
    .max(
      STAFF_ROLE_NAME_MAX,
      msg('validation.staff.roleNameTooLong', { max: STAFF_ROLE_NAME_MAX }),
    ),
  permissions: z
    .array(permissionSchema, { error: msg('validation.staff.permissions') })
    .max(PERMISSIONS.length)
    .transform((list) => [...new Set(list)]),
});
export type StaffRoleInput = z.input<typeof staffRoleInputSchema>;

export const staffRoleKeyParamsSchema = z.strictObject({ key: z.string().max(60) });

export const STAFF_STATUSES = ['active', 'suspended'] as const;

export const staffMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** Null for an account made by phone. */
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  roleKey: z.string(),
  status: z.enum(STAFF_STATUSES),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** An e-mail address or a Bangladeshi mobile number: which one, in its stored form. */
export const staffContactSchema = z
  .string({ error: msg('validation.staff.contact') })
  .trim()
  .max(254)
  .transform((value, context) => {
    const phone = normalizeBdMobile(value);
    if (phone) return { kind: 'phone' as const, value: phone };
    if (z.email().safeParse(value).success)
      return { kind: 'email' as const, value: value.toLowerCase() };
    context.addIssue({ code: 'custom', message: msg('validation.staff.contact') });
    return z.NEVER;
  });

export const staffInviteSchema = z.strictObject({
  contact: staffContactSchema,
  name: z.string().trim().max(80).optional(),
  roleKey: z
    .string({ error: msg('validation.staff.role') })
    .min(1, msg('validation.staff.role'))
    .max(60),
});
export type StaffInviteInput = z.input<typeof staffInviteSchema>;

export const staffRoleChangeSchema = z.strictObject({
  roleKey: z
    .string({ error: msg('validation.staff.role') })
    .min(1, msg('validation.staff.role'))
    .max(60),
});

export const staffUserParamsSchema = z.strictObject({ userId: z.string().min(1).max(100) });
