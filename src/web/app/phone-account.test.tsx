/**
 * An account made by phone, against a real shop server: deleting it with a code from the SMS
 * (it has no password), adding an e-mail on the profile, and checking out without one.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  forgetCodeLimits,
  lastCodeTo,
  lastMailTo,
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
  await forgetCodeLimits(shop.db);
});
afterEach(() => closeApp());

const SLOW = { timeout: 10_000 };

function post(url: string, body?: unknown) {
  return fetch(url, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
    credentials: 'same-origin',
  });
}

async function signedInAccount() {
  const response = await fetch('/api/account', { credentials: 'same-origin' });
  return ((await response.json()) as { account: Record<string, unknown> | null }).account;
}

/** Signs up in the browser with a number, as the phone form does; no e-mail, no password. */
async function signUpByPhone(phoneNumber: string) {
  expect((await post('/api/auth/phone-number/send-otp', { phoneNumber })).status).toBe(200);
  const code = await lastCodeTo(shop.db, phoneNumber);
  const made = await post('/api/auth/phone-number/verify', {
    phoneNumber,
    code,
    firstName: 'Shirin',
    lastName: 'Akhter',
  });
  expect(made.status).toBe(200);
  await forgetCodeLimits(shop.db);
}

test('an account made by phone is deleted with the code texted to its number', async () => {
  await signUpByPhone('+8801755000111');
  const { router } = await renderApp('/account?tab=settings');
  const user = userEvent.setup({ delay: null });
  // No password to change.
  await screen.findByRole('heading', { name: 'Delete Account' }, SLOW);
  expect(screen.queryByRole('heading', { name: 'Change Password' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Delete Account' }));
  const dialog = within(await screen.findByRole('dialog', {}, SLOW));
  expect(
    await dialog.findByText(
      'Your account has no password. To confirm, we text a 6-digit code to 01755000111.',
      {},
      SLOW,
    ),
  ).toBeTruthy();
  expect(dialog.queryByLabelText('Password')).toBeNull();
  // What the law keeps is said before anything goes; the return photos are the shopper's choice.
  expect(
    dialog.getByText(
      'Kept, without your name and contacts: your orders and their VAT invoices, for the tax years the law requires.',
    ),
  ).toBeTruthy();
  await user.click(
    dialog.getByLabelText('Also remove the photos I sent with returns and complaints'),
  );
  await user.click(dialog.getByRole('button', { name: 'Send code' }));

  const field = await dialog.findByLabelText('Code from the SMS', {}, SLOW);
  expect(field.getAttribute('autocomplete')).toBe('one-time-code');
  const code = await lastCodeTo(shop.db, '+8801755000111');
  // A wrong code is answered by the field, and the account stays.
  await user.type(field, code === '000000' ? '111111' : '000000');
  await user.click(dialog.getByRole('button', { name: 'Delete My Account' }));
  expect(
    await dialog.findByText('That code is not right. Check the SMS and try again.', {}, SLOW),
  ).toBeTruthy();
  expect(await signedInAccount()).not.toBeNull();

  await user.clear(field);
  await user.type(field, code);
  await user.click(dialog.getByRole('button', { name: 'Delete My Account' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
  expect(await signedInAccount()).toBeNull();
  const left = await shop.db.execute(sql`
    SELECT count(*)::int AS n FROM users WHERE phone_number = '+8801755000111'`);
  expect(Number((left.rows[0] as { n: number }).n)).toBe(0);
});

test('the profile says "No e-mail yet" and mails a link to the address added', async () => {
  await signUpByPhone('+8801755000222');
  await renderApp('/account');
  const user = userEvent.setup({ delay: null });
  expect(await screen.findByText('No e-mail yet', {}, SLOW)).toBeTruthy();
  // The placeholder address is never shown.
  expect(document.body.textContent).not.toContain('phone.invalid');

  await user.click(screen.getByRole('button', { name: 'Add e-mail' }));
  const field = await screen.findByLabelText('E-mail address', {}, SLOW);
  await user.type(field, 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
  expect(await screen.findByText('Please enter a valid email address', {}, SLOW)).toBeTruthy();

  await user.clear(field);
  await user.type(field, 'shirin.akhter@example.com');
  await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
  expect(
    await screen.findByText(
      'We sent a link to shirin.akhter@example.com. Your e-mail is added once you open it (within a day).',
      {},
      SLOW,
    ),
  ).toBeTruthy();
  const mail = await lastMailTo(shop.app, 'shirin.akhter@example.com');
  expect(mail.text).toContain('/api/auth/verify-email?token=');
  // Nothing changes before the link is opened.
  expect((await signedInAccount())?.email).toBeNull();
});

test('a shopper signed in by phone checks out without an e-mail, the phone filled in', async () => {
  await signUpByPhone('+8801755000333');
  const rows = await shop.db.execute(sql`
    SELECT id FROM products p WHERE status = 'active' AND stock_quantity > 5
      AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)
    ORDER BY id LIMIT 1`);
  const productId = Number((rows.rows[0] as { id: number }).id);
  expect((await post('/api/cart/items', { productId, quantity: 1 })).status).toBe(200);

  const { router } = await renderApp('/checkout');
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('heading', { name: 'Shipping Information' }, SLOW);
  const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
  expect(email.value).toBe('');
  expect(email.required).toBe(false);
  expect(
    screen.getByText('(optional)', { selector: 'label[for="checkout-email"] span' }),
  ).toBeTruthy();
  // The address fields come once step 1 knows the shopper has no saved address.
  const phone = (await screen.findByLabelText(/^Phone/, {}, SLOW)) as HTMLInputElement;
  expect(phone.value).toBe('01755000333');

  await user.type(
    await screen.findByLabelText(/^Address/, {}, { timeout: 10_000 }),
    'House 9, Road 3, Mirpur',
  );

  await user.selectOptions(screen.getByLabelText(/^District/), 'dhaka');
  await user.type(screen.getByLabelText(/^City/), 'Dhaka');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Delivery Location' }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Payment Method' }, SLOW);
  await user.click(screen.getByRole('radio', { name: /^Cash on Delivery/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Review Your Order' }, SLOW);
  await user.click(await screen.findByRole('button', { name: 'Place Order' }, SLOW));

  await waitFor(() => expect(router.state.location.pathname).toBe('/account'), SLOW);
  const placed = await shop.db.execute(sql`
    SELECT o.email, o.phone FROM orders o JOIN users u ON u.id = o.user_id
    WHERE u.phone_number = '+8801755000333'`);
  expect(placed.rows).toEqual([{ email: '', phone: '01755000333' }]);
});

test('an e-mail shopper still has to give the e-mail at checkout', async () => {
  const { checkShipping } = await import('../features/checkout/utils/shipping-check');
  const values = {
    email: '',
    firstName: 'Rina',
    lastName: 'Akter',
    address: 'House 4',
    district: 'dhaka',
    area: '',
    city: 'Dhaka',
    zipCode: '',
    phone: '01712345678',
  };
  expect(checkShipping(values).missingRequired).toBe(true);
  expect(checkShipping(values, { emailOptional: true })).toEqual({
    errors: {},
    missingRequired: false,
  });
  expect(
    checkShipping({ ...values, email: 'nope' }, { emailOptional: true }).errors.email,
  ).toBeTruthy();
});
