import { describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/i18n/en/admin';
import { createTranslator } from '#shared/i18n/translator';
import { roleActionFor, roleLabel } from './customers-role';

const { t } = createTranslator('en', adminMessages);

const manager = { id: 'me', canManageStaff: true };

describe('role actions', () => {
  it('lets a member who manages staff grant and revoke admin', () => {
    expect(roleActionFor(manager, { id: 'a', role: 'customer' })).toEqual({
      label: 'admin.customers.makeAdmin',
      role: 'admin',
    });
    expect(roleActionFor(manager, { id: 'b', role: 'admin' })).toEqual({
      label: 'admin.customers.revokeAdmin',
      role: 'customer',
    });
  });

  it('offers nothing on their own row or an owner’s', () => {
    expect(roleActionFor(manager, { id: 'me', role: 'super_admin' })).toBeNull();
    expect(roleActionFor(manager, { id: 'c', role: 'super_admin' })).toBeNull();
  });

  it('offers nothing to a member without staff.manage', () => {
    const packer = { id: 'me', canManageStaff: false };
    expect(roleActionFor(packer, { id: 'a', role: 'customer' })).toBeNull();
  });

  it('labels roles', () => {
    expect(roleLabel(t, 'super_admin')).toBe('Super admin');
  });
});
