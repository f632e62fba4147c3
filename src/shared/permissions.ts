// Staff permissions (docs/decisions/033), named for what they allow; every admin route needs one.
import type { UserRole } from './roles';

export const PERMISSION_AREAS = {
  orders: ['orders.view', 'orders.create', 'orders.edit', 'orders.cancel', 'orders.status'],
  payments: ['payments.verify', 'payments.refund'],
  delivery: ['delivery.book', 'delivery.payouts'],
  returns: ['returns.manage'],
  complaints: ['complaints.manage'],
  products: ['products.view', 'products.edit', 'products.prices', 'products.stock'],
  promotions: ['promotions.manage'],
  credit: ['credit.manage'],
  banners: ['banners.manage'],
  customers: ['customers.view', 'customers.export'],
  messages: ['messages.manage'],
  reports: ['reports.view'],
  settings: ['settings.manage'],
  staff: ['staff.manage'],
} as const;

export type PermissionArea = keyof typeof PERMISSION_AREAS;
export type Permission = (typeof PERMISSION_AREAS)[PermissionArea][number];
export const PERMISSIONS: readonly Permission[] = Object.values(PERMISSION_AREAS).flat();

export function isPermission(value: unknown): value is Permission {
  return PERMISSIONS.includes(value as Permission);
}

const allBut = (...left: Permission[]) => PERMISSIONS.filter((p) => !left.includes(p));

/** The roles a shop starts with; Owner holds every permission and cannot be locked out. */
export const SHIPPED_ROLES = {
  owner: PERMISSIONS,
  manager: allBut('staff.manage'),
  order_desk: [
    'orders.view',
    'orders.create',
    'orders.edit',
    'orders.cancel',
    'orders.status',
    'payments.verify',
    'delivery.book',
    'returns.manage',
    'complaints.manage',
    'products.view',
    'customers.view',
    'messages.manage',
  ],
  packing: ['orders.view', 'orders.status', 'delivery.book', 'products.view'],
  catalogue: [
    'products.view',
    'products.edit',
    'products.prices',
    'products.stock',
    'banners.manage',
  ],
  marketing: [
    'promotions.manage',
    'banners.manage',
    'products.view',
    'customers.view',
    'reports.view',
  ],
  accountant: ['orders.view', 'reports.view'],
} as const satisfies Record<string, readonly Permission[]>;

export type ShippedRole = keyof typeof SHIPPED_ROLES;

/** Today's account roles as shipped roles: admin is a Manager, super_admin the Owner. */
const SHIPPED_ROLE_OF: Record<UserRole, ShippedRole | null> = {
  customer: null,
  admin: 'manager',
  super_admin: 'owner',
};

export function permissionsOfRole(role: UserRole): readonly Permission[] {
  const shipped = SHIPPED_ROLE_OF[role];
  return shipped ? SHIPPED_ROLES[shipped] : [];
}
