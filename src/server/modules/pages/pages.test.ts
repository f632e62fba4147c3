import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrcSet, PRODUCT_IMAGE_SIZES } from '#shared/images';
import { products } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { productRow, setProduct } from '../../test/fixtures/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { planPage } from './page-plan';
import { shortened } from './product-head';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const decode = (text: string | undefined) =>
  text
    ?.replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** What a link preview or a crawler without JavaScript reads. */
function readPage(html: string) {
  const meta = (key: string) =>
    decode(html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`))?.[1]);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null'),
  );
  const appData = JSON.parse(
    html.match(/<script id="app-data" type="application\/json">(.*?)<\/script>/)?.[1] ?? '{}',
  );
  return {
    lang: html.match(/<html lang="([^"]+)">/)?.[1],
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1]),
    canonical: html.match(/<link rel="canonical" href="([^"]+)">/)?.[1],
    meta,
    jsonLd,
    appData,
  };
}

describe('pages for link previews and search engines', () => {
  it('sends a product page with its name, price, picture and JSON-LD in the HTML', async () => {
    const product = await productRow(t.db, 12);
    const response = await t.app.inject('/product/12');
    expect(response.statusCode).toBe(200);
    const page = readPage(response.body);
    const origin = t.config.publicUrl;
    const price = ((product.salePrice ?? product.price) / 100).toFixed(2);

    expect(page.title).toBe(`${product.name} | Sajghor`);
    expect(page.canonical).toBe(`${origin}/product/12`);
    expect(page.meta('og:title')).toBe(`${product.name} | Sajghor`);
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:image')).toMatch(new RegExp(`^${origin}/`));
    expect(page.meta('product:price:amount')).toBe(price);
    expect(page.meta('product:price:currency')).toBe('BDT');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    // Previews show the description: it starts with the price.
    expect(page.meta('description')).toMatch(/^৳[\d,.]+ · /);

    const productLd = page.jsonLd.find((data) => data['@type'] === 'Product');
    expect(productLd).toMatchObject({
      name: product.name,
      sku: '12',
      offers: { priceCurrency: 'BDT', price, availability: 'https://schema.org/InStock' },
    });
    if (product.reviewCount > 0) {
      expect(productLd.aggregateRating.reviewCount).toBe(product.reviewCount);
    }
    const crumbs = page.jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      expect.any(String),
      product.name,
    ]);

    // The first screen's data and picture come with the page.
    expect(page.appData.prefetched['/api/products/12'].name).toBe(product.name);
    expect(response.body).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" href="\/[^"]+"/,
    );
  });

  it('cuts a long description after a whole word, with an ellipsis', async () => {
    const rows = await t.db
      .select({ id: products.id, description: products.description })
      .from(products)
      .where(sql`length(${products.description}) > 200 AND ${products.status} = 'active'`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { id, description } of rows.slice(0, 20)) {
      const page = readPage((await t.app.inject(`/product/${id}`)).body);
      const text = description.trim().replace(/\s+/g, ' ');
      const og = page.meta('og:description')?.replace(/^৳[\d,.]+ · /, '') ?? '';
      const structured = page.jsonLd.find((data) => /Product/.test(data['@type'])).description;
      for (const cut of [og, structured]) {
        expect(cut, `${id}`).toMatch(/[^\s,.;:]…$/);
        expect(cut.length, `${id}`).toBeLessThanOrEqual(180);
        const kept = cut.slice(0, -1);
        // Whole words only: the description goes on with a space where the cut is.
        expect(text.startsWith(kept), `${id}: ${cut}`).toBe(true);
        expect(text[kept.length], `${id}: ${cut}`).toBe(' ');
      }
    }
  });

  it('leaves a short description whole and cuts one long word only when it must', () => {
    expect(shortened('Soft matte lipstick.', 180)).toBe('Soft matte lipstick.');
    expect(shortened('one two three four', 12)).toBe('one two…');
    expect(shortened('a, b, c, d', 7)).toBe('a, b…');
    expect(shortened('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(shortened('লিপস্টিক খুব সুন্দর রঙ', 15)).toBe('লিপস্টিক খুব…');
  });

  it('previews the home page and the lists with a product’s picture and its size', async () => {
    const origin = t.config.publicUrl;
    for (const path of ['/', '/products', '/products/makeup', '/skincare']) {
      const page = readPage((await t.app.inject(path)).body);
      expect(page.meta('og:image'), path).toMatch(
        new RegExp(`^${origin}/files/[0-9a-f-]+/960\\.webp$`),
      );
      expect(page.meta('twitter:image'), path).toBe(page.meta('og:image'));
      expect(page.meta('twitter:card'), path).toBe('summary_large_image');
      // The sample pictures are stored 640 px square: the 960 px address serves those.
      expect(page.meta('og:image:width'), path).toBe('640');
      expect(page.meta('og:image:height'), path).toBe('640');
      expect(page.meta('og:image:alt'), path).toBeTruthy();
    }
    const home = readPage((await t.app.inject('/')).body);
    const [featured] = home.appData.prefetched['/api/products?featured=true&limit=6'].products;
    expect(home.meta('og:image')).toBe(`${origin}${featured.images[0]}/960.webp`);
    expect(home.meta('og:image:alt')).toBe(featured.name);
  });

  it('marks a product out of stock as such', async () => {
    await setProduct(t.db, 13, { stockQuantity: 0 });
    const page = readPage((await t.app.inject('/product/13')).body);
    const productLd = page.jsonLd.find((data) => data['@type'] === 'Product');
    expect(productLd.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('answers an unknown or hidden product with 404 and asks not to be indexed', async () => {
    await setProduct(t.db, 14, { status: 'inactive' });
    for (const path of ['/product/999999', '/product/14', '/product/abc']) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(readPage(response.body).meta('robots'), path).toBe('noindex');
    }
  });

  it('describes the shop on the home page with Organization JSON-LD and its first products', async () => {
    const page = readPage((await t.app.inject('/')).body);
    expect(page.title).toBe('Sajghor | Beauty and fashion, delivered across Bangladesh');
    const organization = page.jsonLd.find((data) => data['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'Sajghor', url: `${t.config.publicUrl}/` });
    expect(Object.keys(page.appData.prefetched)).toEqual(
      expect.arrayContaining([
        '/api/products?featured=true&limit=6',
        // Shop by Category's counts.
        '/api/products?limit=1',
        '/api/products?sale=true&limit=1',
      ]),
    );
  });

  it('carries for each path exactly the answer the API gives for it', async () => {
    for (const page of ['/', '/product/12', '/makeup', '/products?q=lipstick&sort=price_asc']) {
      const { prefetched } = readPage((await t.app.inject(page)).body).appData;
      const paths = Object.keys(prefetched).filter((path) => path !== '/api/account');
      expect(paths.length, page).toBeGreaterThan(0);
      for (const path of paths) {
        expect(JSON.stringify(prefetched[path]), path).toBe((await t.app.inject(path)).body);
      }
    }
  });

  it('sends a category page with its name and the list the page asks for first', async () => {
    const page = readPage((await t.app.inject('/products/makeup?sort=price_asc')).body);
    expect(page.title).toBe('Makeup | Sajghor');
    expect(page.canonical).toBe(`${t.config.publicUrl}/products/makeup`);
    const [path] = Object.keys(page.appData.prefetched);
    expect(path).toBe('/api/products?categories=makeup&sort=price_asc&limit=24');
  });

  it("preloads a list's first picture with the sizes of the view it is shown in", async () => {
    const preload = (body: string) => ({
      srcset: decode(body.match(/<link rel="preload" as="image"[^>]* imagesrcset="([^"]+)"/)?.[1]),
      sizes: decode(body.match(/<link rel="preload" as="image"[^>]* imagesizes="([^"]+)"/)?.[1]),
    });
    const grid = await t.app.inject('/products');
    const [first] = readPage(grid.body).appData.prefetched['/api/products?limit=24'].products;
    expect(preload(grid.body)).toEqual({
      srcset: imageSrcSet(first.images[0]),
      sizes: PRODUCT_IMAGE_SIZES.grid,
    });
    const list = await t.app.inject('/products?view=list');
    expect(preload(list.body).sizes).toBe(PRODUCT_IMAGE_SIZES.list);
  });

  it('tells a visitor without a session that no one is signed in, and no one else', async () => {
    const visitor = readPage((await t.app.inject('/products')).body);
    expect(visitor.appData.prefetched['/api/account']).toEqual({ account: null });
    const withSession = await t.app.inject({
      url: '/products',
      headers: { cookie: 'sajghor.session_token=whatever.signature' },
    });
    expect(readPage(withSession.body).appData.prefetched['/api/account']).toBeUndefined();
  });

  it('names the catalogue of a page whose words are loaded apart', async () => {
    const plan = (path: string) =>
      planPage(t.app, new URL(path, t.config.publicUrl), translatorFor('en'));
    expect((await plan('/login')).chunks).toContain('src/shared/i18n/{language}/account.ts');
    expect((await plan('/about')).chunks).toContain('src/shared/i18n/{language}/static.ts');
    expect((await plan('/no-such-page')).chunks).toContain('src/shared/i18n/{language}/static.ts');
    expect((await plan('/cart')).chunks).toEqual([]);
  });

  it('keeps private pages out of search results', async () => {
    for (const path of ['/cart', '/checkout', '/account', '/admin', '/login']) {
      expect(readPage((await t.app.inject(path)).body).meta('robots'), path).toBe('noindex');
    }
    expect(readPage((await t.app.inject('/products')).body).meta('robots')).toBeUndefined();
  });

  it('keeps the same private pages out of search results and out of robots.txt', async () => {
    const robots = (await t.app.inject('/robots.txt')).body;
    const disallowed = (path: string) => robots.split('\n').includes(`Disallow: ${path}`);
    const privatePages = [
      ['/login', '/login'],
      ['/register', '/register'],
      ['/forgot-password', '/forgot-password'],
      ['/reset-password?token=x', '/reset-password'],
      ['/cart', '/cart'],
      ['/checkout/success', '/checkout'],
      ['/account/orders/0b1d', '/account'],
      ['/admin/orders', '/admin'],
    ];
    for (const [path, rule = ''] of privatePages) {
      expect(readPage((await t.app.inject(path ?? '')).body).meta('robots'), path).toBe('noindex');
      expect(disallowed(rule), rule).toBe(true);
    }
    for (const path of ['/', '/products', '/makeup', '/product/12', '/about', '/contact']) {
      expect(readPage((await t.app.inject(path)).body).meta('robots'), path).toBeUndefined();
      expect(disallowed(path), path).toBe(false);
    }
  });

  it('titles a page the browser renders with the name the page gives itself', async () => {
    const title = async (path: string, language: string) =>
      readPage((await t.app.inject({ url: path, headers: { cookie: `lang=${language}` } })).body)
        .title;
    expect(await title('/login', 'en')).toBe('Sign In | Sajghor');
    expect(await title('/about', 'bn')).toBe('আমাদের সম্পর্কে | Sajghor');
    expect(await title('/no-such-page', 'en')).toBe('Page not found | Sajghor');
    expect(await title('/products?q=lipstick', 'en')).toBe(
      'Search results for “lipstick” | Sajghor',
    );
  });

  it('sends the page in Bangla when the shopper chose it or the browser prefers it', async () => {
    const chosen = await t.app.inject({ url: '/', headers: { cookie: 'lang=bn' } });
    expect(readPage(chosen.body).lang).toBe('bn');
    expect(readPage(chosen.body).title).toBe('Sajghor | সৌন্দর্য ও ফ্যাশন, সারা বাংলাদেশে ডেলিভারি');
    expect(readPage(chosen.body).appData.language).toBe('bn');
    expect(chosen.headers.vary).toContain('Accept-Language');

    const browser = await t.app.inject({
      url: '/about',
      headers: { 'accept-language': 'bn-BD,bn;q=0.9' },
    });
    expect(readPage(browser.body).lang).toBe('bn');
    const english = await t.app.inject({ url: '/about', headers: { 'accept-language': 'en-GB' } });
    expect(readPage(english.body).lang).toBe('en');
  });
});

describe('sitemap and robots', () => {
  it('lists the home page, the categories and every active product, and nothing hidden', async () => {
    await setProduct(t.db, 15, { status: 'inactive' });
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const origin = t.config.publicUrl;
    expect(locations).toContain(`${origin}/`);
    expect(locations).toContain(`${origin}/products/makeup`);
    expect(locations).toContain(`${origin}/products/handbags`);
    const active = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'active'));
    const productUrls = locations.filter((loc) => loc?.includes('/product/'));
    expect(productUrls.sort()).toEqual(active.map((row) => `${origin}/product/${row.id}`).sort());
    expect(productUrls).not.toContain(`${origin}/product/15`);
  });

  it('keeps admin, account, checkout and cart out and points to the sitemap', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    for (const path of ['/admin', '/account', '/checkout', '/cart']) {
      expect(response.body).toContain(`Disallow: ${path}\n`);
    }
    expect(response.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });
});

describe('compression', () => {
  it('sends pages and API answers compressed to browsers that accept it', async () => {
    const page = await t.app.inject({
      url: '/product/12',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    const api = await t.app.inject({
      url: '/api/products?limit=24',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(api.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject('/api/products?limit=24');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().products).toHaveLength(24);
  });
});
