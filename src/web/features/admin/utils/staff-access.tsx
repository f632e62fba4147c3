/**
 * What the signed-in staff member may do, from their account (the server decides; this only
 * hides what would be refused). Pages, nav items and buttons ask `can(permission)`.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { Permission } from '#shared/permissions';

/** How this member signs in, for confirming it is them before a sensitive act. */
export type SignInWay = { email: string | null; phoneNumber: string | null; hasPassword: boolean };

export type StaffAccess = {
  staffRole: string | null;
  permissions: readonly Permission[];
  signIn: SignInWay;
};

const StaffAccessContext = createContext<StaffAccess>({
  staffRole: null,
  permissions: [],
  signIn: { email: null, phoneNumber: null, hasPassword: false },
});

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
