/** Roles: customers, admins by role, and the owner e-mail from the configuration. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createAdmin, createShopper, getAccount } from '../../test/fixtures/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

const OWNER = 'owner@sajghor.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownerEmail: OWNER });
});
afterAll(() => t.close());

const adminRoute = '/api/admin/contact-messages';

describe('admin access', () => {
  it('answers 401 to a visitor and 403 to a customer on an admin route', async () => {
    const anonymous = await t.app.inject(adminRoute);
    expect(anonymous.statusCode).toBe(401);
    const customer = await createShopper(t.app);
    const refused = await t.app.inject({ url: adminRoute, headers: { cookie: customer.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do this');
    expect(refused.body).not.toContain('messages');
  });

  it('lets admin and super_admin roles in', async () => {
    for (const role of ['admin', 'super_admin'] as const) {
      const shopper = await createShopper(t.app);
      await t.db.update(profiles).set({ role }).where(eq(profiles.userId, shopper.userId));
      const account = (await getAccount(t.app, shopper.cookie)).json().account;
      expect(account).toMatchObject({ role, isAdmin: true });
      const allowed = await t.app.inject({ url: adminRoute, headers: { cookie: shopper.cookie } });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toMatchObject({ page: 1, pageSize: 20 });
    }
  });

  it('makes the owner e-mail a super admin whatever its case and stored role', async () => {
    const owner = await createShopper(t.app, { email: 'Owner@Sajghor.Example' });
    const account = (await getAccount(t.app, owner.cookie)).json().account;
    expect(account).toMatchObject({ email: OWNER, role: 'super_admin', isAdmin: true });
    const allowed = await t.app.inject({ url: adminRoute, headers: { cookie: owner.cookie } });
    expect(allowed.statusCode).toBe(200);
  });

  it('lists contact messages newest first for admins', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Mim', email: 'mim@example.com', subject: 'Shade', message: 'Which one?' },
    });
    const owner = await createAdmin(t.app, t.db, { email: `second.${OWNER}` });
    const list = await t.app.inject({ url: adminRoute, headers: { cookie: owner.cookie } });
    expect(list.json().messages[0]).toMatchObject({ name: 'Mim', subject: 'Shade' });
    const badPage = await t.app.inject({
      url: `${adminRoute}?page=0`,
      headers: { cookie: owner.cookie },
    });
    expect(badPage.statusCode).toBe(400);
  });
});
