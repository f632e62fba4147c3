/**
 * A page's title goes to the tab (document.title), never into the page: a `<title>` inside <main>
 * is invalid HTML (issue 37), which Preact would leave where it was rendered.
 */
import '../test/browser';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { I18nProvider, loadShopMessages } from './i18n';
import { PageTitle } from './page-title';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';

afterEach(cleanup);

async function renderInShop(children: React.ReactNode) {
  const queryClient = createQueryClient();
  // The shop's settings as the server sends them with the page: no request for them.
  queryClient.setQueryData(queryKeys.shopInfo, { name: 'Sajghor' });
  const messages = await loadShopMessages('en');
  return render(
    <I18nProvider language="en" messages={messages}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>,
  );
}

test('sets the tab title and puts no <title> in the page', async () => {
  document.title = 'As the server sent it';
  const { container } = await renderInShop(
    <main>
      <PageTitle page="Makeup" />
    </main>,
  );

  expect(document.title).toBe('Makeup | Sajghor');
  expect(container.querySelector('title')).toBeNull();
  expect(document.body.getElementsByTagName('title')).toHaveLength(0);
});

let openSignIn: (shown: boolean) => void = () => {};

/** The cart with a sign-in sheet that names itself while open. */
function CartWithSheet() {
  const [sheet, setSheet] = useState(false);
  openSignIn = setSheet;
  return (
    <main>
      <PageTitle of="/cart" />
      {sheet && <PageTitle page="Sign in" />}
    </main>
  );
}

test('the newest title wins, and the one before comes back when it goes', async () => {
  await renderInShop(<CartWithSheet />);
  expect(document.title).toBe('Cart | Sajghor');

  openSignIn(true);
  await expect.poll(() => document.title).toBe('Sign in | Sajghor');
  openSignIn(false);
  await expect.poll(() => document.title).toBe('Cart | Sajghor');
});
