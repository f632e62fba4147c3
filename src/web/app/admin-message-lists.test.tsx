/**
 * Admin → Messages and Admin → Notifications share one page frame (header, list states, cards,
 * pagination), against a real shop server: an empty list says so, a contact message shows with
 * its count, and the notifications' status filters stand above the list.
 */
import '../test/browser';
import { screen, within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import { type ShopServer, signInInBrowser, startShopServer } from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
  await signInInBrowser(shop, 'admin');
});
afterAll(() => shop.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

test('the messages page shows its empty state, then a contact message and the count', async () => {
  await renderApp('/admin/messages');
  expect(await screen.findByRole('heading', { name: 'No messages yet' }, SLOW)).toBeTruthy();
  closeApp();

  const sent = await fetch('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({
      name: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      subject: 'Shade question',
      message: 'Is Ruby Woo matte?',
    }),
  });
  expect(sent.status).toBe(201);
  await renderApp('/admin/messages');
  expect(await screen.findByText('Shade question', {}, SLOW)).toBeTruthy();
  expect(screen.getByText('1 message')).toBeTruthy();
  expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
});

test('the notifications page puts its filters above the list and says when it is empty', async () => {
  await renderApp('/admin/notifications?status=failed');
  expect(await screen.findByRole('heading', { name: 'No notifications here' }, SLOW)).toBeTruthy();
  const filters = within(screen.getByRole('navigation', { name: 'Show' }));
  expect(filters.getByRole('link', { name: 'Failed' }).getAttribute('aria-current')).toBe('page');
  expect(filters.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
  expect(screen.getByText('Total: 0')).toBeTruthy();
});
