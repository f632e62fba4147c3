/** The admin's options and variants editor, through the product save (a real database). */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOptions, products, productVariants } from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody, productRow } from '../../test/fixtures/orders';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';
import { skuRaceError } from './admin-variant-service';

let t: TestApp;
let admin: SignedInShopper;
let shopper: SignedInShopper;

beforeAll(async () => {
  t = await createTestApp();
  [admin, shopper] = await Promise.all([createAdmin(t.app, t.db), createShopper(t.app)]);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  injectAs(t.app, admin, method, url, payload);

type Variant = {
  id?: number;
  sku: string;
  options: string[];
  price: number;
  salePrice?: number | null;
  stockQuantity: number;
  status?: 'active' | 'inactive';
  swatch?: string | null;
  shadeFamily?: string | null;
  images?: string[];
};

const SHADES: [string, string, string][] = [
  ['Ruby Woo', '#9b111e', 'red'],
  ['Velvet Teddy', '#a0685a', 'nude'],
  ['Chili', '#b0413e', 'red'],
  ['Pink Nouveau', '#e0507a', 'pink'],
  ['Mocha', '#6f4e37', 'brown'],
  ['Plum Dandy', '#6c2a4b', 'berry'],
];

let skuRun = 0;
/** A six-shade lipstick's body; SKUs unique per call so tests do not collide. */
function lipstick(overrides: Record<string, unknown> = {}) {
  skuRun += 1;
  return {
    name: `Matte Lipstick ${skuRun}`,
    description: 'Six shades.',
    category: 'makeup',
    brand: 'MAC',
    status: 'active',
    images: [],
    options: [{ name: 'Shade' }],
    variants: SHADES.map(
      ([name, swatch, family], index): Variant => ({
        sku: `MAC-${skuRun}-${index + 1}`,
        options: [name],
        price: 200_000 + index * 10_000,
        salePrice: index === 2 ? 150_000 : null,
        stockQuantity: 5 + index,
        swatch,
        shadeFamily: family,
      }),
    ),
    ...overrides,
  };
}

async function created(body = lipstick()) {
  const answer = await send('POST', '/api/admin/products', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: number; name: string; variants: (Variant & { id: number })[] };
}

async function variantsOf(productId: number) {
  return t.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.position, productVariants.id);
}

async function orderVariant(productId: number, variantId: number) {
  const added = await injectAs(t.app, shopper, 'POST', '/api/cart/items', {
    productId,
    variantId,
    quantity: 1,
  });
  expect(added.statusCode, added.body).toBe(200);
  const order = await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody());
  expect(order.statusCode, order.body).toBe(201);
}

/** What an edit form sends back: the product as read, minus what the input does not take. */
function editBody(product: Record<string, unknown>, variants: Variant[]) {
  const body = lipstick({ name: product.name, variants });
  return body;
}

