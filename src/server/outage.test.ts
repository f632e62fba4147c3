/**
 * A database that cannot answer (here: closed under the running app, as a stopped server looks
 * from the driver) is "back in a moment", not a bug and not a missing page: 503 with Retry-After
 * from the API, the 503 page in the reader's language from every page address, and /healthz
 * saying so within a second. tests/security/database-outage.security.ts proves the same with the
 * database refused and frozen under load, and the recovery.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM products WHERE status = 'active' ORDER BY id LIMIT 1`,
  );
  productId = Number(rows[0]?.id);
  // Before the outage: the product page is there.
  expect((await t.app.inject(`/product/${productId}`)).statusCode).toBe(200);
  await t.database.close();
});

afterAll(async () => {
  await t.app.close();
});

describe('while the database cannot answer', () => {
  it.each([`/product/${'{id}'}`, '/', '/products?q=serum', '/category/makeup', '/cart'])(
    '%s answers the 503 page, never 404 or an empty 200 (the product page first: its own read finds the outage)',
    async (address) => {
      const url = address.replace('{id}', String(productId));
      const english = await t.app.inject(url);
      expect(english.statusCode).toBe(503);
      expect(english.headers['retry-after']).toBe('5');
      expect(english.headers['content-type']).toContain('text/html');
      expect(english.body).toContain('<html lang="en">');
      expect(english.body).toContain('We&#39;ll be right back');
      expect(english.body).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
      expect(english.body).not.toContain('app-data');

      const bangla = await t.app.inject({ url, cookies: { lang: 'bn' } });
      expect(bangla.statusCode).toBe(503);
      expect(bangla.body).toContain('<html lang="bn">');
      expect(bangla.body).toContain('আমরা একটু পরেই ফিরছি');
    },
  );

  it('the API answers 503 with Retry-After and a message in the reader language', async () => {
    const english = await t.app.inject('/api/products?q=lipstick');
    expect(english.statusCode).toBe(503);
    expect(english.headers['retry-after']).toBe('5');
    expect(english.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The shop is busy for a moment. Please try again in a few seconds.',
      code: 'UNAVAILABLE',
    });
    const bangla = await t.app.inject({
      url: `/api/products/${productId}`,
      cookies: { lang: 'bn' },
    });
    expect(bangla.statusCode).toBe(503);
    expect(bangla.json().message).toBe('দোকানটি এক মুহূর্তের জন্য ব্যস্ত। কয়েক সেকেন্ড পরে আবার চেষ্টা করুন।');
  });

  it('a state-changing request answers 503 too, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Nusrat',
        email: 'nusrat@example.com',
        subject: 'Hello',
        message: 'Is the shop open?',
      },
    });
    expect(response.statusCode).toBe(503);
  });

  it('/healthz names the database as down, within a second', async () => {
    const started = performance.now();
    const response = await t.app.inject('/healthz');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
  });
});
