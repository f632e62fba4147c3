/**
 * Search relevance (issues 22 and 25): what a shopper here types, in English, Bangla and Latin
 * letters, with typos, and what should come first. Each case names the kinds of item (from the
 * sample catalogue, src/server/db/seed/) its first results must be, or a brand or a name. The
 * set runs on both databases, like every server test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '#shared/schemas/product';
import { buildCatalogue } from '../../db/seed/catalogue';
import type { KindKey } from '../../db/seed/kinds';
import { createAdmin } from '../../test/fixtures/accounts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kindOf = new Map(buildCatalogue().map((product) => [product.id, product.kind]));

type Case = {
  q: string;
  /** The first `top` results (or all, when fewer) are of these kinds… */
  kinds?: KindKey[];
  /** …or of this brand, or named like this. */
  brand?: string;
  name?: RegExp;
  top?: number;
};

const SHOES: KindKey[] = ['sandals', 'heels', 'flats', 'sneakers', 'formal-shoes', 'kids-shoes'];
const BAGS: KindKey[] = ['tote', 'crossbody-bag', 'shoulder-bag', 'clutch'];
const LIPS: KindKey[] = ['lipstick', 'liquid-lipstick'];

const CASES: Case[] = [
  // English, as the catalogue says it
  { q: 'lipstick', kinds: LIPS },
  { q: 'lip gloss', kinds: ['lip-gloss'], top: 2 },
  { q: 'foundation', kinds: ['foundation'] },
  { q: 'concealer', kinds: ['concealer'], top: 1 },
  { q: 'primer', kinds: ['primer'] },
  { q: 'setting spray', kinds: ['setting-spray'] },
  { q: 'eyeshadow palette', kinds: ['eyeshadow-palette'] },
  { q: 'eyeliner', kinds: ['eyeliner'] },
  { q: 'mascara', kinds: ['mascara'] },
  { q: 'serum', kinds: ['serum'] },
  { q: 'face wash', kinds: ['cleanser'] },
  // The two whose names say it (one a toner and moisturiser in one), then the moisturisers.
  { q: 'moisturizer', name: /moisturi[sz]er/i, top: 2 },
  { q: 'sunscreen', kinds: ['sunscreen'] },
  { q: 'sunscreen spf50', kinds: ['sunscreen'] },
  { q: 'toner', kinds: ['toner'] },
  { q: 'sheet mask', kinds: ['sheet-mask'], top: 2 },
  { q: 'tote bag', kinds: ['tote'] },
  { q: 'sunglasses', kinds: ['sunglasses'] },
  { q: 'watch', kinds: ['watch'] },
  { q: 'earrings', kinds: ['earrings'], top: 2 },
  { q: 'sneakers', kinds: ['sneakers'], top: 2 },
  { q: 'saree', kinds: ['saree'], top: 2 },
  { q: 'three piece', kinds: ['salwar-kameez'] },
  { q: 'kurti', kinds: ['kurti'] },
  { q: 'baby shampoo', kinds: ['baby-shampoo'], top: 1 },
  { q: 'beard oil', kinds: ['beard-oil'], top: 1 },
  { q: 'perfume', kinds: ['perfume'] },
  { q: 'scented candle', kinds: ['candle'] },
  // Bangla
  { q: 'লিপস্টিক', kinds: LIPS },
  { q: 'সানস্ক্রিন', kinds: ['sunscreen'] },
  { q: 'সিরাম', kinds: ['serum'] },
  { q: 'কাজল', kinds: ['kajal'], top: 1 },
  { q: 'মাস্কারা', kinds: ['mascara'] },
  { q: 'ফেসওয়াশ', kinds: ['cleanser'] },
  { q: 'শাড়ি', kinds: ['saree'], top: 2 },
  { q: 'পাঞ্জাবি', kinds: ['panjabi'], top: 1 },
  { q: 'জুতা', kinds: SHOES, top: 5 },
  { q: 'ঘড়ি', kinds: ['watch'] },
  { q: 'পারফিউম', kinds: ['perfume'] },
  { q: 'থ্রি পিস', kinds: ['salwar-kameez'] },
  { q: 'মোমবাতি', kinds: ['candle'] },
  // Latin letters, as people type Bangla words
  { q: 'lipistik', kinds: LIPS },
  { q: 'sunskrin', kinds: ['sunscreen'] },
  { q: 'siram', kinds: ['serum'] },
  { q: 'kajol', kinds: ['kajal'], top: 1 },
  { q: 'sari', kinds: ['saree'], top: 2 },
  { q: 'punjabi', kinds: ['panjabi'], top: 1 },
  { q: 'juta', kinds: SHOES, top: 5 },
  { q: 'ghori', kinds: ['watch'] },
  { q: 'beg', kinds: BAGS },
  { q: 'thri pis', kinds: ['salwar-kameez'] },
  { q: 'orna', kinds: ['dupatta'], top: 1 },
  // Typos
  { q: 'lipstik', kinds: LIPS },
  { q: 'mascera', kinds: ['mascara'] },
  { q: 'sunscren', kinds: ['sunscreen'] },
  { q: 'foundaton', kinds: ['foundation'] },
  { q: 'moisturiser', name: /moisturi[sz]er/i, top: 2 },
  // Words written apart or together, and the sample shop's synonyms (issue 45)
  { q: 'eye liner', kinds: ['eyeliner'] },
  { q: 'আই লাইনার', kinds: ['eyeliner'] },
  { q: 'lipgloss', kinds: ['lip-gloss'], top: 2 },
  { q: 'facewash', kinds: ['cleanser'] },
  { q: 'kajal', kinds: ['kajal', 'eyeliner'], top: 5 },
  { q: 'কাজল', kinds: ['kajal', 'eyeliner'], top: 5 },
  { q: 'body lotion', kinds: ['body-lotion'], top: 2 },
  { q: 'বডি লোশন', kinds: ['body-lotion'], top: 2 },
  { q: 'sunblock', kinds: ['sunscreen'] },
  // Brands and names, without accents or apostrophes
  { q: 'loreal', brand: "L'Oréal Paris" },
  { q: 'estee lauder', brand: 'Estée Lauder' },
  { q: 'la roche posay', brand: 'La Roche-Posay' },
  { q: 'cerave', brand: 'CeraVe' },
  { q: 'casio', brand: 'Casio' },
  { q: 'snail mucin', name: /snail/i },
  { q: 'niacinamide', name: /niacinamide/i, top: 1 },
  { q: 'jamdani', name: /jamdani/i, top: 1 },
  { q: 'g-shock', name: /g-shock/i, top: 1 },
];

