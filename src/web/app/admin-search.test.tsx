/**
 * Admin → Search in the browser against a real shop server (issue 45): the seeded synonyms, one
 * added, changed to one-way and deleted; what shoppers searched for, and a search that found
 * nothing made to find a product. Staff without products.edit or reports.view see less.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  createStaff,
  type ShopServer,
  signInAsInBrowser,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(() => shop?.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

const synonymsList = async () =>
  (await screen.findByRole('heading', { name: 'Synonyms' }, SLOW)).closest(
    'section',
  ) as HTMLElement;

/** A search as a shopper's browser asks for it (the server counts it). */
async function shopperSearch(q: string) {
  const response = await fetch(`/api/products?${new URLSearchParams({ q })}`);
  expect(response.ok).toBe(true);
}

test('the seeded synonyms, one added, made one-way and deleted', async () => {
  await signInInBrowser(shop, 'admin');
  const user = userEvent.setup();
  await renderApp('/admin/products');
  await user.click(await screen.findByRole('link', { name: 'Search' }, SLOW));
  expect(await screen.findByRole('heading', { name: 'Search', level: 2 }, SLOW)).toBeTruthy();

  const section = await synonymsList();
  await within(section).findByRole('list', { name: 'Words: kajal, eyeliner' }, SLOW);
  expect(within(section).getByText('“kajal” also finds eyeliner')).toBeTruthy();
  expect(
    within(section).getByRole('list', { name: 'Words: moisturiser, moisturizer, ময়েশ্চারাইজার' }),
  ).toBeTruthy();

  await user.click(within(section).getByRole('button', { name: 'Add a synonym' }));
  const form = await screen.findByRole('dialog', { name: 'Add a synonym' }, SLOW);
  await user.type(within(form).getByLabelText('Words'), 'glow{Enter}highlighter');
  await user.click(within(form).getByRole('button', { name: 'Save the synonym' }));
  expect(await screen.findByText('Synonym saved: glow, highlighter', {}, SLOW)).toBeTruthy();
  await within(section).findByRole('list', { name: 'Words: glow, highlighter' }, SLOW);

  await user.click(await within(section).findByRole('button', { name: 'Edit glow, highlighter' }));
  const editing = await screen.findByRole('dialog', { name: 'Edit the synonym' }, SLOW);
  const words = within(editing).getByLabelText('Words');
  expect((words as HTMLTextAreaElement).value).toBe('glow\nhighlighter');
  await user.type(words, ', illuminator');
  await user.click(within(editing).getByLabelText('One-way: only the first word finds the others'));
  await user.click(within(editing).getByRole('button', { name: 'Save the synonym' }));
  expect(
    await within(section).findByText('“glow” also finds highlighter, illuminator', {}, SLOW),
  ).toBeTruthy();
  const saved = await shop.db.execute<{ words: string[]; one_way: boolean }>(
    sql`SELECT words, one_way FROM search_synonyms WHERE 'glow' = ANY(words)`,
  );
  expect(saved.rows).toEqual([{ words: ['glow', 'highlighter', 'illuminator'], one_way: true }]);

  // One word is no synonym: refused before anything is sent.
  await user.click(await within(section).findByRole('button', { name: 'Add a synonym' }, SLOW));
  const lonely = await screen.findByRole('dialog', { name: 'Add a synonym' }, SLOW);
  await user.type(within(lonely).getByLabelText('Words'), 'shimmer');
  await user.click(within(lonely).getByRole('button', { name: 'Save the synonym' }));
  expect(within(lonely).getByRole('alert').textContent).toBe('A synonym needs at least two words');
  await user.click(within(lonely).getByRole('button', { name: 'Cancel' }));

  await user.click(
    await within(section).findByRole('button', { name: 'Delete glow, highlighter, illuminator' }),
  );
  const confirm = await screen.findByRole('dialog', {}, SLOW);
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Synonym deleted', {}, SLOW)).toBeTruthy();
  await waitFor(
    () => expect(within(section).queryByRole('list', { name: /glow/ })).toBeNull(),
    SLOW,
  );
}, 90_000);

