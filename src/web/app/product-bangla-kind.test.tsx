/**
 * The Bangla product page says what the item is in Bangla beside its name, usually English
 * (issue 25); the English page does not.
 */
import '../test/browser';
import { screen } from '@testing-library/preact';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import { type ShopServer, startShopServer } from '../test/shop-server';

let shop: ShopServer;
let product: { id: number; name: string; bangla_kind: string };
beforeAll(async () => {
  shop = await startShopServer();
  const { rows } = await shop.db.execute<typeof product>(
    sql`SELECT id, name, bangla_kind FROM products
      WHERE status = 'active' AND bangla_kind <> '' ORDER BY id LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no seeded product with a Bangla kind');
  product = rows[0];
});
afterAll(() => shop.close());
afterEach(closeApp);

test('the Bangla page names the kind under the product’s name', async () => {
  await renderApp(`/product/${product.id}`, 'bn');
  const heading = await screen.findByRole('heading', { level: 1, name: product.name });
  expect(heading.nextElementSibling?.textContent).toBe(product.bangla_kind);
});

test('the English page leaves it out', async () => {
  await renderApp(`/product/${product.id}`);
  const heading = await screen.findByRole('heading', { level: 1, name: product.name });
  expect(heading.nextElementSibling?.textContent).not.toBe(product.bangla_kind);
});
