/** A registered, verified shopper made through the shop's own API and e-mail, for journeys. */
import type { Page } from 'playwright-core';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import type { Language } from '#shared/i18n/languages';
import { openPage } from './browser';
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
