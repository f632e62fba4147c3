/** A registered, verified shopper made through the shop's own API and e-mail, for journeys. */
import type { Browser, Page, ViewportSize } from 'playwright-core';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import type { Language } from '#shared/i18n/languages';
import { openPage, watchPageErrors } from './browser';
import { newestLinkTo } from './outbox';
import type { RunningShop } from './server';

export type ShopperLogin = { email: string; password: string };

/** The verification mail's subject in `language`, whatever the shop is called. */
function verifySubject(language: Language): RegExp {
  const template = ALL_MESSAGES[language]['mail.verify.subject'] ?? '';
  const parts = template.split('{shop}').map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

/** Signed up in `language`, which the account keeps (its pages and messages speak it). */
export async function createVerifiedShopper(
  shop: RunningShop,
  shopper: ShopperLogin & { firstName: string; lastName: string },
  language: Language = 'en',
): Promise<ShopperLogin> {
  const response = await fetch(`${shop.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      origin: shop.baseUrl,
      'content-type': 'application/json',
      cookie: `lang=${language}`,
    },
    body: JSON.stringify(shopper),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${await response.text()}`);
  const link = await newestLinkTo(shop.dataDir, shopper.email, verifySubject(language));
  const verified = await fetch(link, { redirect: 'manual' });
  if (verified.status !== 302) throw new Error(`verification failed: ${verified.status}`);
  return { email: shopper.email, password: shopper.password };
}

/** Signs in through the page at /login, coming back to `returnTo`. */
export async function signInThroughPage(
  page: Page,
  shop: RunningShop,
  login: ShopperLogin,
  returnTo = '/',
) {
  await openPage(page, `${shop.baseUrl}/login?redirect=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${shop.baseUrl}${returnTo}`);
}

/** The shop's owner (the address given as OWNER_EMAIL), signed up and verified. */
export function createOwner(shop: RunningShop, email: string): Promise<ShopperLogin> {
  return createVerifiedShopper(shop, {
    firstName: 'Shirin',
    lastName: 'Akhter',
    email,
    password: 'nakshi-kantha-9',
  });
}

/**
 * A new browser page signed in through /login at `returnTo`, then speaking `language`: saved to the
 * account as the header's switch saves it, and in the `lang` cookie the next page reads.
 */
export async function signedInPage(
  browser: Browser,
  shop: RunningShop,
  login: ShopperLogin,
  {
    viewport,
    language,
    returnTo,
  }: { viewport: ViewportSize; language: Language; returnTo: string },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await signInThroughPage(page, shop, login, returnTo);
  const saved = await page.request.put(`${shop.baseUrl}/api/account/language`, {
    data: { language },
    headers: { origin: shop.baseUrl },
  });
  if (saved.status() !== 204) throw new Error(`saving the language failed: ${saved.status()}`);
  await context.addCookies([{ name: 'lang', value: language, url: shop.baseUrl }]);
  return { page, errors };
}
