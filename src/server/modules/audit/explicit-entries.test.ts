/**
 * Each kind of explicit audit entry, through the admin's own routes: what it was before and after,
 * who did it, and nothing when the change is refused (the entry shares the change's transaction).
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody, fillCart } from '../../test/fixtures/orders';
import { smallPng, uploadAs } from '../../test/fixtures/uploads';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedInShopper;
let manager: SignedInShopper;
let customer: SignedInShopper;

beforeAll(async () => {
  t = await createTestApp();
  [owner, manager, customer] = await Promise.all([
    createAdmin(t.app, t.db, {}, 'super_admin'),
    createAdmin(t.app, t.db),
    createShopper(t.app),
  ]);
});
afterAll(() => t.close());

const send = (
  who: SignedInShopper | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) => injectAs(t.app, who, method, url, payload);

function entries(entity: string, entityId: string | number, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, String(entityId)),
        eq(auditLog.action, action),
      ),
    )
    .orderBy(asc(auditLog.at));
}

async function placeOrder(): Promise<string> {
  await fillCart(t.app, customer, [[1, 1]]);
  const placed = await send(customer, 'POST', '/api/orders', checkoutBody());
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().id;
}

describe('orders and payments', () => {
  it('a status move, a refused move and a cancel', async () => {
    const id = await placeOrder();
    const moved = await send(manager, 'POST', `/api/admin/orders/${id}/status`, {
      status: 'shipped',
      note: 'Handed to the courier',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [status] = await entries('order', id, 'order.status');
    expect(status).toMatchObject({
      actorId: manager.userId,
      area: 'orders',
      before: { status: 'processing' },
      after: { status: 'shipped', note: 'Handed to the courier' },
      route: 'POST /api/admin/orders/:id/status',
    });

    const refused = await send(manager, 'POST', `/api/admin/orders/${id}/status`, {
      status: 'pending',
    });
    expect(refused.statusCode).toBe(409);
    expect(await entries('order', id, 'order.status')).toHaveLength(1);

    const cancelled = await send(manager, 'POST', `/api/admin/orders/${id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [cancel] = await entries('order', id, 'order.cancel');
    expect(cancel).toMatchObject({
      before: { status: 'shipped' },
      after: { status: 'cancelled' },
    });
  });

  it('a manual payment checked', async () => {
    const id = await placeOrder();
    const checked = await send(manager, 'POST', `/api/admin/orders/${id}/payment`, {
      paymentStatus: 'completed',
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const [entry] = await entries('order', id, 'payment.verify');
    expect(entry).toMatchObject({
      area: 'payments',
      actorEmail: manager.email,
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: 'completed' },
    });
  });

  it('a shopper’s own cancel is not an admin change', async () => {
    const id = await placeOrder();
    const mine = await send(customer, 'POST', `/api/orders/${id}/cancel`);
    expect(mine.statusCode, mine.body).toBeLessThan(300);
    expect(await entries('order', id, 'order.cancel')).toHaveLength(0);
  });
});

describe('promotions', () => {
  it('create, update and end, the coupon code kept', async () => {
    const code = `AUDIT${Date.now() % 100_000}`;
    const created = await send(manager, 'POST', '/api/admin/promotions', {
      kind: 'coupon',
      code,
      name: 'Eid',
      discountType: 'percent',
      discountValue: 20,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const [create] = await entries('promotion', id, 'promotion.create');
    expect(create?.after).toMatchObject({ couponCode: code, discountValue: 20 });

    const patched = await send(manager, 'PATCH', `/api/admin/promotions/${id}`, {
      discountValue: 25,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const [update] = await entries('promotion', id, 'promotion.update');
    expect(update).toMatchObject({ before: { discountValue: 20 }, after: { discountValue: 25 } });
    expect(update?.before).not.toHaveProperty('name');

    const ended = await send(manager, 'POST', `/api/admin/promotions/${id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await entries('promotion', id, 'promotion.end')).toHaveLength(1);
  });
});

describe('staff and banners', () => {
  it('a role change names the old and new role', async () => {
    const clerk = await createShopper(t.app);
    const made = await send(owner, 'PUT', `/api/admin/customers/${clerk.userId}/role`, {
      role: 'admin',
    });
    expect(made.statusCode, made.body).toBe(200);
    const [entry] = await entries('customer', clerk.userId, 'staff.role');
    expect(entry).toMatchObject({
      actorId: owner.userId,
      area: 'staff',
      before: { role: 'customer' },
      after: { role: 'admin' },
    });
  });

  it('a staff role change and a suspension through Admin → Staff', async () => {
    const packer = await createAdmin(t.app, t.db);
    const changed = await send(owner, 'PUT', `/api/admin/staff/${packer.userId}`, {
      roleKey: 'packing',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [role] = await entries('customer', packer.userId, 'staff.role');
    expect(role).toMatchObject({
      area: 'staff',
      before: { roleKey: 'manager' },
      after: { roleKey: 'packing' },
    });
    const suspended = await send(owner, 'POST', `/api/admin/staff/${packer.userId}/suspend`);
    expect(suspended.statusCode, suspended.body).toBe(200);
    const [entry] = await entries('customer', packer.userId, 'staff.suspend');
    expect(entry).toMatchObject({ before: { status: 'active' }, after: { status: 'suspended' } });
  });

  it('a banner created, changed and removed', async () => {
    const upload = async () => {
      const answer = await uploadAs(t.app, manager.cookie, '/api/admin/products/images', {
        field: 'image',
        bytes: await smallPng(),
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().image as string;
    };
    const image = await upload();
    const body = {
      slot: 'hero',
      headlineEn: 'Eid sale',
      headlineBn: 'ঈদ সেল',
      link: '/products',
      phoneImage: image,
      desktopImage: image,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: null,
      position: 0,
    };
    const created = await send(manager, 'POST', '/api/admin/banners', body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(await entries('banner', id, 'banner.create')).toHaveLength(1);
    const changed = await send(manager, 'PUT', `/api/admin/banners/${id}`, {
      ...body,
      headlineEn: 'Eid sale: 40% off',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [update] = await entries('banner', id, 'banner.update');
    expect(update).toMatchObject({
      before: { headlineEn: 'Eid sale' },
      after: { headlineEn: 'Eid sale: 40% off' },
    });
    expect((await send(manager, 'DELETE', `/api/admin/banners/${id}`)).statusCode).toBe(200);
    const [removed] = await entries('banner', id, 'banner.delete');
    expect(removed?.before).toMatchObject({ headlineEn: 'Eid sale: 40% off' });
  });
});
