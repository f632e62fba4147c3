/**
 * The storefront's buttons as plain forms (docs/decisions/022): what a browser without the
 * page's scripts posts, and the page it is sent back to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n';
import { createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { setProduct } from '../../test/fixtures/orders';
import { createTestApp, originOf, type TestApp } from '../../test/test-app';
import { pageNoticeHtml } from '../pages/page-notice';

let t: TestApp;
let shopper: SignedInShopper;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createShopper(t.app);
});
afterAll(async () => t.close());

/** As a browser posts a form: urlencoded fields, our own origin, the shopper's cookie. */
function postForm(url: string, fields: Record<string, string>, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      origin: originOf(t.app),
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function cartQuantity(productId: number): Promise<number> {
  const cart = await t.app.inject({
    method: 'GET',
    url: '/api/cart',
    headers: { cookie: shopper.cookie },
  });
  const line = cart
    .json()
    .items.find((item: { productId: number }) => item.productId === productId);
  return line?.quantity ?? 0;
}

describe('Add to Cart as a form', () => {
  it('adds the quantity asked for and sends the shopper back with a notice', async () => {
    const answer = await postForm(
      '/api/page-forms/cart',
      { productId: '3', quantity: '2', back: '/product/3?variant=7' },
      shopper.cookie,
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/product/3?variant=7&notice=added-to-cart');
    expect(await cartQuantity(3)).toBe(2);
  });

  it('says it was not added when the stock is gone, and adds nothing', async () => {
    await setProduct(t.db, 4, { stockQuantity: 0 });
    const answer = await postForm(
      '/api/page-forms/cart',
      { productId: '4', back: '/products?notice=added-to-cart' },
      shopper.cookie,
    );
    expect(answer.headers.location).toBe('/products?notice=not-added');
    expect(await cartQuantity(4)).toBe(0);
  });

  it('sends a signed-out visitor to sign in, and back to the page after', async () => {
    const answer = await postForm('/api/page-forms/cart', { productId: '3', back: '/product/3' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/login?redirect=%2Fproduct%2F3');
  });

  it.each([
    ['another site', '//evil.example/'],
    ['a backslash', '/\\evil.example'],
    ['a full address', 'https://evil.example/'],
  ])('refuses %s to go back to, with a message', async (_name, back) => {
    const answer = await postForm('/api/page-forms/cart', { productId: '3', back }, shopper.cookie);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('must be a page of this shop');
  });

  it('refuses a form from another site', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/page-forms/cart',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: shopper.cookie,
      },
      payload: 'productId=3&back=%2F',
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('the wishlist heart as a form', () => {
  it('saves the product, then removes it on the next tap', async () => {
    const fields = { productId: '5', back: '/products' };
    const saved = await postForm('/api/page-forms/wishlist', fields, shopper.cookie);
    expect(saved.headers.location).toBe('/products?notice=wishlist-added');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/wishlist',
      headers: { cookie: shopper.cookie },
    });
    expect(listed.json().items.map((item: { productId: number }) => item.productId)).toContain(5);
    const removed = await postForm('/api/page-forms/wishlist', fields, shopper.cookie);
    expect(removed.headers.location).toBe('/products?notice=wishlist-removed');
  });
});

describe('the language switch as a link', () => {
  it('remembers the language and goes back to the page, without an old notice', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/page-forms/language?to=bn&back=${encodeURIComponent('/products?q=serum&notice=added-to-cart')}`,
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/products?q=serum');
    expect(String(answer.headers['set-cookie'])).toMatch(
      /^lang=bn; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
  });

  it('refuses a language the shop does not speak', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/page-forms/language?to=fr' });
    expect(answer.statusCode).toBe(400);
  });
});

describe('a page to go back to that a browser reads as another site (issue 37)', () => {
  const SHOP = 'http://shop.test';
  /** Where a browser on the shop goes with this answer's Location. */
  const landsOn = (location: unknown) => new URL(String(location), `${SHOP}/api/x`).origin;
  const offSite = [
    '/.//evil.example/login',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/.\\evil.example',
    '/\t/evil.example',
  ];

  it.each(offSite)('never sends anyone off the shop with back=%j', async (back) => {
    const answers = [
      await t.app.inject({
        method: 'GET',
        url: `/api/page-forms/language?to=bn&back=${encodeURIComponent(back)}`,
      }),
      await postForm('/api/page-forms/cart', { productId: '3', back }, shopper.cookie),
      await postForm('/api/page-forms/wishlist', { productId: '5', back }, shopper.cookie),
      await postForm('/api/page-forms/cart', { productId: '3', back }),
      await postForm('/api/page-forms/wishlist', { productId: '5', back }),
    ];
    for (const answer of answers) {
      if (answer.statusCode === 400) continue;
      expect(answer.statusCode).toBe(303);
      expect(landsOn(answer.headers.location)).toBe(SHOP);
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400]);
  });

  it('goes back to the normalised page when it is one of ours', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/page-forms/language?to=en&back=${encodeURIComponent('/x/../products/./serum')}`,
    });
    expect(answer.headers.location).toBe('/products/serum');
    const signedOut = await postForm('/api/page-forms/cart', {
      productId: '3',
      back: '/x/../cart',
    });
    expect(signedOut.headers.location).toBe('/login?redirect=%2Fcart');
  });
});

describe('the notice a page shows', () => {
  it('names what happened, in the reader’s language, with where to look', () => {
    const url = (notice: string) => new URL(`http://shop.test/product/3?notice=${notice}`);
    const english = pageNoticeHtml(url('added-to-cart'), translatorFor('en'));
    expect(english).toContain('role="status"');
    expect(english).toContain('Added to your cart.');
    expect(english).toContain('href="/cart"');
    expect(pageNoticeHtml(url('wishlist-removed'), translatorFor('bn'))).toContain(
      'আপনার উইশলিস্ট থেকে সরানো হয়েছে।',
    );
    expect(pageNoticeHtml(url('<script>'), translatorFor('en'))).toBe('');
  });
});
