/**
 * The stop link a marketing message carries (issue 43), against a real shop server: one tap on
 * /stop/:token turns offers off for its number and records the no; a link the shop did not sign
 * says so and changes nothing.
 */
import '../test/browser';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  createShopper,
  makePhoneAccount,
  type ShopServer,
  startShopServer,
  stopLink,
} from '../test/shop-server';

let shop: ShopServer;
const SLOW = { timeout: 10_000 };
const LOCAL = `017${String(Date.now()).slice(-8)}`;

beforeAll(async () => {
  shop = await startShopServer();
  const shopper = await createShopper(shop.app);
  await makePhoneAccount(shop.db, shopper.userId, `+88${LOCAL}`, {
    notifyEmail: true,
    notifySms: true,
    notifyMarketing: true,
  });
});
afterAll(() => shop?.close());
afterEach(() => closeApp());

const marketingOn = async () => {
  const { rows } = await shop.db.execute<{ on: boolean }>(
    sql`SELECT p.notify_marketing AS on FROM profiles p JOIN users u ON u.id = p.user_id
        WHERE u.phone_number = ${`+88${LOCAL}`}`,
  );
  return rows[0]?.on;
};

test('one tap stops offers to the number, and the no is recorded', async () => {
  const path = new URL(stopLink(shop.app.config, LOCAL)).pathname;
  await renderApp(path);
  const user = userEvent.setup({ delay: null });
  const hidden = `${LOCAL.slice(0, 3)}••••${LOCAL.slice(-4)}`;
  expect(await screen.findByText(new RegExp(`to ${hidden}\\.`), {}, SLOW)).toBeTruthy();
  // Opening the page alone changes nothing: a link preview must not stop anything.
  expect(await marketingOn()).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Stop offers' }));
  expect((await screen.findByRole('status', {}, SLOW)).textContent).toContain(
    `we will not send offers to ${hidden}`,
  );
  expect(await marketingOn()).toBe(false);
  const { rows } = await shop.db.execute<{ source: string; granted: boolean }>(
    sql`SELECT source, granted FROM consent_events WHERE kind = 'marketing'`,
  );
  expect(rows).toEqual([{ source: 'stop_link', granted: false }]);
});

test('a link the shop did not sign is refused in words to act on', async () => {
  await renderApp(`/stop/${LOCAL}-AAAAAAAAAAAAAAAA`);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Stop offers' }, SLOW));
  expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
    'This stop link is not valid: open the whole link from the message.',
  );
});
