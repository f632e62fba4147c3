/**
 * The delivery address's district and area, and saved addresses (issue 21), against a real shop
 * server: a district outside Dhaka sets the delivery to outside and its fee, and the order keeps
 * it; the address is saved and comes back at the next checkout; Dhaka's areas are a list; the
 * profile's Saved addresses adds, makes default and removes; the district list reads in Bangla.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { SHIPPING_FEES } from '#shared/pricing';
import type { SavedAddressList } from '#shared/schemas/address';
import type { Order } from '#shared/schemas/order';
import { closeApp, renderApp } from '../test/render-app';
import {
  fillCart,
  injectAs,
  type ShopServer,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(() => shop.close());
afterEach(() => closeApp());

const SLOW = { timeout: 10_000 };
const SERUM = 2;
const user = () => userEvent.setup({ delay: null });

async function continueTo(actor: UserEvent, heading: string) {
  await actor.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: heading }, SLOW);
}

async function ordersOf() {
  const answer = await fetch('/api/orders', { credentials: 'same-origin' });
  return ((await answer.json()) as { orders: Order[] }).orders;
}

async function savedAddresses() {
  const answer = await fetch('/api/account/addresses', { credentials: 'same-origin' });
  return ((await answer.json()) as SavedAddressList).addresses;
}

test('a district outside Dhaka sets delivery outside, and the address comes back next time', async () => {
  const shopper = await signInInBrowser(shop);
  await fillCart(shop.app, shopper, [[SERUM, 1]]);
  const actor = user();
  await renderApp('/checkout');
  await screen.findByRole('heading', { name: 'Shipping Information' }, SLOW);
  // No saved address yet: no picker, the fields at once.
  expect(screen.queryByRole('radio', { name: /A new address/ })).toBeNull();

  await actor.type(
    await screen.findByLabelText(/^Address/, {}, { timeout: 10_000 }),
    'Holding 12, Amberkhana',
  );
  await actor.selectOptions(screen.getByLabelText(/^District/), 'sylhet');
  // Sylhet has no list of areas: the area is typed.
  await actor.type(await screen.findByLabelText(/^Area or thana/, {}, SLOW), 'Zindabazar');
  await actor.type(screen.getByLabelText(/^City/), 'Sylhet');
  await actor.type(screen.getByLabelText(/^Phone/), '01712345678');
  expect(
    (screen.getByRole('checkbox', { name: 'Save this address for next time' }) as HTMLInputElement)
      .checked,
  ).toBe(true);
  await continueTo(actor, 'Delivery Location');

  const inside = screen.getByRole('radio', { name: /Inside Dhaka/ }) as HTMLInputElement;
  const outside = screen.getByRole('radio', { name: /Outside Dhaka/ }) as HTMLInputElement;
  expect(outside.checked).toBe(true);
  expect(inside.disabled).toBe(true);
  expect(screen.getByText(/Set by your district, Sylhet/)).toBeTruthy();
  await continueTo(actor, 'Payment Method');
  await actor.click(screen.getByRole('radio', { name: /^Cash on Delivery/ }));
  await continueTo(actor, 'Review Your Order');
  expect(await screen.findByText('Zindabazar, Sylhet', {}, SLOW)).toBeTruthy();
  await actor.click(await screen.findByRole('button', { name: 'Place Order' }, SLOW));
  await screen.findByText('Order placed successfully!', {}, SLOW);

  const [order] = await ordersOf();
  expect(order).toMatchObject({
    district: 'sylhet',
    area: 'Zindabazar',
    location: 'outside',
    shipping: SHIPPING_FEES.outside,
  });
  const [saved] = await savedAddresses();
  expect(saved).toMatchObject({ district: 'sylhet', area: 'Zindabazar', isDefault: true });
  closeApp();

  // The next checkout starts on the saved address: only the e-mail to check.
  await fillCart(shop.app, shopper, [[SERUM, 1]]);
  await renderApp('/checkout');
  const picked = (await screen.findByRole(
    'radio',
    { name: /Zindabazar, Sylhet/ },
    SLOW,
  )) as HTMLInputElement;
  expect(picked.checked).toBe(true);
  expect(screen.queryByLabelText(/^Address/)).toBeNull();
  await continueTo(actor, 'Delivery Location');
  expect((screen.getByRole('radio', { name: /Outside Dhaka/ }) as HTMLInputElement).checked).toBe(
    true,
  );

  // A new address in Dhaka: its areas are a list, and the delivery follows it inside.
  await actor.click(screen.getByRole('button', { name: 'Back' }));
  await actor.click(await screen.findByRole('radio', { name: /A new address/ }, SLOW));
  expect((screen.getByLabelText(/^Address/) as HTMLInputElement).value).toBe('');
  await actor.type(screen.getByLabelText(/^Address/), 'Flat 3A, Road 27');
  await actor.selectOptions(screen.getByLabelText(/^District/), 'dhaka');
  const areas = await screen.findByRole('combobox', { name: /Area or thana/ }, SLOW);
  await actor.selectOptions(areas, 'Dhanmondi');
  await actor.type(screen.getByLabelText(/^City/), 'Dhaka');
  await actor.type(screen.getByLabelText(/^Phone/), '01712345678');
  await continueTo(actor, 'Delivery Location');
  expect((screen.getByRole('radio', { name: /Inside Dhaka/ }) as HTMLInputElement).checked).toBe(
    true,
  );
  expect((screen.getByRole('radio', { name: /Outside Dhaka/ }) as HTMLInputElement).disabled).toBe(
    true,
  );
});

test('the profile’s saved addresses: add, make default, remove', async () => {
  await signInInBrowser(shop);
  const actor = user();
  await renderApp('/account');
  const section = await screen.findByRole('region', { name: 'Saved addresses' }, SLOW);
  expect(await within(section).findByText(/No saved addresses yet/, {}, SLOW)).toBeTruthy();

  await actor.click(within(section).getByRole('button', { name: 'Add an address' }));
  const form = within(section).getByRole('form', { name: 'New address' });
  await actor.type(within(form).getByLabelText(/^Name for it/), 'Office');
  await actor.type(within(form).getByLabelText(/^Phone/), '01812345678');
  await actor.click(within(form).getByRole('button', { name: 'Save Address' }));
  // Nothing is sent until the address is whole: the district is asked for by name.
  const district = within(form).getByLabelText(/^District/);
  await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/^Address/)));
  expect(within(form).getByText('Please choose your district')).toBeTruthy();
  expect(await savedAddresses()).toEqual([]);

  await actor.type(within(form).getByLabelText(/^Address/), 'Level 7, 52 Motijheel C/A');
  await actor.selectOptions(district, 'dhaka');
  await actor.selectOptions(
    await within(form).findByRole('combobox', { name: /Area or thana/ }, SLOW),
    'Motijheel',
  );
  await actor.type(within(form).getByLabelText(/^City/), 'Dhaka');
  await actor.click(within(form).getByRole('button', { name: 'Save Address' }));
  await within(section).findByText('Level 7, 52 Motijheel C/A, Motijheel, Dhaka', {}, SLOW);

  // A second, typed in Chattogram; then it becomes the default, and the first is removed.
  await actor.click(within(section).getByRole('button', { name: 'Add an address' }));
  const second = within(section).getByRole('form', { name: 'New address' });
  await actor.type(within(second).getByLabelText(/^Name for it/), 'Home');
  await actor.type(within(second).getByLabelText(/^Phone/), '01912345678');
  await actor.type(within(second).getByLabelText(/^Address/), 'House 9, CDA Avenue');
  await actor.selectOptions(within(second).getByLabelText(/^District/), 'chattogram');
  await actor.type(await within(second).findByLabelText(/^Area or thana/, {}, SLOW), 'GEC');
  await actor.type(within(second).getByLabelText(/^City/), 'Chattogram');
  await actor.click(within(second).getByRole('button', { name: 'Save Address' }));
  await actor.click(
    await within(section).findByRole('button', { name: 'Make Home the default' }, SLOW),
  );
  await waitFor(async () =>
    expect((await savedAddresses()).map((a) => [a.label, a.isDefault])).toEqual([
      ['Home', true],
      ['Office', false],
    ]),
  );
  await actor.click(within(section).getByRole('button', { name: 'Remove Office' }));
  await waitFor(async () => expect(await savedAddresses()).toHaveLength(1));
  // The list refetches after the server has answered: the removed one leaves a moment later.
  await waitFor(() => expect(within(section).queryByText(/Motijheel/)).toBeNull());
});

test('the district list and a saved address read in Bangla', async () => {
  const shopper = await signInInBrowser(shop);
  const saved = await injectAs(shop.app, shopper, 'POST', '/api/account/addresses', {
    firstName: 'Rina',
    lastName: 'Begum',
    phone: '01712345678',
    address: 'House 4, Road 11',
    district: 'dhaka',
    area: 'Banani',
    city: 'Dhaka',
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const language = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'bn' }),
    credentials: 'same-origin',
  });
  expect(language.ok).toBe(true);
  await fillCart(shop.app, shopper, [[SERUM, 1]]);
  await renderApp('/checkout');
  const picked = (await screen.findByRole('radio', { name: /বনানী, ঢাকা/ }, SLOW)) as HTMLInputElement;
  expect(picked.checked).toBe(true);
  await user().click(screen.getByRole('radio', { name: /নতুন ঠিকানা/ }));
  const districts = screen.getByLabelText(/^জেলা/) as HTMLSelectElement;
  const names = [...districts.options].map((option) => option.textContent);
  expect(names).toContain('সিলেট');
  expect(names).toContain('কক্সবাজার');
  expect(names[0]).toBe('আপনার জেলা বেছে নিন');
});
