/**
 * Variants as the one source of price and stock (docs/decisions/011): the product's summary, the
 * product answer's options and variants, and the admin form writing a default variant.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema';
import { createAdmin, type SignedInShopper } from '../../test/fixtures/accounts';
import { productRow, setProduct } from '../../test/fixtures/orders';
import { giveOptions, setVariant } from '../../test/fixtures/variants';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedInShopper;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const summary = async (id: number) => {
  const { price, salePrice, stockQuantity } = await productRow(t.db, id);
  return { price, salePrice, stockQuantity };
};

describe('a product with options', () => {
  let ruby = 0;
  let nude = 0;
  let coral = 0;
  beforeAll(async () => {
    await setProduct(t.db, 20, { status: 'active' });
    [ruby = 0, nude = 0, coral = 0] = await giveOptions(
      t.db,
      20,
      ['Shade'],
      [
        { values: ['Ruby Woo'], price: 250_000, stock: 5, swatch: '#9b111e', shadeFamily: 'red' },
        { values: ['Velvet Nude'], price: 240_000, salePrice: 200_000, stock: 3 },
        { values: ['Coral'], price: 100_000, stock: 9, status: 'inactive' },
      ],
    );
  });

  it('sums the active variants’ stock and shows the price of the one charged least', async () => {
    expect(await summary(20)).toEqual({ price: 240_000, salePrice: 200_000, stockQuantity: 8 });
    await setVariant(t.db, coral, { status: 'active' });
    expect(await summary(20)).toEqual({ price: 100_000, salePrice: null, stockQuantity: 17 });
    await setVariant(t.db, coral, { status: 'inactive' });
    await setVariant(t.db, ruby, { stockQuantity: 0 });
    expect(await summary(20)).toEqual({ price: 240_000, salePrice: 200_000, stockQuantity: 3 });
    await setVariant(t.db, ruby, { stockQuantity: 5 });
  });

  it('refuses a write of its price or stock that bypasses the variants', async () => {
    await expect(setProduct(t.db, 20, { stockQuantity: 50 })).rejects.toThrow();
    expect((await summary(20)).stockQuantity).toBe(8);
  });

  it('refuses a bad swatch, a sale price not below the price and a repeated SKU', async () => {
    await expect(setVariant(t.db, ruby, { swatch: 'red' })).rejects.toThrow();
    await expect(setVariant(t.db, ruby, { salePrice: 250_000 })).rejects.toThrow();
    await expect(setVariant(t.db, ruby, { sku: 'SG-1' })).rejects.toThrow();
  });

  it('lists its options and variants in the product answer', async () => {
    const answer = await injectAs(t.app, undefined, 'GET', '/api/products/20');
    expect(answer.statusCode).toBe(200);
    const product = answer.json();
    expect(product.options).toEqual([{ position: 1, name: 'Shade' }]);
    expect(product.variants).toEqual([
      {
        id: ruby,
        sku: 'T-20-1',
        options: ['Ruby Woo'],
        price: 250_000,
        salePrice: null,
        stockQuantity: 5,
        status: 'active',
        swatch: '#9b111e',
        shadeFamily: 'red',
        images: [],
      },
      expect.objectContaining({ id: nude, options: ['Velvet Nude'], salePrice: 200_000 }),
      expect.objectContaining({ id: coral, status: 'inactive' }),
    ]);
    // Lists stay as they were: the summary only.
    const list = (await injectAs(t.app, undefined, 'GET', '/api/products?q=')).json();
    expect(list.products[0].variants).toBeUndefined();
  });
});

describe('a product without options', () => {
  it('answers as before: no options or variants, its default variant priced as the product', async () => {
    await setProduct(t.db, 21, { status: 'active' });
    const product = (await injectAs(t.app, undefined, 'GET', '/api/products/21')).json();
    expect(product.options).toBeUndefined();
    expect(product.variants).toBeUndefined();
    const [variant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, 21));
    expect(variant).toMatchObject({
      sku: 'SG-21',
      option1: null,
      price: product.price,
      salePrice: product.salePrice,
      stockQuantity: product.stockQuantity,
    });
  });

  it('gets its default variant when an admin creates it, and the form edits write to it', async () => {
    const body = {
      name: 'Rose Water Toner',
      description: 'Gentle.',
      category: 'skincare',
      price: 80_000,
      salePrice: null,
      actualPrice: null,
      stockQuantity: 6,
      brand: null,
      status: 'active',
      featured: false,
      images: [],
    };
    const created = await injectAs(t.app, admin, 'POST', '/api/admin/products', body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const variantOf = async () => {
      const [variant] = await t.db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, id));
      return variant;
    };
    expect(await variantOf()).toMatchObject({ sku: `SG-${id}`, price: 80_000, stockQuantity: 6 });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: { origin: new URL(t.app.config.publicUrl).origin, cookie: admin.cookie },
      payload: { ...body, price: 90_000, salePrice: 75_000, stockQuantity: 11 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ price: 90_000, salePrice: 75_000, stockQuantity: 11 });
    expect(await variantOf()).toMatchObject({
      price: 90_000,
      salePrice: 75_000,
      stockQuantity: 11,
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row?.effectivePrice).toBe(75_000);
  });

  it('is written once when created, its summary already whole (migration 0023)', async () => {
    // An AFTER trigger rewriting the row would move it: its ctid would differ from the insert's.
    const inserted = await t.db.execute<{ id: number; ctid: string }>(sql`
      INSERT INTO products (name, price, sale_price, category, stock_quantity, status)
      VALUES ('Rose Water Toner', 60000, 52000, 'skincare', 8, 'active') RETURNING id, ctid`);
    const [{ id, ctid } = { id: 0, ctid: '' }] = inserted.rows;
    const after = await t.db.execute<{ ctid: string; price_max: number }>(
      sql`SELECT ctid, price_max FROM products WHERE id = ${id}`,
    );
    expect(after.rows[0]).toEqual({ ctid, price_max: 52_000 });
    // The summary still follows its default variant afterwards.
    await t.db.update(products).set({ salePrice: null }).where(eq(products.id, id));
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row?.priceMax).toBe(60_000);
  });
});
