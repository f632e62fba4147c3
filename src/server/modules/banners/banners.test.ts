/** Campaign banners: the admin's routes and refusals, and what the home page is sent. */
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_BANNERS_PATH } from '#shared/banners';
import type { BannerInput, HomeBanners } from '#shared/schemas/banner';
import { banners, products, storedFiles } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody, fillCart } from '../../test/fixtures/orders';
import { smallPng, uploadAs } from '../../test/fixtures/uploads';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';
import { removeUnusedUploads } from '../files/cleanup';
import { planPage } from '../pages/page-plan';

let t: TestApp;
let admin: SignedInShopper;
let customer: SignedInShopper;
let phoneImage: string;
let desktopImage: string;

const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function upload(): Promise<string> {
  const answer = await uploadAs(t.app, admin.cookie, '/api/admin/products/images', {
    field: 'image',
    bytes: await smallPng(),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().image;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createAdmin(t.app, t.db), createShopper(t.app)]);
  [phoneImage, desktopImage] = [await upload(), await upload()];
});
afterAll(() => t.close());

const send = (
  who: SignedInShopper | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => injectAs(t.app, who, method, url, payload);

function bannerBody(overrides: Partial<BannerInput> = {}): BannerInput {
  return {
    slot: 'hero',
    headlineEn: 'Eid sale: up to 40% off',
    headlineBn: 'ঈদ সেল: ৪০% পর্যন্ত ছাড়',
    link: '/products?sale=true',
    phoneImage,
    desktopImage,
    startsAt: at(-HOUR),
    endsAt: at(HOUR),
    position: 0,
    ...overrides,
  };
}

async function bannerCount(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(banners);
  return row?.n ?? 0;
}

async function homeAnswer(): Promise<HomeBanners> {
  const answer = await send(undefined, 'GET', HOME_BANNERS_PATH);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** Errors come translated into the caller's language (English here), after the field's name. */
const english = (message: string) => message;

describe('bad input', () => {
  const refusals: [string, Partial<BannerInput> | Record<string, unknown>, string][] = [
    ['an empty headline', { headlineEn: '  ' }, 'Enter the headline in English'],
    [
      'a headline too long',
      { headlineBn: 'ক'.repeat(81) },
      'The Bangla headline can be at most 80 characters',
    ],
    ['another site', { link: 'https://evil.example/sale' }, 'must be a page of this shop'],
    ['a protocol-relative link', { link: '//evil.example/sale' }, 'must be a page of this shop'],
    ['a backslash link', { link: '/\\evil.example' }, 'must be a page of this shop'],
    ['an end before the start', { endsAt: at(-2 * HOUR) }, 'The end must be after the start'],
    [
      'a start in year 0',
      { startsAt: '0000-01-01T00:00:00+06:00' },
      'Enter when the banner starts',
    ],
    ['a picture from the web', { phoneImage: 'https://x.example/a.jpg' }, 'Upload the phone'],
    [
      'a file never uploaded',
      { desktopImage: '/files/00000000-0000-4000-8000-000000000000' },
      'The wide-screen picture must be one uploaded here',
    ],
    ['an unknown slot', { slot: 'footer' }, 'Choose where the banner shows'],
    ['a field of its own', { id: 99 }, ''],
  ];
  for (const [what, overrides, message] of refusals) {
    it(`refuses ${what} with a message and writes nothing`, async () => {
      const answer = await send(admin, 'POST', '/api/admin/banners', bannerBody(overrides));
      expect(answer.statusCode, answer.body).toBe(400);
      expect(english(answer.json().message)).toContain(message);
      expect(await bannerCount()).toBe(0);
    });
  }

  it('refuses a private upload (a payment screenshot) as a banner picture', async () => {
    const [privateFile] = await t.db
      .insert(storedFiles)
      .values({
        purpose: 'payment_proof',
        isPublic: false,
        ownerUserId: customer.userId,
        contentType: 'image/webp',
        width: 10,
        height: 10,
        byteSize: 1,
        variantWidths: [320],
      })
      .returning();
    const answer = await send(
      admin,
      'POST',
      '/api/admin/banners',
      bannerBody({ phoneImage: `/files/${privateFile?.id}` }),
    );
    expect(answer.statusCode).toBe(400);
    expect(english(answer.json().message)).toContain('The phone picture must be one uploaded here');
    expect(await bannerCount()).toBe(0);
  });

  it('answers 404 for a banner that does not exist, and 400 for a bad id', async () => {
    expect((await send(admin, 'PUT', '/api/admin/banners/9999', bannerBody())).statusCode).toBe(
      404,
    );
    expect((await send(admin, 'DELETE', '/api/admin/banners/9999')).statusCode).toBe(404);
    expect((await send(admin, 'DELETE', '/api/admin/banners/abc')).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('refuses the admin routes to shoppers and to no one, and writes nothing', async () => {
    for (const who of [undefined, customer]) {
      const expected = who ? 403 : 401;
      expect((await send(who, 'GET', '/api/admin/banners')).statusCode).toBe(expected);
      expect((await send(who, 'POST', '/api/admin/banners', bannerBody())).statusCode).toBe(
        expected,
      );
      expect((await send(who, 'PUT', '/api/admin/banners/1', bannerBody())).statusCode).toBe(
        expected,
      );
      expect((await send(who, 'DELETE', '/api/admin/banners/1')).statusCode).toBe(expected);
    }
    expect(await bannerCount()).toBe(0);
  });

  it('shows the home page answer to anyone', async () => {
    const answer = await homeAnswer();
    expect(answer.banners).toEqual({ hero: null, sale: null, new: null });
  });
});

describe('running, scheduled and ended', () => {
  it('lists each with its status and sends the home page only the running one', async () => {
    const create = async (overrides: Partial<BannerInput>) => {
      const answer = await send(admin, 'POST', '/api/admin/banners', bannerBody(overrides));
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json();
    };
    const running = await create({ headlineEn: 'Running now' });
    const scheduled = await create({ headlineEn: 'Later', startsAt: at(3 * HOUR), endsAt: null });
    const ended = await create({ headlineEn: 'Over', startsAt: at(-3 * HOUR), endsAt: at(-HOUR) });
    expect([running.status, scheduled.status, ended.status]).toEqual([
      'running',
      'scheduled',
      'ended',
    ]);
    expect(running.phoneImage).toEqual({ src: phoneImage, width: 64, height: 48 });

    const list = await send(admin, 'GET', '/api/admin/banners');
    expect(list.statusCode).toBe(200);
    expect(list.json().banners.map((b: { id: number }) => b.id)).toEqual([
      scheduled.id,
      running.id,
      ended.id,
    ]);

    const home = await homeAnswer();
    expect(home.banners.hero?.id).toBe(running.id);
    expect(home.banners.hero?.link).toBe('/products?sale=true');
    expect(home.banners.sale).toBeNull();
    // The next change is the running one's end, an hour ahead (before the other's start).
    expect(home.changesAt).toBe(running.endsAt);

    // The page: the answer is in its first data, and each screen's hero picture is preloaded.
    const plan = await planPage(t.app, new URL('/', t.config.publicUrl), translatorFor('bn'));
    expect((plan.prefetched[HOME_BANNERS_PATH] as HomeBanners).banners.hero?.id).toBe(running.id);
    expect(plan.head.preloadImage).toEqual([
      expect.objectContaining({ href: `${phoneImage}/960.webp`, media: '(max-width: 639.98px)' }),
      expect.objectContaining({ href: `${desktopImage}/960.webp`, media: '(min-width: 640px)' }),
    ]);

    // Ended by the admin: the home page falls back to its own hero at once.
    const edited = await send(admin, 'PUT', `/api/admin/banners/${running.id}`, {
      ...bannerBody({ headlineEn: 'Ended early' }),
      endsAt: at(-1000),
      startsAt: at(-HOUR),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ headlineEn: 'Ended early', status: 'ended' });
    expect((await homeAnswer()).banners.hero).toBeNull();

    for (const banner of [running, scheduled, ended]) {
      const deleted = await send(admin, 'DELETE', `/api/admin/banners/${banner.id}`);
      expect(deleted.json()).toEqual({ id: banner.id });
    }
    expect(await bannerCount()).toBe(0);
  });

  it('shows the lower position first when two run in a slot', async () => {
    const body = (headlineEn: string, position: number) =>
      bannerBody({ slot: 'sale', headlineEn, position, startsAt: at(-HOUR), endsAt: null });
    const second = await send(admin, 'POST', '/api/admin/banners', body('Second', 5));
    const first = await send(admin, 'POST', '/api/admin/banners', body('First', 1));
    expect((await homeAnswer()).banners.sale?.id).toBe(first.json().id);
    await t.db.delete(banners).where(eq(banners.id, first.json().id));
    expect((await homeAnswer()).banners.sale?.id).toBe(second.json().id);
    await t.db.delete(banners);
  });

  it('does not keep the home answer past a banner start', async () => {
    const cached = await createTestApp({ catalogCacheSeconds: 60 });
    try {
      const cachedAdmin = await createAdmin(cached.app, cached.db);
      const picture = await uploadAs(cached.app, cachedAdmin.cookie, '/api/admin/products/images', {
        field: 'image',
        bytes: await smallPng(),
      });
      const image = picture.json().image;
      const ask = async () =>
        (await cached.app.inject({ method: 'GET', url: HOME_BANNERS_PATH })).json() as HomeBanners;
      // Written straight to the table (no admin call to clear the kept answer): starts in 1.5 s.
      await cached.db.insert(banners).values({
        slot: 'new',
        headlineEn: 'Soon',
        headlineBn: 'শীঘ্রই',
        link: '/products?sort=newest',
        phoneImage: image,
        desktopImage: image,
        startsAt: new Date(Date.now() + 1500),
      });
      expect((await ask()).banners.new).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1700));
      expect((await ask()).banners.new?.headlineEn).toBe('Soon');
    } finally {
      await cached.close();
    }
  });
});

describe('the hero figures', () => {
  async function fromTheData() {
    const result = await t.db.execute<{
      rating: string | null;
      customers: number;
      products: number;
    }>(
      sql`SELECT
        (SELECT round(sum(rating)::numeric / nullif(count(*), 0), 1) FROM reviews) AS rating,
        (SELECT count(*)::int FROM (SELECT DISTINCT phone FROM orders WHERE status <> 'cancelled') p)
          AS customers,
        (SELECT count(*)::int FROM products WHERE status = 'active') AS products`,
    );
    const row = result.rows[0];
    return {
      rating: row?.rating == null ? null : Number(row.rating),
      customers: Number(row?.customers),
      products: Number(row?.products),
    };
  }

  it('match the shop: average review, shoppers who ordered, active products', async () => {
    const before = await homeAnswer();
    expect(before.stats).toMatchObject(await fromTheData());
    expect(before.stats.products).toBeGreaterThan(0);

    // A new shopper's order counts once; a second order from the same phone does not.
    const buyer = await createShopper(t.app);
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.status, 'active'),
          gt(products.stockQuantity, 5),
          sql`(SELECT count(*) FROM product_variants v WHERE v.product_id = ${products.id}) <= 1`,
        ),
      )
      .limit(1);
    if (!product) throw new Error('the seed has no plain product in stock');
    for (let order = 0; order < 2; order += 1) {
      await fillCart(t.app, buyer, [[product.id, 1]]);
      const placed = await injectAs(
        t.app,
        buyer,
        'POST',
        '/api/orders',
        checkoutBody({ phone: '01998765432', email: buyer.email }),
      );
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const after = await homeAnswer();
    expect(after.stats.customers).toBe(before.stats.customers + 1);
    expect(after.stats).toMatchObject(await fromTheData());
  });
});

it('keeps banner pictures when unused uploads are swept', async () => {
  const created = await send(admin, 'POST', '/api/admin/banners', bannerBody());
  expect(created.statusCode).toBe(201);
  const unused = await upload();
  const removed = await removeUnusedUploads(t.db, t.app.storage, new Date(Date.now() + HOUR));
  expect(removed).toContain(unused.slice('/files/'.length));
  expect(removed).not.toContain(phoneImage.slice('/files/'.length));
  expect(removed).not.toContain(desktopImage.slice('/files/'.length));
});
