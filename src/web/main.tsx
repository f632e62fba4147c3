import './styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The DOM build of the provider lets a navigation commit synchronously (flushSync) when asked.
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { ShopApp } from './app/shop-app';
import { hydrateInSlices, nextTask } from './lib/hydration';
import { initialLanguage, loadShopMessages } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { prepareClassMerging } from './lib/utils';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const language = initialLanguage();
document.documentElement.lang = language;

async function start(container: HTMLElement) {
  const [messages, router] = await Promise.all([loadShopMessages(language), createAppRouter()]);
  const app = (
    <ShopApp language={language} messages={messages} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </ShopApp>
  );
  if (container.firstElementChild) {
    // The server rendered the page (entry-server.tsx): the app takes it over, in a task apart
    // from the scripts' evaluation, which is a long task of its own on a slow phone.
    await nextTask();
    prepareClassMerging();
    await nextTask();
    hydrateInSlices(() => hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
  // After the slices HydrateLater left (queued before this): every control now answers. The
  // end-to-end journeys wait for it after loading a page.
  await nextTask();
  document.documentElement.dataset.app = 'ready';
}
void start(root);
