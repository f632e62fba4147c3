import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import type { Language } from '#shared/i18n/languages';
import type { Messages } from '#shared/i18n/translator';
import { I18nProvider } from '../lib/i18n';

/** The providers around the router: the same in the browser and in the server's renderer. */
export function ShopApp({
  language,
  messages,
  queryClient,
  children,
}: {
  language: Language;
  messages: Messages;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nProvider language={language} messages={messages}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
