/**
 * Renders the shop's own route table at an address, inside the providers main.tsx uses, for
 * component tests that follow a shopper through real pages (lazy routes, guards, header).
 */
import { cleanup, render } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Language } from '#shared/i18n/languages';
import { routes } from '../app/routes';
import { ShopApp } from '../app/shop-app';
import { loadShopMessages } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { toast } from '../lib/toast';

export async function renderApp(path: string, language: Language = 'en') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const messages = await loadShopMessages(language);
  render(
    <ShopApp language={language} messages={messages} queryClient={queryClient}>
      <RouterProvider router={router} />
    </ShopApp>,
  );
  return { router, queryClient };
}

/** Unmounts the app; its toasts go too, or sonner would replay them in the next test's page. */
export function closeApp(): void {
  cleanup();
  toast.dismiss();
}

/** The signed-in account's language, saved as the header's switch saves it. */
export async function saveAccountLanguage(language: Language): Promise<void> {
  const chosen = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language }),
    credentials: 'same-origin',
  });
  if (!chosen.ok) throw new Error(`saving the language failed: ${chosen.status}`);
}
