/** The audit log: explicit entries with the change, the route-level fallback, the reading routes. */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, auditLogArchive, products } from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';
import { recordAudit, redact } from '.';
import { archiveAuditLog } from './archive';
import { runInAuditScope } from './audit-scope';

let t: TestApp;
let owner: SignedInShopper;
let manager: SignedInShopper;
let customer: SignedInShopper;

beforeAll(async () => {
  t = await createTestApp();
  [owner, manager, customer] = await Promise.all([
    createAdmin(t.app, t.db, { firstName: 'Nusrat', lastName: 'Owner' }, 'super_admin'),
    createAdmin(t.app, t.db, { firstName: 'Rafi', lastName: 'Manager' }),
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

async function entriesFor(entity: string, entityId: string | number) {
  return t.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.entity} = ${entity} AND ${auditLog.entityId} = ${String(entityId)}`)
    .orderBy(desc(auditLog.at));
}

const lipstick = {
  name: 'Audit Lipstick',
  description: 'Red.',
  category: 'makeup',
  price: 125_000,
  salePrice: null,
  stockQuantity: 12,
  status: 'active',
  featured: false,
  images: [],
};

async function createProduct(who = manager) {
  const created = await send(who, 'POST', '/api/admin/products', lipstick);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as number;
}

describe('explicit entries', () => {
  it('a price change records the old and new price and who made it', async () => {
    const id = await createProduct();
    const updated = await send(manager, 'PUT', `/api/admin/products/${id}`, {
      ...lipstick,
      price: 99_000,
      stockQuantity: 7,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const entries = await entriesFor('product', id);
    const update = entries.find((entry) => entry.action === 'product.update');
    expect(update).toMatchObject({
      actorId: manager.userId,
      actorEmail: manager.email,
      actorName: expect.stringContaining('Rafi'),
      area: 'products',
      before: { price: 125_000, stockQuantity: 12 },
      after: { price: 99_000, stockQuantity: 7 },
      route: 'PUT /api/admin/products/:id',
    });
    expect(update?.before).not.toHaveProperty('name');
    const variant = entries.find((entry) => entry.action === 'variant.update');
    expect(variant?.before).toMatchObject({ price: 125_000, stockQuantity: 12 });
    expect(variant?.after).toMatchObject({ price: 99_000, stockQuantity: 7 });
    expect(entries.some((entry) => entry.action === 'product.create')).toBe(true);
  });

  it('a change that rolls back takes its entry with it', async () => {
    const id = await createProduct();
    const count = (await entriesFor('product', id)).length;
    const scope = {
      actor: { userId: manager.userId, email: manager.email, ip: '203.0.113.9' },
      area: 'products',
      route: 'PUT /api/admin/products/:id',
      recorded: 0,
    };
    const attempt = new Promise<void>((resolve, reject) =>
      runInAuditScope(scope, () => {
        t.db
          .transaction(async (tx) => {
            await tx.update(products).set({ price: 1 }).where(eq(products.id, id));
            await recordAudit(tx, {
              action: 'product.update',
              entity: 'product',
              entityId: id,
              before: { price: 125_000 },
              after: { price: 1 },
            });
            throw new Error('the change fails after its entry was written');
          })
          .then(resolve, reject);
      }),
    );
    await expect(attempt).rejects.toThrow('the change fails');
    expect(await entriesFor('product', id)).toHaveLength(count);
    const [row] = await t.db
      .select({ price: products.price })
      .from(products)
      .where(eq(products.id, id));
    expect(row?.price).toBe(125_000);
  });

  it('writes nothing outside an admin write (seeding, jobs, shoppers)', async () => {
    const all = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    await t.db.transaction((tx) => recordAudit(tx, { action: 'x', entity: 'y' }));
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after[0]?.n).toBe(all[0]?.n);
  });
});

describe('route-level entries', () => {
  it('an admin write without an explicit entry still leaves one: entity, id, body', async () => {
    const sent = await injectAs(t.app, undefined, 'POST', '/api/contact', {
      name: 'Mita',
      email: 'mita@example.com',
      subject: 'Delivery',
      message: 'When does my parcel come?',
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const messageId = sent.json().id;
    const handled = await send(manager, 'PUT', `/api/admin/contact-messages/${messageId}/handled`, {
      handled: true,
    });
    expect(handled.statusCode, handled.body).toBe(200);
    const [entry] = await entriesFor('contact-message', messageId);
    expect(entry).toMatchObject({
      action: 'contact-messages.handled.put',
      area: 'messages',
      actorId: manager.userId,
      after: { handled: true },
      route: 'PUT /api/admin/contact-messages/:id/handled',
    });
  });

  it('redacts secrets from what it keeps', () => {
    expect(redact({ password: 'x', nested: { apiKey: 'k', code: '123456', price: 5 } })).toEqual({
      password: '[redacted]',
      nested: { apiKey: '[redacted]', code: '[redacted]', price: 5 },
    });
  });

  it('an admin write without an explicit entry still leaves one, secrets redacted', async () => {
    const answer = await send(manager, 'PUT', '/api/admin/contact-messages/999999/handled', {
      handled: true,
    });
    // 404: a refused write leaves nothing.
    expect(answer.statusCode).toBe(404);
    expect(await entriesFor('contact-message', 999999)).toHaveLength(0);
  });
});

describe('append-only', () => {
  it('refuses UPDATE and DELETE in the database itself', async () => {
    await createProduct();
    const [entry] = await t.db.select().from(auditLog).limit(1);
    expect(entry).toBeDefined();
    await expect(
      t.db
        .update(auditLog)
        .set({ action: 'forged' })
        .where(eq(auditLog.id, entry?.id ?? '')),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, entry?.id ?? ''))).rejects.toThrow();
    await expect(t.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    const [still] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, entry?.id ?? ''));
    expect(still?.action).toBe(entry?.action);
  });
});

describe('archiving', () => {
  it('moves entries older than the setting to the archive in one go, and drops none', async () => {
    const old = new Date(Date.now() - 800 * 24 * 3600_000);
    const [kept] = await t.db
      .insert(auditLog)
      .values({
        at: old,
        actorEmail: 'old@example.com',
        area: 'products',
        action: 'product.update',
        entity: 'product',
        entityId: 'archived-1',
        before: { price: 1 },
        after: { price: 2 },
        route: 'PUT /api/admin/products/:id',
      })
      .returning();
    const total = async (table: 'audit_log' | 'audit_log_archive') =>
      (await t.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))
        .rows[0]?.n ?? 0;
    const [liveBefore, archivedBefore] = [
      await total('audit_log'),
      await total('audit_log_archive'),
    ];
    expect(await archiveAuditLog(t.db, t.config.auditArchiveDays)).toEqual({ moved: 1 });
    expect(await total('audit_log')).toBe(liveBefore - 1);
    expect(await total('audit_log_archive')).toBe(archivedBefore + 1);
    const [archived] = await t.db
      .select()
      .from(auditLogArchive)
      .where(eq(auditLogArchive.id, kept?.id ?? ''));
    expect(archived).toMatchObject({ entityId: 'archived-1', after: { price: 2 }, at: old });
    // The archive is append-only too, and the next pass finds nothing more to move.
    await expect(
      t.db.delete(auditLogArchive).where(eq(auditLogArchive.id, kept?.id ?? '')),
    ).rejects.toThrow();
    await expect(t.db.update(auditLogArchive).set({ action: 'x' })).rejects.toThrow();
    expect(await archiveAuditLog(t.db, t.config.auditArchiveDays)).toEqual({ moved: 0 });
  });
});

describe('Admin → Activity', () => {
  it('is the owner’s: a manager and a customer are refused', async () => {
    expect((await send(manager, 'GET', '/api/admin/activity')).statusCode).toBe(403);
    expect((await send(customer, 'GET', '/api/admin/activity')).statusCode).toBe(403);
    expect((await send(undefined, 'GET', '/api/admin/activity')).statusCode).toBe(401);
  });

  it('filters by person, area, entity and Dhaka dates; opens one; exports CSV', async () => {
    const id = await createProduct(owner);
    const mine = await send(
      owner,
      'GET',
      `/api/admin/activity?actor=Nusrat&entity=product&entityId=${id}`,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    const page = mine.json();
    expect(page.total).toBe(1);
    expect(page.entries[0]).toMatchObject({ action: 'product.create', area: 'products' });

    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const dated = await send(
      owner,
      'GET',
      `/api/admin/activity?area=products&from=${today}&to=${today}`,
    );
    expect(dated.json().total).toBeGreaterThan(0);
    const past = await send(owner, 'GET', '/api/admin/activity?from=2020-01-01&to=2020-01-02');
    expect(past.json().total).toBe(0);

    const one = await send(owner, 'GET', `/api/admin/activity/${page.entries[0].id}`);
    expect(one.json()).toMatchObject({ id: page.entries[0].id, entityId: String(id) });
    const missing = await send(
      owner,
      'GET',
      '/api/admin/activity/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);

    const csv = await send(owner, 'GET', `/api/admin/activity.csv?entity=product&entityId=${id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('answers bad filters with a 400 in the reader’s language', async () => {
    const bad = await send(owner, 'GET', '/api/admin/activity?from=28-11-2026');
    expect(bad.statusCode).toBe(400);
    const reversed = await send(owner, 'GET', '/api/admin/activity?from=2026-11-28&to=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect((await send(owner, 'GET', '/api/admin/activity?area=nowhere')).statusCode).toBe(400);
    expect((await send(owner, 'GET', '/api/admin/activity/not-a-uuid')).statusCode).toBe(400);
  });
});
