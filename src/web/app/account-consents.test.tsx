/**
 * Consent to messages (issue 43), against a real shop server: switching marketing messages on in
 * Account → Settings records the yes, and the switch then says when it was given.
 */
import '../test/browser';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import { type ShopServer, signInInBrowser, startShopServer } from '../test/shop-server';

let shop: ShopServer;
const SLOW = { timeout: 10_000 };

beforeAll(async () => {
  shop = await startShopServer();
  await signInInBrowser(shop);
});
afterAll(() => shop?.close());
afterEach(() => closeApp());

test('a yes to marketing messages is recorded and shown with its date', async () => {
  await renderApp('/account?tab=settings');
  const user = userEvent.setup({ delay: null });
  const marketing = await screen.findByLabelText('Marketing emails', {}, SLOW);
  expect(screen.queryByText(/^You said yes on /)).toBeNull();
  await user.click(marketing);
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
  expect(await screen.findByText(/^You said yes on \d{1,2} \w{3} \d{4}$/, {}, SLOW)).toBeTruthy();
  const answer = await fetch('/api/account/consents', { credentials: 'same-origin' });
  const { consents } = (await answer.json()) as { consents: { kind: string; granted: boolean }[] };
  expect(consents.map(({ kind, granted }) => [kind, granted])).toEqual([['marketing', true]]);
});