async function search(q: string): Promise<ProductList> {
  const response = await t.app.inject(`/api/products?q=${encodeURIComponent(q)}&limit=12`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('search relevance', () => {
  it(`has a case for every way of asking (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(CASES)('$q', async ({ q, kinds, brand, name, top = 3 }) => {
    const { products, total } = await search(q);
    expect(total, `nothing found for ${q}`).toBeGreaterThan(0);
    const first = products.slice(0, top);
    for (const product of first) {
      const seen = `${product.name} (${kindOf.get(product.id)})`;
      if (kinds) expect(kinds, seen).toContain(kindOf.get(product.id));
      if (brand) expect(product.brand, seen).toBe(brand);
      if (name) expect(product.name, seen).toMatch(name);
    }
  });
});

describe('items before sets', () => {
  it('lists every single lipstick before a set of them, unless the search asks for a set', async () => {
    const kinds = (await search('lipstick')).products.map((product) => kindOf.get(product.id));
    const firstSet = kinds.indexOf('mini-set');
    const lastLipstick = Math.max(...LIPS.map((kind) => kinds.lastIndexOf(kind)));
    expect(lastLipstick).toBeGreaterThan(2);
    if (firstSet >= 0) expect(firstSet).toBeGreaterThan(lastLipstick);
    const asked = await search('mini lipstick');
    expect(kindOf.get(asked.products[0]?.id ?? 0)).toBe('mini-set');
  });
});

describe('search words', () => {
  it('finds a product by the Bangla and Latin words its admin gave it, as by its name', async () => {
    const admin = await createAdmin(t.app, t.db);
    const made = await injectAs(t.app, admin, 'POST', '/api/admin/products', {
      name: 'Tangail Handloom Gamchha',
      category: 'home',
      price: 45_000,
      stockQuantity: 30,
      status: 'active',
      images: [],
      searchWords: '  গামছা   gamcha  towel ',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().searchWords).toBe('গামছা gamcha towel');
    for (const q of ['গামছা', 'gamcha', 'gamchaa']) {
      const { products } = await search(q);
      expect(products[0]?.name, q).toBe('Tangail Handloom Gamchha');
    }
    const tooLong = await injectAs(t.app, admin, 'POST', '/api/admin/products', {
      name: 'Too many words',
      category: 'home',
      price: 45_000,
      stockQuantity: 1,
      status: 'active',
      images: [],
      searchWords: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('Search words must be at most 500 characters');
  });
});
