/**
 * Phone-first shoppers (issue 18), in Chromium at phone width, once in Bangla and once in English:
 * a new shopper signs up at /register with a number typed in Bangla digits and the code from the
 * SMS outbox; a signed-out shopper taps Add to Cart, signs in by phone in the sheet that opens in
 * place and finds the item in the cart; orders it with cash on delivery; tracks it at /track from
 * another browser; hears "shipped" by SMS when the owner ships it. A shopper who turned e-mail off
 * gets no order e-mail, while the SMS still goes.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import type { MessageKey } from '#shared/i18n/keys';
import type { Language } from '#shared/i18n/languages';
import { createTranslator, type MessageParams } from '#shared/i18n/translator';
import { shortOrderId } from '#shared/orders';
import { launchBrowser, openPage, PHONE, watchPageErrors } from './support/browser';
import { addToCart, button, fillAddress, ordersOf, toast } from './support/checkout';
import { subjectsTo } from './support/outbox';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, type ShopperLogin, signInThroughPage } from './support/shopper';
import { nextSmsTo, signInCodeFor, smsTo } from './support/sms-outbox';

const OWNER = 'owner.phone-journeys@example.com';

type Run = {
  language: Language;
  /** The number the new shopper signs up with at /register, as typed and as the shop keeps it. */
  signUp: { typed: string; phoneNumber: string; firstName: string; lastName: string };
  /** The shopper who signs in from the sheet after tapping Add to Cart. */
  sheet: { typed: string; phoneNumber: string; firstName: string; lastName: string };
  /** The e-mail shopper who turns order e-mails off. */
  emailOff: { email: string; orderPhone: string; phoneNumber: string };
};

const RUNS: Run[] = [
  {
    language: 'bn',
    signUp: {
      typed: '০১৭১১-২২২৩৩৩',
      phoneNumber: '+8801711222333',
      firstName: 'সাদিয়া',
      lastName: 'ইসলাম',
    },
    sheet: {
      typed: '০১৯১১-৬৬৬৭৭৭',
      phoneNumber: '+8801911666777',
      firstName: 'রুমানা',
      lastName: 'হক',
    },
    emailOff: {
      email: 'mitu.no-mail@example.com',
      orderPhone: '01511-000111',
      phoneNumber: '+8801511000111',
    },
  },
  {
    language: 'en',
    signUp: {
      typed: '০১৮১১-৪৪৪৫৫৫',
      phoneNumber: '+8801811444555',
      firstName: 'Nadia',
      lastName: 'Rahman',
    },
    sheet: {
      typed: '+880 1611-888999',
      phoneNumber: '+8801611888999',
      firstName: 'Lubna',
      lastName: 'Karim',
    },
    emailOff: {
      email: 'rina.no-mail@example.com',
      orderPhone: '01311-000222',
      phoneNumber: '+8801311000222',
    },
  },
];

type Product = { id: number; name: string; stockQuantity: number; options?: unknown[] };

let shop: RunningShop;
let browser: Browser;
let owner: Page;
let ownerLogin: ShopperLogin;
let shopName = '';
let products: Product[] = [];
const pageErrors: string[][] = [];

// Refusals on purpose answer 4xx (a new number's first code asks for names, a wrong /track
// pair); Chromium logs those as failed resources.
const isRefusal = (text: string) => /status of 4\d\d/.test(text);

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  const [login, info, listed] = await Promise.all([
    createVerifiedShopper(shop, {
      firstName: 'Shirin',
      lastName: 'Akhter',
      email: OWNER,
      password: 'nakshi-kantha-9',
    }),
    fetch(`${shop.baseUrl}/api/shop`).then((answer) => answer.json()),
    fetch(`${shop.baseUrl}/api/products?category=makeup&limit=24`).then((answer) => answer.json()),
  ]);
  ownerLogin = login;
  shopName = (info as { name: string }).name;
  // Products without shades or sizes: Add to Cart adds them with no choice to make first.
  products = (listed as { products: Product[] }).products.filter(
    (product) => product.stockQuantity >= 5 && !product.options?.length,
  );
  owner = await newPage('en');
  await signInThroughPage(owner, shop, ownerLogin, '/admin');
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A fresh browser (no cookies) at phone width, reading the shop in `language`. */
async function newPage(language: Language): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addCookies([{ name: 'lang', value: language, url: shop.baseUrl }]);
  const page = await context.newPage();
  pageErrors.push(watchPageErrors(page, isRefusal));
  return page;
}

