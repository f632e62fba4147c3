/** Admin → Customers shows each customer's phone and what they agreed to be sent (issue 18). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomer } from '#shared/schemas/admin';
import { profiles, users } from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedInShopper;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

async function customerFound(q: string): Promise<AdminCustomer> {
  const answer = await injectAs(
    t.app,
    admin,
    'GET',
    `/api/admin/customers?q=${encodeURIComponent(q)}`,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  const [customer, ...others] = answer.json().customers as AdminCustomer[];
  expect(others).toEqual([]);
  if (!customer) throw new Error(`no customer matches ${q}`);
  return customer;
}

describe('admin customers: phone and consent', () => {
  it('shows the sign-in phone in local form, verified, and the switches', async () => {
    const shopper = await createShopper(t.app);
    await t.db
      .update(users)
      .set({ phoneNumber: '+8801711222333', phoneNumberVerified: true })
      .where(eq(users.id, shopper.userId));
    await t.db
      .update(profiles)
      .set({ phone: '01999888777', notifyEmail: false, notifySms: true, notifyMarketing: true })
      .where(eq(profiles.userId, shopper.userId));
    // Found by the sign-in number, typed as admins read it.
    const customer = await customerFound('01711222333');
    expect(customer.id).toBe(shopper.userId);
    expect(customer.phone).toBe('01711222333');
    expect(customer.phoneVerified).toBe(true);
    expect(customer.consent).toEqual({ email: false, sms: true, marketing: true });
  });

  it("falls back to the profile's phone, unverified, with the default switches", async () => {
    const shopper = await createShopper(t.app);
    await t.db
      .update(profiles)
      .set({ phone: '01555444333' })
      .where(eq(profiles.userId, shopper.userId));
    const customer = await customerFound(shopper.email);
    expect(customer.phone).toBe('01555444333');
    expect(customer.phoneVerified).toBe(false);
    expect(customer.consent).toEqual({ email: true, sms: false, marketing: false });
  });
});