describe('creating a product with options', () => {
  it('saves a 6-shade lipstick in one go; the product sums its shades', async () => {
    const product = await created();
    const shown = await send('GET', `/api/admin/products/${product.id}`);
    const answer = shown.json();
    expect(answer.options).toEqual([{ position: 1, name: 'Shade' }]);
    expect(answer.variants.map((variant: Variant) => variant.options[0])).toEqual(
      SHADES.map(([name]) => name),
    );
    expect(answer.variants[0]).toMatchObject({ swatch: '#9b111e', shadeFamily: 'red' });
    // Summary: stock summed, prices of the shade charged least (Chili, on sale).
    expect(answer.stockQuantity).toBe(5 + 6 + 7 + 8 + 9 + 10);
    expect([answer.price, answer.salePrice]).toEqual([220_000, 150_000]);
    // No default variant left behind.
    expect((await variantsOf(product.id)).map((row) => row.sku)).not.toContain(`SG-${product.id}`);
    const shopperView = (
      await injectAs(t.app, undefined, 'GET', `/api/products/${product.id}`)
    ).json();
    expect(shopperView.variants).toHaveLength(6);
  });

  it('keeps a product without options as before: one default variant from the form', async () => {
    const answer = await send('POST', '/api/admin/products', {
      ...lipstick({ options: undefined, variants: undefined }),
      price: 90_000,
      stockQuantity: 4,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { id, options, variants } = answer.json();
    expect(options).toBeUndefined();
    expect(variants).toBeUndefined();
    const rows = await variantsOf(id);
    expect(rows.map((row) => [row.sku, row.price, row.stockQuantity])).toEqual([
      [`SG-${id}`, 90_000, 4],
    ]);
  });
});

describe('editing shades', () => {
  it('changes one shade in place, deletes an unordered one and retires an ordered one', async () => {
    const product = await created();
    const [ruby, teddy, chili, ...rest] = product.variants;
    if (!ruby || !teddy || !chili) throw new Error('six shades expected');
    await orderVariant(product.id, teddy.id);
    const stockAfterOrder = (await productRow(t.db, product.id)).stockQuantity;
    expect(stockAfterOrder).toBe(5 + 5 + 7 + 8 + 9 + 10);

    const edited = await send(
      'PUT',
      `/api/admin/products/${product.id}`,
      editBody(product, [{ ...ruby, price: 250_000, stockQuantity: 40 }, ...rest]),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const rows = await variantsOf(product.id);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ruby.id)).toMatchObject({ price: 250_000, stockQuantity: 40 });
    expect(byId.get(teddy.id)?.status).toBe('inactive'); // ordered: kept for its order
    expect(byId.has(chili.id)).toBe(false); // nobody ordered it: gone
    expect((await productRow(t.db, product.id)).stockQuantity).toBe(40 + 8 + 9 + 10);
    // The editor still lists the retired shade (inactive) so it can be sold again.
    const listed = edited.json().variants as Variant[];
    expect(listed.find((variant) => variant.id === teddy.id)?.status).toBe('inactive');
  });

  it('matches variants sent without ids by SKU and swaps two SKUs', async () => {
    const product = await created();
    const [first, second, ...rest] = product.variants;
    if (!first || !second) throw new Error('six shades expected');
    const withoutIds = [
      { ...first, id: undefined, sku: second.sku },
      { ...second, id: undefined, sku: first.sku },
      ...rest.map((variant) => ({ ...variant, id: undefined })),
    ];
    const answer = await send(
      'PUT',
      `/api/admin/products/${product.id}`,
      editBody(product, withoutIds),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = await variantsOf(product.id);
    expect(rows.map((row) => row.id).sort()).toEqual(product.variants.map((v) => v.id).sort());
    // Matched by SKU: the row that was `second` now carries first's values and position.
    expect(rows.find((row) => row.id === second.id)?.option1).toBe(first.options[0]);
  });

  it('drops the default variant when options are added, and brings it back when removed', async () => {
    const plain = await send('POST', '/api/admin/products', {
      ...lipstick({ options: undefined, variants: undefined }),
      price: 50_000,
      stockQuantity: 3,
    });
    const { id, name } = plain.json();
    const [defaultVariant] = await variantsOf(id);
    if (!defaultVariant) throw new Error('default variant expected');
    await orderVariant(id, defaultVariant.id);

    const withShades = await send('PUT', `/api/admin/products/${id}`, lipstick({ name }));
    expect(withShades.statusCode, withShades.body).toBe(200);
    expect(withShades.json().variants).toHaveLength(6); // the retired default is not listed
    expect((await variantsOf(id)).find((row) => row.id === defaultVariant.id)?.status).toBe(
      'inactive',
    );

    const plainAgain = await send('PUT', `/api/admin/products/${id}`, {
      ...lipstick({ name, options: undefined, variants: undefined }),
      price: 60_000,
      stockQuantity: 9,
    });
    expect(plainAgain.statusCode, plainAgain.body).toBe(200);
    expect(plainAgain.json()).toMatchObject({ price: 60_000, stockQuantity: 9 });
    expect(plainAgain.json().variants).toBeUndefined();
    const active = (await variantsOf(id)).filter((row) => row.status === 'active');
    expect(active.map((row) => row.id)).toEqual([defaultVariant.id]);
    const [{ options } = { options: 1 }] = await t.db
      .select({ options: count() })
      .from(productOptions)
      .where(eq(productOptions.productId, id));
    expect(options).toBe(0);
  });
});

describe('refusals write nothing', () => {
  async function productCount() {
    const [row] = await t.db.select({ total: count() }).from(products);
    return row?.total ?? 0;
  }

  it('refuses a SKU another product uses, naming it and that product', async () => {
    const owner = await created();
    const taken = owner.variants[0]?.sku;
    const before = await productCount();
    const body = lipstick();
    body.variants[3] = { ...(body.variants[3] as Variant), sku: taken?.toLowerCase() ?? '' };
    const answer = await send('POST', '/api/admin/products', body);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(`SKU ${taken} is already used by ${owner.name}`);
    expect(await productCount()).toBe(before);

    const other = await created();
    const edit = lipstick({ name: other.name, variants: [...other.variants] });
    (edit.variants as Variant[])[0] = {
      ...(other.variants[0] as Variant),
      sku: taken ?? '',
      price: 1,
    };
    const refused = await send('PUT', `/api/admin/products/${other.id}`, edit);
    expect(refused.statusCode).toBe(409);
    const rows = await variantsOf(other.id);
    expect(rows.map((row) => row.sku)).toEqual(other.variants.map((variant) => variant.sku));
    expect(rows[0]?.price).toBe(200_000);
  });

  it('refuses a variant id of another product', async () => {
    const mine = await created();
    const theirs = await created();
    const edit = lipstick({
      name: mine.name,
      variants: [{ ...(theirs.variants[0] as Variant), sku: 'MINE-1' }, ...mine.variants.slice(1)],
    });
    const answer = await send('PUT', `/api/admin/products/${mine.id}`, edit);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(`Variant ${theirs.variants[0]?.id} is not one of`);
    expect((await variantsOf(mine.id)).map((row) => row.id)).toEqual(
      mine.variants.map((variant) => variant.id),
    );
    expect((await variantsOf(theirs.id)).map((row) => row.sku)).toEqual(
      theirs.variants.map((variant) => variant.sku),
    );
  });

  const broken = (change: (variant: Variant) => Variant) => {
    const body = lipstick();
    body.variants[1] = change(body.variants[1] as Variant);
    return body;
  };

  it.each([
    ['negative stock', broken((v) => ({ ...v, stockQuantity: -1 })), 'Stock cannot be below 0'],
    ['negative price', broken((v) => ({ ...v, price: -5 })), 'Price cannot be below 0'],
    ['a missing value', broken((v) => ({ ...v, options: [] })), 'has no Shade'],
    ['a bad swatch', broken((v) => ({ ...v, swatch: 'red' })), 'A swatch is a colour like'],
    ['a sale above price', broken((v) => ({ ...v, salePrice: 9_999_999 })), 'below the price'],
    ['a SKU twice', broken((v) => ({ ...v, sku: `MAC-${skuRun}-1` })), 'is used twice'],
    ['options without variants', lipstick({ variants: undefined }), 'Add at least one variant'],
    ['no price without options', lipstick({ options: undefined, variants: undefined }), 'price:'],
  ])('refuses %s with a message, adding nothing', async (_what, body, message) => {
    const before = await productCount();
    const answer = await send('POST', '/api/admin/products', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(message);
    expect(await productCount()).toBe(before);
  });

  it('refuses an edit with a broken shade, changing nothing', async () => {
    const product = await created();
    const [first, ...rest] = product.variants;
    const answer = await send(
      'PUT',
      `/api/admin/products/${product.id}`,
      editBody(product, [
        { ...(first as Variant), price: 1 },
        { ...(rest[0] as Variant), stockQuantity: -3 },
      ]),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('variants.1.stockQuantity: Stock cannot be below 0');
    expect((await variantsOf(product.id)).map((row) => row.price)).toEqual(
      product.variants.map((variant) => variant.price),
    );
  });
});

describe('two saves racing for one SKU', () => {
  it("turns the unique index's refusal into a 409 naming the SKU", async () => {
    const first = await created();
    const second = await created();
    const taken = first.variants[0]?.sku ?? '';
    // What the loser of a race meets: its check passed, the index refuses its write.
    const error = await t.db
      .update(productVariants)
      .set({ sku: taken })
      .where(eq(productVariants.id, second.variants[0]?.id ?? 0))
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    const mapped = skuRaceError(error);
    expect(mapped?.statusCode).toBe(409);
    expect(mapped?.message).toContain(`"sku":"${taken}"`);
    expect(skuRaceError(new Error('something else'))).toBeNull();
  });
});
