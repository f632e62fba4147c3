/**
 * The catalogue's search box as a shopper uses it, against a real shop server: suggestions while
 * typing, choosing one with the keyboard, and searching with Enter.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import { type ShopServer, startShopServer } from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(() => shop.close());
afterEach(closeApp);

const SLOW = { timeout: 10_000 };
const TERM = 'lip';

type Suggestion = { type: string; id: string | number; text: string };

/** What the server suggests for the term, to compare the box with. */
async function serverSuggestions(term: string): Promise<Suggestion[]> {
  const response = await shop.app.inject({
    url: `/api/products/suggestions?${new URLSearchParams({ q: term })}`,
  });
  return response.json().suggestions;
}

async function typeInSearch(term: string) {
  const { router } = await renderApp('/products');
  const box = await screen.findByRole('combobox', { name: 'Search products' }, SLOW);
  const user = userEvent.setup({ delay: null });
  await user.type(box, term);
  return { router, box, user };
}

const suggestionList = () => screen.getByRole('listbox', { name: 'Suggestions', hidden: true });

test('suggestions for what is typed appear under the box', async () => {
  const expected = await serverSuggestions(TERM);
  expect(expected.length).toBeGreaterThan(1);

  const { box } = await typeInSearch(TERM);

  await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'), SLOW);
  const options = within(suggestionList()).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(
    expected.map((item) => `${item.text}${item.type[0]?.toUpperCase()}${item.type.slice(1)}`),
  );
});

test('arrow keys move through the suggestions, Escape closes them, Enter opens the chosen one', async () => {
  const expected = await serverSuggestions(TERM);
  const { router, box, user } = await typeInSearch(TERM);
  await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'), SLOW);
  const options = () => within(suggestionList()).getAllByRole('option');
  const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');

  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(active()).toBe(options()[1]);
  expect(options()[1]?.getAttribute('aria-selected')).toBe('true');
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(active()).toBe(options().at(-1));

  await user.keyboard('{Escape}');
  expect(box.getAttribute('aria-expanded')).toBe('false');

  const productIndex = expected.findIndex((item) => item.type === 'product');
  const product = expected[productIndex];
  if (!product) throw new Error(`no product suggested for "${TERM}"`);
  await user.keyboard('{ArrowDown}'.repeat(productIndex + 1));
  expect(active()?.textContent).toContain(product.text);
  await user.keyboard('{Enter}');

  await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${product.id}`), SLOW);
  expect(await screen.findByRole('heading', { level: 1, name: product.text }, SLOW)).toBeTruthy();
});

test('Enter without a chosen suggestion searches for the words typed', async () => {
  const total = async (query: string) =>
    (await shop.app.inject({ url: `/api/products${query}` })).json().total as number;
  const [found, all] = await Promise.all([total(`?q=${TERM}`), total('')]);
  expect(found).toBeLessThan(all);
  const { router, box, user } = await typeInSearch(TERM);

  await user.keyboard('{Enter}');

  await waitFor(() => expect(router.state.location.search).toBe(`?q=${TERM}`));
  expect(router.state.location.pathname).toBe('/products');
  expect(await screen.findByText(`Showing ${found} products`, {}, SLOW)).toBeTruthy();
  expect((box as HTMLInputElement).value).toBe(TERM);
});

test('the search form has a submit button: the magnifier searches for the words typed', async () => {
  const { router, user } = await typeInSearch(TERM);
  const submit = screen.getByRole('button', { name: 'Search' });
  expect(submit.getAttribute('type')).toBe('submit');
  expect(submit.closest('form')?.querySelector('input[name="q"]')).toBeTruthy();

  await user.click(submit);

  await waitFor(() => expect(router.state.location.search).toBe(`?q=${TERM}`));
  expect(router.state.location.pathname).toBe('/products');
});
