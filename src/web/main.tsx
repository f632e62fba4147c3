import './styles.css';
import './lib/preact-title';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM build of the provider lets a navigation commit synchronously (flushSync) when asked.
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { I18nProvider, initialLanguage, loadShopMessages } from './lib/i18n';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const language = initialLanguage();
document.documentElement.lang = language;

loadShopMessages(language).then((messages) => {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider language={language} messages={messages}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
});
