import { describe, expect, it } from 'vitest';
import { PERMISSIONS, permissionsOfRole, SHIPPED_ROLES } from './permissions';

describe('permissions and shipped roles', () => {
  it('names each permission once, and each shipped role holds only known ones', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const [role, held] of Object.entries(SHIPPED_ROLES)) {
      expect(
        held.filter((permission) => !PERMISSIONS.includes(permission)),
        role,
      ).toEqual([]);
    }
  });

  it('keeps refunds, exports and staff away from packers', () => {
    for (const kept of ['payments.refund', 'customers.export', 'staff.manage'] as const) {
      expect(SHIPPED_ROLES.packing).not.toContain(kept);
    }
    expect(SHIPPED_ROLES.packing).toContain('delivery.book');
  });

  it('maps today’s roles: super_admin is the Owner, admin a Manager without staff', () => {
    expect(permissionsOfRole('super_admin')).toEqual(PERMISSIONS);
    expect(permissionsOfRole('admin')).toEqual(PERMISSIONS.filter((p) => p !== 'staff.manage'));
    expect(permissionsOfRole('customer')).toEqual([]);
  });
});
