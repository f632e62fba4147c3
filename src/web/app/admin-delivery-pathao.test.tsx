/**
 * Booking with Pathao from the admin's order page, against a real shop whose couriers are the
 * stand-ins: the courier choice offers both, Pathao asks for its city and zone (each list fetched
 * once its parent is chosen), a missing zone is named before anything is sent, and the parcel
 * booked shows with Pathao's name.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  createShopper,
  type PathaoStandIn,
  processingOrder,
  type ShopServer,
  type SteadfastStandIn,
  signInInBrowser,
  startPathaoStandIn,
  startShopWithSteadfast,
  startSteadfastStandIn,
} from '../test/shop-server';

let shop: ShopServer;
let steadfast: SteadfastStandIn;
let pathao: PathaoStandIn;
let admin: Awaited<ReturnType<typeof signInInBrowser>>;

beforeAll(async () => {
  steadfast = await startSteadfastStandIn();
  pathao = await startPathaoStandIn();
  shop = await startShopWithSteadfast(steadfast, pathao);
  admin = await signInInBrowser(shop, 'admin');
});
afterAll(async () => {
  await shop?.close();
  await steadfast?.close();
  await pathao?.close();
});
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

test("books with Pathao after choosing its city and zone from Pathao's lists", async () => {
  const order = await processingOrder(shop.app, admin, await createShopper(shop.app));
  const user = userEvent.setup();
  await renderApp(`/admin/orders/${order.id}`);
  const form = await screen.findByRole('form', { name: 'Book a parcel' }, SLOW);
  expect(within(form).getByLabelText('Steadfast')).toBeTruthy();
  expect(within(form).getByLabelText('Manual courier')).toBeTruthy();
  await user.click(within(form).getByLabelText('Pathao'));

  const city = (await within(form).findByLabelText(/^City/, undefined, SLOW)) as HTMLSelectElement;
  await waitFor(
    () => expect(within(city).getByRole('option', { name: 'Dhaka' })).toBeTruthy(),
    SLOW,
  );
  await user.selectOptions(city, 'Dhaka');
  // Without a zone nothing is sent, and the field says why.
  await user.click(within(form).getByRole('button', { name: 'Book with Pathao' }));
  await within(form).findByText('Choose the zone');
  expect([...pathao.orders.values()]).toHaveLength(0);

  const zone = within(form).getByLabelText(/^Zone/) as HTMLSelectElement;
  await waitFor(
    () => expect(within(zone).getByRole('option', { name: 'Gulshan' })).toBeTruthy(),
    SLOW,
  );
  await user.selectOptions(zone, 'Gulshan');
  const area = within(form).getByLabelText(/^Area/) as HTMLSelectElement;
  await waitFor(
    () => expect(within(area).getByRole('option', { name: 'Gulshan 2' })).toBeTruthy(),
    SLOW,
  );
  await user.selectOptions(area, 'Gulshan 2');
  await user.click(within(form).getByRole('button', { name: 'Book with Pathao' }));

  await screen.findByRole('article', { name: 'Parcel 1 · Pathao' }, SLOW);
  const sent = [...pathao.orders.values()].at(-1);
  expect(sent).toMatchObject({ recipient_city: 1, recipient_zone: 298, recipient_area: 10588 });
});

test('starts on the order’s district and area as Pathao’s city and zone', async () => {
  const order = await processingOrder(shop.app, admin, await createShopper(shop.app), {
    checkout: { district: 'dhaka', area: 'Mirpur' },
  });
  const user = userEvent.setup();
  await renderApp(`/admin/orders/${order.id}`);
  const form = await screen.findByRole('form', { name: 'Book a parcel' }, SLOW);
  // The label carries the area and district, as the courier's parcel will.
  expect(within(form).getByText('House 4, Road 11, Banani, Mirpur, Dhaka')).toBeTruthy();
  await user.click(within(form).getByLabelText('Pathao'));
  const city = (await within(form).findByLabelText(/^City/, undefined, SLOW)) as HTMLSelectElement;
  await waitFor(() => expect(city.value).toBe('1'), SLOW);
  const zone = within(form).getByLabelText(/^Zone/) as HTMLSelectElement;
  await waitFor(() => expect(zone.value).toBe('52'), SLOW);
  await user.click(within(form).getByRole('button', { name: 'Book with Pathao' }));
  await screen.findByRole('article', { name: 'Parcel 1 · Pathao' }, SLOW);
  expect([...pathao.orders.values()].at(-1)).toMatchObject({
    recipient_city: 1,
    recipient_zone: 52,
    recipient_address: 'House 4, Road 11, Banani, Mirpur, Dhaka',
  });
});
