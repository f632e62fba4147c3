/**
 * A link to one shade (`/product/12?variant=345`): its page's title, link preview and JSON-LD name
 * that shade, its price, picture and stock; an id that is not one of the product's shades falls back
 * to the product.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRow } from '../../test/fixtures/orders';
import { giveOptions, setVariant } from '../../test/fixtures/variants';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let shades: number[];
let otherProductsVariant: number;
const PRODUCT = 21;
const RUBY_PICTURE = 'https://cdn.example.com/ruby-woo.jpg';

beforeAll(async () => {
  t = await createTestApp();
  shades = await giveOptions(
    t.db,
    PRODUCT,
    ['Shade'],
    [
      { values: ['Ruby Woo'], price: 250_000, salePrice: 220_000, stock: 4, swatch: '#9b111e' },
      { values: ['Velvet Teddy'], price: 240_000, stock: 6, swatch: '#a0695f' },
      { values: ['Diva'], price: 260_000, stock: 0, swatch: '#5c1a1b' },
    ],
  );
  await setVariant(t.db, shades[0] as number, { images: [RUBY_PICTURE] });
  [otherProductsVariant] = (await giveOptions(
    t.db,
    PRODUCT + 1,
    ['Size'],
    [{ values: ['S'], price: 100_000, stock: 3 }],
  )) as [number];
});
afterAll(() => t.close());

const decode = (text: string | undefined) =>
  text?.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');

async function readPage(path: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: path, headers });
  const html = response.body;
  const meta = (key: string) =>
    decode(html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`))?.[1]);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null'),
  );
  return {
    status: response.statusCode,
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1]),
    canonical: html.match(/<link rel="canonical" href="([^"]+)">/)?.[1],
    preload: html.match(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"/)?.[1],
    meta,
    product: jsonLd.find((data) => data['@type'] === 'Product'),
    group: jsonLd.find((data) => data['@type'] === 'ProductGroup'),
  };
}

describe('a product page opened on one shade', () => {
  it('previews the shade: its name in the title, its sale price, picture, SKU and stock', async () => {
    const product = await productRow(t.db, PRODUCT);
    const ruby = shades[0] as number;
    const page = await readPage(`/product/${PRODUCT}?variant=${ruby}`);
    const origin = t.config.publicUrl;

    expect(page.status).toBe(200);
    expect(page.title).toBe(`${product.name} – Ruby Woo | Sajghor`);
    expect(page.meta('og:title')).toBe(`${product.name} – Ruby Woo | Sajghor`);
    // One address for the product and all its shades, for search engines and link previews alike
    // (decision 031); the preview's words and picture are the shade's.
    expect(page.canonical).toBe(`${origin}/product/${PRODUCT}`);
    expect(page.meta('og:url')).toBe(page.canonical);
    expect(page.meta('product:price:amount')).toBe('2200.00');
    expect(page.meta('product:availability')).toBe('in stock');
    expect(page.meta('description')).toMatch(/^৳2,200 · /);
    expect(page.meta('og:image')).toBe(RUBY_PICTURE);
    expect(page.preload).toBe(RUBY_PICTURE);

    // The product's group, the same on each shade's page, names the shade at its address.
    expect(page.product).toBeUndefined();
    expect(page.group).toMatchObject({
      name: product.name,
      url: `${origin}/product/${PRODUCT}`,
      productGroupID: String(PRODUCT),
      variesBy: ['https://schema.org/color'],
    });
    expect(page.group.hasVariant[0]).toMatchObject({
      '@type': 'Product',
      name: `${product.name} – Ruby Woo`,
      sku: `T-${PRODUCT}-1`,
      color: 'Ruby Woo',
      url: `${origin}/product/${PRODUCT}?variant=${ruby}`,
      image: [RUBY_PICTURE, expect.any(String)],
      offers: {
        '@type': 'Offer',
        sku: `T-${PRODUCT}-1`,
        url: `${origin}/product/${PRODUCT}?variant=${ruby}`,
        price: '2200.00',
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        // On sale: the price before it, struck through.
        priceSpecification: {
          priceType: 'https://schema.org/StrikethroughPrice',
          price: '2500.00',
        },
      },
    });
  });

  it('says a sold-out shade is out of stock', async () => {
    const page = await readPage(`/product/${PRODUCT}?variant=${shades[2]}`);
    expect(page.meta('product:availability')).toBe('out of stock');
    expect(page.group.hasVariant[2].offers).toMatchObject({
      price: '2600.00',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('lists a Product per shade when the address names none', async () => {
    const page = await readPage(`/product/${PRODUCT}`);
    const product = await productRow(t.db, PRODUCT);
    expect(page.title).toBe(`${product.name} | Sajghor`);
    expect(page.meta('og:url')).toBe(`${t.config.publicUrl}/product/${PRODUCT}`);
    // The cheapest shade on sale leads the preview, as the product's summary price.
    expect(page.meta('product:price:amount')).toBe('2200.00');
    expect(
      page.group.hasVariant.map(
        ({ offers }: { offers: { sku: string; price: string; availability: string } }) => [
          offers.sku,
          offers.price,
          offers.availability.replace('https://schema.org/', ''),
        ],
      ),
    ).toEqual([
      [`T-${PRODUCT}-1`, '2200.00', 'InStock'],
      [`T-${PRODUCT}-2`, '2400.00', 'InStock'],
      [`T-${PRODUCT}-3`, '2600.00', 'OutOfStock'],
    ]);
  });

  it("falls back to the product for an unknown, malformed or another product's variant", async () => {
    const product = await productRow(t.db, PRODUCT);
    for (const variant of [String(otherProductsVariant), '999999', 'abc', '99999999999999999999']) {
      const page = await readPage(`/product/${PRODUCT}?variant=${variant}`);
      expect(page.status, variant).toBe(200);
      expect(page.title, variant).toBe(`${product.name} | Sajghor`);
      expect(page.group.hasVariant, variant).toHaveLength(3);
    }
  });

  it('leaves a product without options as it was, whatever the address says', async () => {
    // The seed gives some products shades: take one it does not.
    const { rows } = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM products p WHERE status = 'active' AND NOT EXISTS
            (SELECT 1 FROM product_options o WHERE o.product_id = p.id) ORDER BY id LIMIT 1`,
    );
    const plain = await productRow(t.db, Number(rows[0]?.id));
    const page = await readPage(`/product/${plain.id}?variant=${shades[0]}`);
    expect(page.title).toBe(`${plain.name} | Sajghor`);
    expect(page.product).toMatchObject({ sku: String(plain.id), offers: { '@type': 'Offer' } });
    expect(page.product.offers.sku).toBeUndefined();
  });

  it('names the shade in Bangla pages too', async () => {
    const product = await productRow(t.db, PRODUCT);
    const page = await readPage(`/product/${PRODUCT}?variant=${shades[1]}`, { cookie: 'lang=bn' });
    expect(page.title).toContain(`${product.name} – Velvet Teddy`);
    expect(page.meta('description')).toMatch(/^৳২,৪০০ · /);
  });
});
