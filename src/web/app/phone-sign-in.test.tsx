/**
 * Signing in with a mobile number, against a real shop server: the code is read from the SMS
 * queue the way a shopper reads their phone. Sign-up from /login with Bangla digits (names asked
 * once), a wrong code answered by the field, and the sheet from the add-to-cart toast that adds
 * the product once the shopper is in, on the same page.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import type { Cart } from '#shared/schemas/cart';
import { closeApp, renderApp } from '../test/render-app';
import {
  forgetCodeLimits,
  lastCodeTo,
  type ShopServer,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(() => shop.close());
beforeEach(async () => {
  await fetch('/api/auth/sign-out', { method: 'POST', credentials: 'same-origin' });
  // Every request here comes from one address: each test starts with its limits unspent.
  await forgetCodeLimits(shop.db);
});
afterEach(() => closeApp());

const SLOW = { timeout: 10_000 };

async function signedInAccount() {
  const response = await fetch('/api/account', { credentials: 'same-origin' });
  return ((await response.json()) as { account: Record<string, unknown> | null }).account;
}

/** Number, then the code from the SMS; `where` is the page or the sheet. */
async function enterNumberAndCode(
  where: Pick<typeof screen, 'findByLabelText' | 'getByRole'>,
  typed: string,
  stored: string,
) {
  const user = userEvent.setup({ delay: null });
  await user.type(await where.findByLabelText('Mobile number', {}, SLOW), typed);
  await user.click(where.getByRole('button', { name: 'Send code' }));
  const codeField = await where.findByLabelText('Code from the SMS', {}, SLOW);
  expect(codeField.getAttribute('inputmode')).toBe('numeric');
  expect(codeField.getAttribute('autocomplete')).toBe('one-time-code');
  await user.type(codeField, await lastCodeTo(shop.db, stored));
  await user.click(where.getByRole('button', { name: 'Continue' }));
  return user;
}

test('a new shopper signs up at /login with ০১৭১১-২২২৩৩৩, giving the names once', async () => {
  const { router } = await renderApp('/login?redirect=%2Fcart');
  const field = await screen.findByLabelText('Mobile number', {}, SLOW);
  expect(field.getAttribute('inputmode')).toBe('tel');
  expect(field.getAttribute('autocomplete')).toBe('tel');
  // The e-mail form is still there, below.
  expect(screen.getByLabelText('Email')).toBeTruthy();

  const user = await enterNumberAndCode(screen, '০১৭১১-২২২৩৩৩', '+8801711222333');
  expect(await screen.findByText('Welcome! What is your name?', {}, SLOW)).toBeTruthy();
  // Names are checked before anything is sent.
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
  expect(await screen.findByText('First name is required', {}, SLOW)).toBeTruthy();
  await user.type(screen.getByLabelText('First name'), 'Rahim');
  await user.type(screen.getByLabelText('Last name'), 'Uddin');
  await user.click(screen.getByRole('button', { name: 'Create my account' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), SLOW);
  expect(await signedInAccount()).toMatchObject({
    firstName: 'Rahim',
    lastName: 'Uddin',
    phoneNumber: '+8801711222333',
    email: null,
  });
});

test('a wrong code is answered by the field, and the code can be typed again', async () => {
  await renderApp('/login');
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Mobile number', {}, SLOW), '01812 345678');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  const codeField = await screen.findByLabelText('Code from the SMS', {}, SLOW);
  // One code a minute: the resend waits, counting down.
  expect(screen.getByRole('button', { name: /^New code in \d+ s$/ }).hasAttribute('disabled')).toBe(
    true,
  );
  const code = await lastCodeTo(shop.db, '+8801812345678');
  const wrong = code === '000000' ? '111111' : '000000';
  await user.type(codeField, wrong);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(
    await screen.findByText('That code is not right. Check the SMS and try again.', {}, SLOW),
  ).toBeTruthy();
  expect(await signedInAccount()).toBeNull();

  await user.clear(codeField);
  await user.type(codeField, code);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Welcome! What is your name?', {}, SLOW)).toBeTruthy();
});

test('the add-to-cart toast opens the sign-in sheet, and the product is added on the same page', async () => {
  const result = await shop.db.execute(sql`
    SELECT id FROM products p
    WHERE status = 'active' AND stock_quantity > 5
      AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)
    ORDER BY id LIMIT 1`);
  const productId = Number((result.rows[0] as { id: number }).id);
  const { router } = await renderApp(`/product/${productId}`);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Add to Cart' }, SLOW));

  const toast = (await screen.findByText('Please log in to add items to cart', {}, SLOW)).closest(
    '[data-sonner-toast]',
  ) as HTMLElement;
  await user.click(within(toast).getByRole('button', { name: 'Sign In' }));
  const sheet = within(await screen.findByRole('dialog', { name: 'Sign in to continue' }, SLOW));
  const names = await enterNumberAndCode(sheet, '01911 223344', '+8801911223344');
  await names.type(await sheet.findByLabelText('First name', {}, SLOW), 'Nusrat');
  await names.type(sheet.getByLabelText('Last name'), 'Jahan');
  await names.click(sheet.getByRole('button', { name: 'Create my account' }));

  await waitFor(async () => {
    const response = await fetch('/api/cart', { credentials: 'same-origin' });
    const cart = (await response.json()) as Cart;
    expect(cart.items.map((line) => [line.productId, line.quantity])).toEqual([[productId, 1]]);
  }, SLOW);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
  expect(router.state.location.pathname).toBe(`/product/${productId}`);
});
