import type { Language } from './i18n/languages';
import type { ShopInfo } from './shop';

// Sent in each page's <script id="app-data"> and to its renderer (src/web/entry-server.tsx);
// `prefetched` holds the API answers, by path, that the first screen asks for.
export type PageData = {
  shop: ShopInfo;
  language: Language;
  prefetched: Record<string, unknown>;
};
