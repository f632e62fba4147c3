/**
 * What the signed-in staff member may do, from their account (the server decides; this only
 * hides what would be refused). Pages, nav items and buttons ask `can(permission)`.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { Permission } from '#shared/permissions';

export type StaffAccess = { staffRole: string | null; permissions: readonly Permission[] };

const StaffAccessContext = createContext<StaffAccess>({ staffRole: null, permissions: [] });

export function StaffAccessProvider({
  value,
  children,
}: {
  value: StaffAccess;
  children: ReactNode;
}) {
  return <StaffAccessContext.Provider value={value}>{children}</StaffAccessContext.Provider>;
}

export function useStaffAccess() {
  const access = useContext(StaffAccessContext);
  return { ...access, can: (permission: Permission) => access.permissions.includes(permission) };
}
