import type { UserRole } from '#shared/roles';

export type RoleAction = { label: 'Make admin' | 'Revoke admin'; role: 'customer' | 'admin' };

/**
 * What a viewer may do to a row's role: only a super_admin grants or revokes admin, never on
 * their own row nor on another super_admin (the server refuses those too).
 */
export function roleActionFor(
  viewer: { role: 'admin' | 'super_admin'; id: string },
  row: { id: string; role: UserRole },
): RoleAction | null {
  if (viewer.role !== 'super_admin' || row.id === viewer.id || row.role === 'super_admin') {
    return null;
  }
  return row.role === 'admin'
    ? { label: 'Revoke admin', role: 'customer' }
    : { label: 'Make admin', role: 'admin' };
}

const ROLE_LABELS: Record<UserRole, string> = {
  customer: 'Customer',
  admin: 'Admin',
  super_admin: 'Super admin',
};

export function roleLabel(role: UserRole): string {
  return ROLE_LABELS[role];
}