type Account = {
  email: string | null;
  phoneNumber: string | null;
  firstName: string;
  lastName: string;
  language: Language | null;
  notifications: { email: boolean; sms: boolean };
};

const accountOf = (page: Page): Promise<Account | null> =>
  page.evaluate(async () => (await (await fetch('/api/account')).json()).account);

describe.each(RUNS)('a phone-first shopper in $language', (run) => {
  const translator = createTranslator(run.language, ALL_MESSAGES[run.language]);
  const t = (key: MessageKey, params?: MessageParams) => translator.t(key, params);
  let product: Product;
  let shopper: Page;
  let orderId = '';

  /** The phone form as a shopper fills it in: number, the code from the SMS, names if asked. */
  async function signInByPhone(page: Page, scope: Page | Locator, who: Run['signUp']) {
    const seen = (await smsTo(shop.dataDir, who.phoneNumber)).length;
    await scope.getByLabel(t('account.phone.number')).fill(who.typed);
    await scope.getByRole('button', { name: t('account.phone.send'), exact: true }).click();
    const code = await signInCodeFor(shop.dataDir, who.phoneNumber, seen);
    expect(code).toMatch(/^\d{6}$/);
    // The code SMS speaks the shopper's language.
    const [sms] = (await smsTo(shop.dataDir, who.phoneNumber)).slice(seen);
    expect(sms?.text).toBe(t('sms.otp', { code, shop: shopName }));

    await scope.getByLabel(t('account.phone.code')).fill(code);
    await scope.getByRole('button', { name: t('account.phone.verify'), exact: true }).click();
    // A number new to the shop asks for the name once.
    const names = scope
      .locator('form')
      .filter({ has: page.getByRole('button', { name: t('account.phone.names.submit') }) });
    await names.getByText(t('account.phone.names.heading')).waitFor();
    await names.getByLabel(t('account.phone.firstName')).fill(who.firstName);
    await names.getByLabel(t('account.phone.lastName')).fill(who.lastName);
    await names.getByRole('button', { name: t('account.phone.names.submit') }).click();
    await toast(page, t('account.phone.signedIn'));
  }

  it('signs a new shopper up at /register with a number in Bangla digits and the SMS code', async () => {
    product = products[RUNS.indexOf(run)] as Product;
    const page = await newPage(run.language);
    await openPage(page, `${shop.baseUrl}/register`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(run.language);
    await signInByPhone(page, page, run.signUp);
    await page.waitForURL(`${shop.baseUrl}/`);

    const account = await accountOf(page);
    expect(account).toMatchObject({
      email: null,
      phoneNumber: run.signUp.phoneNumber,
      firstName: run.signUp.firstName,
      lastName: run.signUp.lastName,
      language: run.language,
      notifications: { email: true, sms: true },
    });
  });

  it('lets a signed-out shopper tap Add to Cart, sign in by phone in the sheet and stay on the page', async () => {
    shopper = await newPage(run.language);
    const productUrl = `${shop.baseUrl}/product/${product.id}`;
    await openPage(shopper, productUrl);
    await shopper
      .getByRole('button', { name: t('catalog.addToCart'), exact: true })
      .first()
      .click();
    const refusal = shopper
      .locator('[data-sonner-toast]')
      .filter({ hasText: t('common.actions.signInForCart') })
      .first();
    await refusal.getByRole('button', { name: t('common.signIn'), exact: true }).click();

    const sheet = shopper.getByRole('dialog', { name: t('account.phone.sheet.title') });
    await sheet.waitFor();
    // A sheet from the bottom of the phone's screen.
    const box = await sheet.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
    await signInByPhone(shopper, sheet, run.sheet);
    await sheet.waitFor({ state: 'hidden' });

    // The tapped item was added, and the shopper is where they were.
    await toast(shopper, t('cart.toast.added'));
    expect(shopper.url()).toBe(productUrl);
    await openPage(shopper, `${shop.baseUrl}/cart`);
    await shopper.getByRole('heading', { name: t('cart.heading') }).waitFor();
    await shopper.getByRole('main').getByText(product.name).first().waitFor();
  });

  it('orders it with cash on delivery, and the order SMS goes to their number', async () => {
    const seen = (await smsTo(shop.dataDir, run.sheet.phoneNumber)).length;
    await shopper.getByRole('link', { name: t('cart.summary.checkout') }).click();
    await shopper.waitForURL(`${shop.baseUrl}/checkout`);
    // The number they signed in with is the order's, in the form couriers read.
    expect(await shopper.getByLabel(t('checkout.shipping.phone')).inputValue()).toBe(
      `0${run.sheet.phoneNumber.slice(4)}`,
    );
    await fillAddress(shopper, {
      address: 'House 12, Road 5',
      district: 'dhaka',
      area: 'Dhanmondi',
      city: 'Dhaka',
    });
    await button(shopper, t('checkout.button.continue')).click();
    await payCashOnDelivery(shopper);

    const [order] = await ordersOf(shopper);
    if (!order) throw new Error('no order');
    orderId = order.id;
    await shopper
      .getByText(`#${shortOrderId(orderId)}`)
      .first()
      .waitFor();
    const placed = await nextSmsTo(shop.dataDir, run.sheet.phoneNumber, { seen });
    expect(placed.text).toContain(shortOrderId(orderId));
  });

  async function payCashOnDelivery(page: Page) {
    await page.getByRole('radio', { name: new RegExp(t('orders.location.dhaka')) }).check();
    await button(page, t('checkout.button.continue')).click();
    await page.getByRole('radio', { name: new RegExp(t('orders.method.cod')) }).check();
    await button(page, t('checkout.button.continue')).click();
    await page.getByRole('heading', { name: t('checkout.heading.review') }).waitFor();
    await button(page, t('checkout.button.placeOrder')).click();
    await toast(page, t('checkout.toast.placed'));
    await page.waitForURL(`${shop.baseUrl}/account?tab=orders`);
  }

  /** /track in `page`: the order number and phone, then the answer (result or refusal). */
  async function track(page: Page, orderNumber: string, phone: string) {
    await page.getByLabel(t('track.field.orderNumber')).fill(orderNumber);
    await page.getByLabel(t('track.field.phone')).fill(phone);
    await button(page, t('track.submit')).click();
  }

  it('tracks the order at /track from another browser; a wrong pair is refused', async () => {
    const relative = await newPage(run.language);
    await openPage(relative, `${shop.baseUrl}/track`);
    const orderNumber = shortOrderId(orderId).toUpperCase();

    // The right number with another phone: refused without saying which half was wrong.
    await track(relative, orderNumber, '01700-000999');
    await relative
      .getByRole('alert')
      .filter({ hasText: t('track.notFound') })
      .waitFor();

    // Typed as the order list and the SMS show it.
    await track(relative, shortOrderId(orderId), run.sheet.typed);
    await relative
      .getByRole('heading', { name: t('track.result.heading', { id: orderNumber }) })
      .waitFor();
    const result = relative.locator('section[aria-labelledby="track-result-heading"]');
    await expect.poll(() => result.textContent()).toContain(t('orders.status.processing'));
    expect(await result.textContent()).toContain(product.name);
    expect(await relative.getByRole('alert').count()).toBe(0);
  });

  it('sends "shipped" by SMS, with the track link, when the owner ships it', async () => {
    const seen = (await smsTo(shop.dataDir, run.sheet.phoneNumber)).length;
    await openPage(owner, `${shop.baseUrl}/admin/orders/${orderId}`);
    await owner.getByLabel('New status').selectOption('shipped');
    await button(owner, 'Update Status').click();
    await toast(owner, 'Order status updated successfully');

    const link = `${shop.baseUrl}/track?order=${shortOrderId(orderId)}`;
    const shipped = await nextSmsTo(shop.dataDir, run.sheet.phoneNumber, { seen });
    expect(shipped.text).toBe(
      t('sms.order.shipped', { shop: shopName, orderId: shortOrderId(orderId), link }),
    );

    // The link in the SMS fills in the order number; the phone shows the order shipped.
    const relative = await newPage(run.language);
    await openPage(relative, link);
    expect(
      (await relative.getByLabel(t('track.field.orderNumber')).inputValue()).toUpperCase(),
    ).toBe(shortOrderId(orderId).toUpperCase());
    await relative.getByLabel(t('track.field.phone')).fill(run.sheet.typed);
    await button(relative, t('track.submit')).click();
    const result = relative.locator('section[aria-labelledby="track-result-heading"]');
    await expect.poll(() => result.textContent()).toContain(t('orders.status.shipped'));
  });

  it('sends no order e-mail to a shopper who turned e-mail off, while the SMS still goes', async () => {
    const login = await createVerifiedShopper(
      shop,
      {
        firstName: 'Mitu',
        lastName: 'Begum',
        email: run.emailOff.email,
        password: 'kacchi-biryani-8',
      },
      run.language,
    );
    const page = await newPage(run.language);
    await openPage(page, `${shop.baseUrl}/login`);
    const form = page.locator('form').filter({
      has: page.getByRole('button', { name: t('account.login.submit'), exact: true }),
    });
    await form.getByLabel(t('account.field.email')).fill(login.email);
    await form.getByLabel(t('account.field.password'), { exact: true }).fill(login.password);
    await button(page, t('account.login.submit')).click();
    await toast(page, t('account.login.welcome'));

    const orderSubject = (id: string) =>
      t('mail.order.placed.subject', { shop: shopName, orderId: shortOrderId(id) });
    const order = async () => {
      await addToCart(page, product.id, 1);
      await openPage(page, `${shop.baseUrl}/checkout`);
      await fillAddress(page, {
        address: 'Flat 3B, Lake Road',
        district: 'dhaka',
        area: 'Gulshan',
        city: 'Dhaka',
        phone: run.emailOff.orderPhone,
      });
      await button(page, t('checkout.button.continue')).click();
      await payCashOnDelivery(page);
      const [placed] = await ordersOf(page);
      if (!placed) throw new Error('no order');
      return placed.id;
    };

    // As every account starts: order e-mails on, SMS off.
    const first = await order();
    await expect.poll(() => subjectsTo(shop.dataDir, login.email)).toContain(orderSubject(first));
    expect(await smsTo(shop.dataDir, run.emailOff.phoneNumber)).toEqual([]);

    await openPage(page, `${shop.baseUrl}/account?tab=settings`);
    const emailSwitch = page.getByLabel(t('account.notifications.email'), { exact: true });
    const smsSwitch = page.getByLabel(t('account.notifications.sms'), { exact: true });
    expect(await emailSwitch.isChecked()).toBe(true);
    await emailSwitch.click();
    await smsSwitch.click();
    await button(page, t('account.notifications.save')).click();
    await toast(page, t('account.notifications.saved'));
    expect((await accountOf(page))?.notifications).toMatchObject({ email: false, sms: true });

    const mailsBefore = (await subjectsTo(shop.dataDir, login.email)).length;
    const second = await order();
    const sms = await nextSmsTo(shop.dataDir, run.emailOff.phoneNumber);
    expect(sms.text).toContain(shortOrderId(second));
    // An order e-mail would start before the SMS is even queued; a second more for a slow disk.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await subjectsTo(shop.dataDir, login.email)).slice(mailsBefore)).toEqual([]);
  });

  it('raised no page errors', () => {
    expect(pageErrors.flat()).toEqual([]);
  });
});
