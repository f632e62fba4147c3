/**
 * What Google reads of every product page of the sample shop: a Product, or a ProductGroup with a
 * Product per shade or size, and on every offer the price, a sale's list price struck through, the
 * delivery rates and days and the return policy (issue 37).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/schemas/product';
import { productAnswers, productQuestions, products } from '../../db/schema';
import { createShopper } from '../../test/fixtures/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Ld = Record<string, unknown> & { '@type': string };
type Offer = Record<string, unknown>;

async function jsonLdOf(path: string): Promise<Ld[]> {
  const response = await t.app.inject(path);
  expect(response.statusCode, path).toBe(200);
  return [...response.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null'),
  );
}

const taka = (poisha: number) => (poisha / 100).toFixed(2);

/** What every offer must say, whatever it sells. */
function expectFullOffer(
  offer: Offer,
  where: string,
  priced: { price: number; salePrice: number | null },
) {
  expect(offer, where).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'BDT',
    price: taka(priced.salePrice ?? priced.price),
    availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
    url: expect.stringMatching(new RegExp(`^${t.config.publicUrl}/product/\\d+`)),
    hasMerchantReturnPolicy: {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'BD',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 7,
    },
  });
  const rates = (offer.shippingDetails as Offer[]).map((details) => ({
    rate: details.shippingRate,
    to: details.shippingDestination,
    handling: (details.deliveryTime as Offer).handlingTime,
    transit: (details.deliveryTime as Offer).transitTime,
  }));
  const days = (minValue: number, maxValue: number) =>
    expect.objectContaining({ minValue, maxValue, unitCode: 'DAY' });
  expect(rates, where).toEqual([
    {
      rate: { '@type': 'MonetaryAmount', value: 100, currency: 'BDT' },
      to: { '@type': 'DefinedRegion', addressCountry: 'BD', addressRegion: '13' },
      handling: days(1, 2),
      transit: days(3, 5),
    },
    {
      rate: { '@type': 'MonetaryAmount', value: 200, currency: 'BDT' },
      to: { '@type': 'DefinedRegion', addressCountry: 'BD' },
      handling: days(1, 2),
      transit: days(3, 5),
    },
  ]);
  if (priced.salePrice !== null) {
    expect(offer.priceSpecification, where).toEqual({
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/StrikethroughPrice',
      price: taka(priced.price),
      priceCurrency: 'BDT',
    });
  } else {
    expect(offer.priceSpecification, where).toBeUndefined();
  }
}

function expectVariantGroup(group: Ld, product: Product) {
  const where = `product ${product.id}`;
  const origin = t.config.publicUrl;
  expect(group, where).toMatchObject({
    name: product.name,
    productGroupID: String(product.id),
    url: `${origin}/product/${product.id}`,
  });
  const variesBy = group.variesBy as string[];
  expect(variesBy.length, where).toBeGreaterThan(0);
  const property = (url: string) => url.replace('https://schema.org/', '');
  const variants = group.hasVariant as Ld[];
  expect(variants.map((variant) => variant.sku)).toEqual(product.variants?.map((v) => v.sku));
  for (const [index, variant] of variants.entries()) {
    const sold = product.variants?.[index];
    if (!sold) throw new Error(`${where}: no variant ${index}`);
    const url = `${origin}/product/${product.id}?variant=${sold.id}`;
    expect(variant, where).toMatchObject({ '@type': 'Product', url, sku: sold.sku });
    expect(variant.name, where).toContain(sold.options[0]);
    // Its shade or size under the property the group varies by.
    for (const name of variesBy.map(property))
      expect(variant[name], `${where} ${name}`).toBeTruthy();
    expect(variant.offers, where).toMatchObject({ url, sku: sold.sku });
    expectFullOffer(variant.offers as Offer, `${where} ${sold.sku}`, sold);
  }
}

type Seen = { groups: number; single: number; onSale: number; colors: number; sizes: number };

/** Checks one product page's Product or ProductGroup against the product's API answer. */
async function checkProductPage(id: number, seen: Seen) {
  const product = (await t.app.inject(`/api/products/${id}`)).json() as Product;
  const jsonLd = await jsonLdOf(`/product/${id}`);
  const main = jsonLd.filter((data) => ['Product', 'ProductGroup'].includes(data['@type']));
  expect(main, `product ${id}`).toHaveLength(1);
  const [data] = main as [Ld];
  if (product.salePrice !== null) seen.onSale++;
  if (!product.options?.length) {
    expect(data, `product ${id}`).toMatchObject({ '@type': 'Product', sku: String(id) });
    expect(data.offers, `product ${id}`).toMatchObject({
      url: `${t.config.publicUrl}/product/${id}`,
    });
    expectFullOffer(data.offers as Offer, `product ${id}`, product);
    seen.single++;
    return;
  }
  expect(data['@type'], `product ${id}`).toBe('ProductGroup');
  expectVariantGroup(data, product);
  seen.groups++;
  const variesBy = (data.variesBy as string[]).join();
  if (variesBy.includes('color')) seen.colors++;
  if (variesBy.includes('size')) seen.sizes++;
}

describe("every product page's structured data", () => {
  it('describes each active product of the sample shop as Google reads products and variants', async () => {
    const ids = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'active'));
    expect(ids.length).toBeGreaterThan(200);
    const seen: Seen = { groups: 0, single: 0, onSale: 0, colors: 0, sizes: 0 };
    for (const { id } of ids) await checkProductPage(id, seen);
    // The shop's kinds of product are all there: in shades, in sizes, plain, on sale.
    expect(seen.groups).toBeGreaterThanOrEqual(20);
    expect(seen.colors).toBeGreaterThan(0);
    expect(seen.sizes).toBeGreaterThan(0);
    expect(seen.single).toBeGreaterThan(0);
    expect(seen.onSale).toBeGreaterThan(0);
  });

  it('names the answered questions about a product, and none still waiting', async () => {
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'active'))
      .limit(1);
    const productId = product?.id as number;
    const asker = await createShopper(t.app);
    const [answered, waiting] = await t.db
      .insert(productQuestions)
      .values([
        { productId, userId: asker.userId, text: 'Is it cruelty-free?', status: 'approved' },
        { productId, userId: asker.userId, text: 'Any stock coming?', status: 'pending' },
      ])
      .returning({ id: productQuestions.id });
    await t.db.insert(productAnswers).values({
      questionId: answered?.id as number,
      userId: asker.userId,
      text: 'Yes, it is certified cruelty-free.',
      byStaff: true,
      status: 'approved',
    });
    expect(waiting).toBeDefined();
    const [data] = await jsonLdOf(`/product/${productId}`);
    expect(data?.subjectOf).toEqual([
      expect.objectContaining({
        '@type': 'Question',
        name: 'Is it cruelty-free?',
        answerCount: 1,
        suggestedAnswer: [
          expect.objectContaining({
            '@type': 'Answer',
            text: 'Yes, it is certified cruelty-free.',
            author: { '@type': 'Organization', name: t.config.shop.name },
          }),
        ],
      }),
    ]);
  });

  it('gives the shop an address search engines can read: its town and country apart', async () => {
    const organization = (await jsonLdOf('/')).find((data) => data['@type'] === 'Organization');
    expect(organization?.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Dhaka',
      addressCountry: 'BD',
    });
  });
});
