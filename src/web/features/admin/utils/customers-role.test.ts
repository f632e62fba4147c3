import { describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/i18n/en/admin';
import { createTranslator } from '#shared/i18n/translator';
import { roleActionFor, roleLabel } from './customers-role';

const { t } = createTranslator('en', adminMessages);

const superAdmin = { role: 'super_admin' as const, id: 'me' };

describe('role actions', () => {
  it('lets a super_admin grant and revoke admin', () => {
    expect(roleActionFor(superAdmin, { id: 'a', role: 'customer' })).toEqual({
      label: 'admin.customers.makeAdmin',
      role: 'admin',
    });
    expect(roleActionFor(superAdmin, { id: 'b', role: 'admin' })).toEqual({
      label: 'admin.customers.revokeAdmin',
      role: 'customer',
    });
  });

  it('offers nothing on their own row or another super_admin', () => {
    expect(roleActionFor(superAdmin, { id: 'me', role: 'super_admin' })).toBeNull();
    expect(roleActionFor(superAdmin, { id: 'c', role: 'super_admin' })).toBeNull();
  });

  it('offers nothing to a plain admin', () => {
    expect(roleActionFor({ role: 'admin', id: 'me' }, { id: 'a', role: 'customer' })).toBeNull();
  });

  it('labels roles', () => {
    expect(roleLabel(t, 'super_admin')).toBe('Super admin');
  });
});