test('what shoppers searched for, and a search that found nothing made to find a product', async () => {
  await shopperSearch('wibblewobble');
  await shopperSearch('wibblewobble');
  await shopperSearch('lipstick');
  await signInInBrowser(shop, 'admin');
  const user = userEvent.setup();
  await renderApp('/admin/search');

  const top = await screen.findByRole('region', { name: 'Top searches' }, SLOW);
  await within(top).findByText('wibblewobble', {}, SLOW);
  expect(within(top).getByText('lipstick')).toBeTruthy();
  const noResult = screen.getByRole('region', { name: 'Searches with no result' });
  const row = within(noResult).getByText('wibblewobble').closest('li') as HTMLElement;
  expect(row.textContent).toContain('2 searches · 0 results · opened 0×');
  expect(within(noResult).queryByText('lipstick')).toBeNull();
  const noClick = screen.getByRole('region', { name: 'Searches nobody opened' });
  expect(within(noClick).getByText('lipstick')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
  await waitFor(
    () =>
      expect(
        screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    SLOW,
  );

  // Add a synonym from the row: the form starts with the search.
  await user.click(
    within(noResult).getByRole('button', { name: 'Add a synonym for “wibblewobble”' }),
  );
  const form = await screen.findByRole('dialog', { name: 'Add a synonym' }, SLOW);
  expect((within(form).getByLabelText('Words') as HTMLTextAreaElement).value).toBe(
    'wibblewobble\n',
  );
  await user.click(within(form).getByRole('button', { name: 'Cancel' }));

  await user.click(
    await within(noResult).findByRole('button', { name: 'This means a product: “wibblewobble”' }),
  );
  const picker = await screen.findByRole('dialog', { name: 'What did “wibblewobble” mean?' }, SLOW);
  await user.type(within(picker).getByLabelText('Find the product'), 'Killawatt');
  const choice = await within(picker).findByRole(
    'button',
    { name: /^Choose .*Killawatt Freestyle Highlighter Duo$/ },
    SLOW,
  );
  const name = (choice.getAttribute('aria-label') ?? '').replace(/^Choose /, '');
  await user.click(choice);
  expect(await screen.findByText(`“wibblewobble” now finds ${name}`, {}, SLOW)).toBeTruthy();

  const found = await fetch('/api/products?q=wibblewobble').then((answer) => answer.json());
  expect(found.products.map((product: { name: string }) => product.name)).toEqual([name]);
}, 90_000);

test('staff without products.edit see the synonyms only; without reports.view, no searches', async () => {
  await signInAsInBrowser(await createStaff(shop.app, shop.db, 'packing'));
  await renderApp('/admin/search');
  const section = await synonymsList();
  await within(section).findByRole('list', { name: 'Words: kajal, eyeliner' }, SLOW);
  expect(within(section).queryByRole('button', { name: 'Add a synonym' })).toBeNull();
  expect(within(section).queryByRole('button', { name: /^Edit / })).toBeNull();
  expect(within(section).queryByRole('button', { name: /^Delete / })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'What shoppers searched for' })).toBeNull();
});

test('in Bangla', async () => {
  await signInInBrowser(shop, 'owner');
  const saved = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'bn' }),
    credentials: 'same-origin',
  });
  expect(saved.ok).toBe(true);
  await renderApp('/admin/search', 'bn');
  expect(await screen.findByRole('heading', { name: 'সমার্থক শব্দ' }, SLOW)).toBeTruthy();
  expect(await screen.findByText('“কাজল” খুঁজলে eyeliner, আইলাইনার-ও পাওয়া যায়', {}, SLOW)).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'ক্রেতারা কী খুঁজেছেন' }, SLOW)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'গত ৭ দিন' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
});
