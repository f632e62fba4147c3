/**
 * Staff rights from the profile and role rows read with the session. Decision 033: the owner
 * e-mail is always an Owner; a role row without a staff role reads as its shipped match, so
 * accounts made admin by older tools keep working.
 */
import { isPermission, PERMISSIONS, type Permission, permissionsOfRole } from '#shared/permissions';
import { isAdminRole, type UserRole } from '#shared/roles';
import type { Config } from '../../config';

export type StaffRow = {
  role: UserRole;
  staffRole: string | null;
  rolePermissions: string[] | null;
  suspendedAt: Date | null;
};

export type StaffAccess = {
  role: UserRole;
  staffRole: string | null;
  isAdmin: boolean;
  permissions: readonly Permission[];
  suspended: boolean;
};

export const OWNER_ROLE = 'owner';

export function staffAccessOf(row: StaffRow, email: string, config: Config): StaffAccess {
  if (config.ownerEmail !== undefined && email === config.ownerEmail) {
    return owner('super_admin');
  }
  if (!isAdminRole(row.role)) {
    return { role: row.role, staffRole: null, isAdmin: false, permissions: [], suspended: false };
  }
  if (row.suspendedAt) {
    return {
      role: row.role,
      staffRole: row.staffRole,
      isAdmin: false,
      permissions: [],
      suspended: true,
    };
  }
  if (row.staffRole === OWNER_ROLE || (!row.staffRole && row.role === 'super_admin')) {
    return owner(row.role);
  }
  const permissions = row.rolePermissions
    ? row.rolePermissions.filter(isPermission)
    : permissionsOfRole(row.role);
  const staffRole = row.staffRole ?? 'manager';
  return { role: row.role, staffRole, isAdmin: true, permissions, suspended: false };
}

function owner(role: UserRole): StaffAccess {
  return { role, staffRole: OWNER_ROLE, isAdmin: true, permissions: PERMISSIONS, suspended: false };
}
