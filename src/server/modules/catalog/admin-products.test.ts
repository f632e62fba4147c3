/** The admin's products: each action, its refusals, and what customers see of the result. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { auditEntriesOf } from '../../test/fixtures/audit';
import { checkoutBody, fillCart, productRow } from '../../test/fixtures/orders';
import { smallPng, uploadAs } from '../../test/fixtures/uploads';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedInShopper;
let customer: SignedInShopper;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createAdmin(t.app, t.db), createShopper(t.app)]);
});
afterAll(() => t.close());

const send = (
  who: SignedInShopper | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => injectAs(t.app, who, method, url, payload);

const lipstick = {
  name: 'Velvet Matte Lipstick - Ruby',
  description: 'A long-wearing matte red.',
  category: 'makeup',
  price: 125_000,
  salePrice: 99_900,
  actualPrice: 60_000,
  stockQuantity: 12,
  brand: 'Sajghor Beauty',
  status: 'active',
  featured: true,
  images: ['', 'https://example.com/ruby.webp', '  '],
};

describe('products', () => {
  it('creates, lists, edits and shows a product to shoppers', async () => {
    const upload = await uploadAs(t.app, admin.cookie, '/api/admin/products/images', {
      field: 'image',
      bytes: await smallPng(),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { image } = upload.json();
    const created = await send(admin, 'POST', '/api/admin/products', {
      ...lipstick,
      images: [image, ...lipstick.images],
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json();
    expect(product.images).toEqual([image, 'https://example.com/ruby.webp']);
    expect(product.orderCount).toBe(0);

    const listed = (await send(admin, 'GET', '/api/admin/products?q=velvet%20matte')).json();
    expect(listed.products.map((row: { id: number }) => row.id)).toContain(product.id);
    const shown = await send(undefined, 'GET', `/api/products/${product.id}`);
    expect(shown.json().salePrice).toBe(99_900);

    const edited = await send(admin, 'PUT', `/api/admin/products/${product.id}`, {
      ...lipstick,
      status: 'inactive',
      images: [image],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await send(undefined, 'GET', `/api/products/${product.id}`)).statusCode).toBe(404);
    const hidden = (await send(admin, 'GET', '/api/admin/products?status=inactive')).json();
    expect(hidden.products.map((row: { id: number }) => row.id)).toContain(product.id);
  });

  it.each([
    [{ price: -1 }, 'price: Price cannot be below 0'],
    [{ price: 10.5 }, 'price: Price must be in whole poisha (at most 2 decimals)'],
    [{ stockQuantity: 2.5 }, 'stockQuantity: Stock must be a whole number'],
    [{ category: 'groceries' }, 'category: Choose a category'],
    [{ status: 'sold' }, 'status: Status must be active, inactive or out_of_stock'],
    [{ name: '  ' }, 'name: Name is required'],
    [{ salePrice: 200_000 }, 'salePrice: Sale price must be below the price'],
    [{ images: ['javascript:alert(1)'] }, 'images.0: Each image must be'],
    [{ role: 'admin' }, 'Unrecognized key: "role"'],
    [
      { skinTypes: ['oily', 'greasy'] },
      'skinTypes.1: Skin types must be oily, dry, combination, normal or sensitive',
    ],
    [{ skinTypes: 'oily' }, 'skinTypes: Skin types must be oily, dry, combination, normal or'],
    [{ skinTypes: ['dry', 'oily', 'dry'] }, 'skinTypes: Each skin type can be given only once'],
  ])('refuses %o, changing nothing', async (change, message) => {
    const before = (await send(admin, 'GET', '/api/admin/products')).json().total;
    const answer = await send(admin, 'POST', '/api/admin/products', { ...lipstick, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(message);
    expect((await send(admin, 'GET', '/api/admin/products')).json().total).toBe(before);
  });

  it('refuses an upload that is not an image', async () => {
    const answer = await uploadAs(t.app, admin.cookie, '/api/admin/products/images', {
      field: 'image',
      bytes: Buffer.from('<svg onload="alert(1)"></svg>'),
      type: 'image/svg+xml',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('The image must be a JPEG, PNG or WebP image');
  });

  it('deletes a product nobody ordered and archives one with orders', async () => {
    const fresh = (await send(admin, 'POST', '/api/admin/products', lipstick)).json();
    const gone = await send(admin, 'DELETE', `/api/admin/products/${fresh.id}`);
    expect(gone.json()).toEqual({ outcome: 'deleted', message: 'Product deleted successfully' });
    expect((await send(admin, 'GET', `/api/admin/products/${fresh.id}`)).statusCode).toBe(404);

    const ordered = (await send(admin, 'POST', '/api/admin/products', lipstick)).json();
    await fillCart(t.app, customer, [[ordered.id, 1]]);
    expect(
      (await injectAs(t.app, customer, 'POST', '/api/orders', checkoutBody())).statusCode,
    ).toBe(201);
    const archived = (await send(admin, 'DELETE', `/api/admin/products/${ordered.id}`)).json();
    expect(archived.outcome).toBe('archived');
    expect((await productRow(t.db, ordered.id)).status).toBe('inactive');
  });
});

describe('skin types', () => {
  const cleanser = { ...lipstick, name: 'Oil Control Gel Cleanser', category: 'skincare' };
  const shopperView = async (id: number) =>
    (await send(undefined, 'GET', `/api/products/${id}`)).json();

  it('saves them in their order, keeps them when an edit leaves them out, and shows shoppers', async () => {
    const created = await send(admin, 'POST', '/api/admin/products', {
      ...cleanser,
      skinTypes: ['combination', 'oily'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json().skinTypes).toEqual(['oily', 'combination']);

    const kept = await send(admin, 'PUT', `/api/admin/products/${id}`, {
      ...cleanser,
      stockQuantity: 9,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().skinTypes).toEqual(['oily', 'combination']);
    expect((await shopperView(id)).skinTypes).toEqual(['oily', 'combination']);

    const changed = await send(admin, 'PUT', `/api/admin/products/${id}`, {
      ...cleanser,
      skinTypes: ['dry', 'sensitive'],
    });
    expect(changed.json().skinTypes).toEqual(['dry', 'sensitive']);
    const entry = (await auditEntriesOf(t.db, 'product', id, 'product.update')).at(-1);
    expect(entry).toMatchObject({
      before: { skinTypes: ['oily', 'combination'] },
      after: { skinTypes: ['dry', 'sensitive'] },
    });

    // None: the shopper's answer says nothing of skin, as lists never do.
    await send(admin, 'PUT', `/api/admin/products/${id}`, { ...cleanser, skinTypes: [] });
    expect(await shopperView(id)).not.toHaveProperty('skinTypes');
    const listed = (await send(undefined, 'GET', '/api/products?category=skincare')).json();
    expect(listed.products.every((product: object) => !('skinTypes' in product))).toBe(true);
  });

  it('gives a new product none when it sends none', async () => {
    const created = await send(admin, 'POST', '/api/admin/products', cleanser);
    expect(created.json().skinTypes).toEqual([]);
    expect((await productRow(t.db, created.json().id)).skinTypes).toEqual([]);
  });

  it('refuses an unknown one in Bangla too, changing nothing', async () => {
    const { id } = (
      await send(admin, 'POST', '/api/admin/products', { ...cleanser, skinTypes: ['dry'] })
    ).json();
    const answer = await injectAs(
      t.app,
      `${admin.cookie}; lang=bn`,
      'PUT',
      `/api/admin/products/${id}`,
      {
        ...cleanser,
        skinTypes: ['greasy'],
      },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      'skinTypes.0: ত্বকের ধরন হতে হবে oily, dry, combination, normal বা sensitive',
    );
    expect((await productRow(t.db, id)).skinTypes).toEqual(['dry']);
  });
});
