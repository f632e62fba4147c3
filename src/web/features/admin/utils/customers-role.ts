import type { Translator } from '#shared/i18n/translator';
import type { UserRole } from '#shared/roles';

/** `label` is a catalogue key: the button reads it in the admin's language. */
export type RoleAction = {
  label: 'admin.customers.makeAdmin' | 'admin.customers.revokeAdmin';
  role: 'customer' | 'admin';
};

/**
 * What a viewer may do to a row's role: a member whose role holds 'staff.manage' (an Owner, or a
 * role the owner gave it) grants or revokes admin, never on their own row nor on an owner's (the
 * server refuses those too).
 */
export function roleActionFor(
  viewer: { id: string; canManageStaff: boolean },
  row: { id: string; role: UserRole },
): RoleAction | null {
  if (!viewer.canManageStaff || row.id === viewer.id || row.role === 'super_admin') {
    return null;
  }
  return row.role === 'admin'
    ? { label: 'admin.customers.revokeAdmin', role: 'customer' }
    : { label: 'admin.customers.makeAdmin', role: 'admin' };
}

/** 'Customer', 'Admin' or 'Super admin'. */
export function roleLabel(t: Translator['t'], role: UserRole): string {
  return t(`admin.customers.role.${role}`);
}
