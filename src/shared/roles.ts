export const USER_ROLES = ['customer', 'admin', 'super_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function isAdminRole(role: UserRole): boolean {
  return role === 'admin' || role === 'super_admin';
}
