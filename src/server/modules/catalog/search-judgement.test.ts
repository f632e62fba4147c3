/**
 * Search's judgement (issue 45): ranking, joined and split words, the owner's synonyms and the
 * searches' log, on products made for each case (their made-up words match nothing in the seed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '#shared/schemas/product';
import { buildCatalogue } from '../../db/seed/catalogue';
import { createAdmin, type SignedInShopper } from '../../test/fixtures/accounts';
import { auditEntriesOf } from '../../test/fixtures/audit';
import { checkoutBody, createShoppers, fillCart } from '../../test/fixtures/orders';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedInShopper;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const kindOf = new Map(buildCatalogue().map((product) => [product.id, product.kind]));

async function search(q: string): Promise<ProductList> {
  const response = await t.app.inject(`/api/products?q=${encodeURIComponent(q)}&limit=24`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const namesFound = async (q: string) => (await search(q)).products.map((product) => product.name);

async function makeProduct(name: string, values: Record<string, unknown> = {}): Promise<number> {
  const made = await injectAs(t.app, admin, 'POST', '/api/admin/products', {
    name,
    category: 'skincare',
    price: 50_000,
    stockQuantity: 10,
    status: 'active',
    images: [],
    ...values,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id;
}

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  injectAs(t.app, admin, method, url, body);

describe('ranking', () => {
  it('puts the name before the description, whole words before prefixes, the item before its set, in stock before sold out', async () => {
    await makeProduct('Velvet Cream', { description: 'A zorblat for dry skin.' });
    await makeProduct('Zorblatine Toner');
    await makeProduct('Zorblat Serum Mini Set');
    await makeProduct('Zorblat Balm', { stockQuantity: 0 });
    await makeProduct('Zorblat Serum');
    expect(await namesFound('zorblat')).toEqual([
      'Zorblat Serum',
      'Zorblat Balm',
      'Zorblat Serum Mini Set',
      'Zorblatine Toner',
      'Velvet Cream',
    ]);
    // Asked for, a set is not put after the items.
    expect((await namesFound('zorblat mini'))[0]).toBe('Zorblat Serum Mini Set');
  });

  it('breaks a tie by units sold, then the newest', async () => {
    const older = await makeProduct('Quillon Lip Tint Rose');
    await makeProduct('Quillon Lip Tint Coral');
    expect((await namesFound('quillon'))[0]).toBe('Quillon Lip Tint Coral');
    const [shopper] = await createShoppers(t.app, 1);
    if (!shopper) throw new Error('no shopper');
    await fillCart(t.app, shopper, [[older, 2]]);
    const placed = await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await namesFound('quillon')).toEqual([
      'Quillon Lip Tint Rose',
      'Quillon Lip Tint Coral',
    ]);
  });
});

describe('words written apart or together', () => {
  it('joins neighbouring words the vocabulary knows joined, and splits a word into two it knows', async () => {
    await makeProduct('Plumpglow Stick');
    await makeProduct('Brixel Liner Pencil');
    expect(await namesFound('plump glow')).toContain('Plumpglow Stick');
    expect(await namesFound('brixelliner')).toContain('Brixel Liner Pencil');
  });

  it('finds the same eyeliners and face washes either way', async () => {
    const apart = await namesFound('eye liner');
    expect(apart.length).toBeGreaterThanOrEqual(5);
    expect(apart).toEqual(await namesFound('eyeliner'));
    expect((await search('face wash')).total).toBe((await search('facewash')).total);
  });
});

describe("the shop's synonyms", () => {
  it('a one-way synonym finds eyeliners for kajal, the kajal itself first; not kajal for eyeliner', async () => {
    for (const q of ['kajal', 'কাজল']) {
      const { products } = await search(q);
      expect(products.length, q).toBeGreaterThanOrEqual(5);
      expect(kindOf.get(products[0]?.id ?? 0), q).toBe('kajal');
      for (const product of products.slice(0, 5)) {
        expect(['kajal', 'eyeliner'], `${q}: ${product.name}`).toContain(kindOf.get(product.id));
      }
    }
    const eyeliners = await search('eyeliner');
    expect(eyeliners.products.map((product) => kindOf.get(product.id))).not.toContain('kajal');
  });

  it("takes effect at the owner's next search, and is kept with its audit entry", async () => {
    // The sample shop's one highlighter matches glow by its description only, after others.
    const highlighterFirst = async () => {
      const { products } = await search('glow');
      const at = products.findIndex((product) => kindOf.get(product.id) === 'highlighter');
      expect(at, 'the highlighter is found').toBeGreaterThanOrEqual(0);
      return products.slice(0, at).every((product) => /glow/i.test(product.name));
    };
    const before = await search('glow');
    expect(await highlighterFirst()).toBe(false);
    const made = await asAdmin('POST', '/api/admin/search/synonyms', {
      words: [' glow ', 'Highlighter'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const synonym = made.json();
    expect(synonym).toMatchObject({ words: ['glow', 'Highlighter'], oneWay: false });
    // Now only products whose own names say glow come before it.
    expect(await highlighterFirst()).toBe(true);
    expect(await auditEntriesOf(t.db, 'search_synonym', synonym.id, 'create')).toHaveLength(1);

    // One-way from highlighter: glow no longer finds them.
    const changed = await asAdmin('PUT', `/api/admin/search/synonyms/${synonym.id}`, {
      words: ['highlighter', 'glow'],
      oneWay: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await highlighterFirst()).toBe(false);
    expect((await search('glow')).total).toBe(before.total);
    const listed = await asAdmin('GET', '/api/admin/search/synonyms');
    expect(listed.json().synonyms).toContainEqual(
      expect.objectContaining({ id: synonym.id, words: ['highlighter', 'glow'], oneWay: true }),
    );

    const removed = await asAdmin('DELETE', `/api/admin/search/synonyms/${synonym.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await auditEntriesOf(t.db, 'search_synonym', synonym.id, 'delete')).toHaveLength(1);
    expect((await asAdmin('DELETE', `/api/admin/search/synonyms/${synonym.id}`)).statusCode).toBe(
      404,
    );
  });

  it('matches a phrase in either language to the other', async () => {
    const english = await search('body lotion');
    const bangla = await search('বডি লোশন');
    expect(english.total).toBeGreaterThan(0);
    expect(bangla.products.map((product) => product.id)).toEqual(
      english.products.map((product) => product.id),
    );
  });

  it('refuses a synonym it cannot use, saying why, and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ words: ['glow'] }, 'A synonym needs at least two words'],
      [{ words: ['glow', 'GLOW'] }, '"GLOW" is there twice'],
      [{ words: ['glow', '!!!'] }, '"!!!" has no letters or numbers to search by'],
      [{ words: ['glow', 'x'.repeat(61)] }, 'at most 60 characters'],
      [{ words: 'glow highlighter' }, 'A synonym needs at least two words'],
    ];
    const count = (await asAdmin('GET', '/api/admin/search/synonyms')).json().synonyms.length;
    for (const [body, message] of cases) {
      const refused = await asAdmin('POST', '/api/admin/search/synonyms', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect((await asAdmin('GET', '/api/admin/search/synonyms')).json().synonyms).toHaveLength(
      count,
    );
    for (const id of ['2147483648', '0', 'x']) {
      const path = `/api/admin/search/synonyms/${id}`;
      const refused = await asAdmin('PUT', path, { words: ['glow', 'shine'] });
      expect(refused.statusCode, id).toBe(400);
      expect(refused.json().message).toContain('Choose a synonym from the list');
    }
  });

  it('answers every hostile search and synonym without a server error', async () => {
    const made = await asAdmin('POST', '/api/admin/search/synonyms', {
      words: ["o'clock \\ x", 'a & b | !c'],
    });
    expect(made.statusCode, made.body).toBe(201);
    for (const q of [
      "o'clock",
      '\\',
      "'':*",
      'a & b',
      '!(c)',
      '((((',
      'ক্ষ্ম',
      '🙂',
      'eye eye eye',
    ]) {
      const response = await t.app.inject(`/api/products?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
  });
});

describe('what shoppers could not find', () => {
  it('counts searches, results and opened products per day, keeps no phone number, and lists them for the owner', async () => {
    await search('serum');
    await search('Serum ');
    await search('serum');
    await search('wibblewobble');
    await search('call me 01712-345678');
    await t.app.inject('/api/products?q=serum&page=2');
    await t.app.inject('/api/products?q=serum&category=makeup');
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/search/opened',
      payload: { q: 'serum' },
    });
    expect(opened.statusCode).toBe(204);

    const report = await asAdmin('GET', '/api/admin/search/report?days=7');
    expect(report.statusCode, report.body).toBe(200);
    const { top, noResult, noClick, since } = report.json();
    expect(since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const serum = top.find((row: { query: string }) => row.query === 'serum');
    expect(serum).toMatchObject({ searches: 3, opened: 1 });
    expect(serum.results).toBeGreaterThan(0);
    expect(noResult).toContainEqual({ query: 'wibblewobble', searches: 1, results: 0, opened: 0 });
    expect(noClick.map((row: { query: string }) => row.query)).not.toContain('serum');
    const kept = [...top, ...noResult, ...noClick].map((row: { query: string }) => row.query);
    expect(kept.some((query) => query.includes('345678'))).toBe(false);

    // "This means product X": the next search finds it.
    const target = await makeProduct('Dewdrop Facial Mist');
    const means = await asAdmin('POST', '/api/admin/search/means-product', {
      query: 'wibblewobble',
      productId: target,
    });
    expect(means.statusCode, means.body).toBe(200);
    expect(means.json().searchWords).toBe('wibblewobble');
    expect((await namesFound('wibblewobble'))[0]).toBe('Dewdrop Facial Mist');
    expect(await auditEntriesOf(t.db, 'product', target, 'update')).toHaveLength(1);
  });

  it('refuses a report range or a product it cannot use', async () => {
    for (const days of ['0', '91', 'week']) {
      const refused = await asAdmin('GET', `/api/admin/search/report?days=${days}`);
      expect(refused.statusCode, days).toBe(400);
      expect(refused.json().message).toContain('Choose between 1 and 90 days');
    }
    const missing = await asAdmin('POST', '/api/admin/search/means-product', {
      query: 'glow',
      productId: 999_999,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('That product no longer exists');
  });
});
