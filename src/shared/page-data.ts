import type { Language } from './i18n/languages';
import type { ShopInfo } from './shop';

/**
 * What the server writes into each page it sends (<script id="app-data">) and hands the page's
 * renderer (src/web/entry-server.tsx): the shop's public facts, the reader's language and the API
 * answers by path that the page's first screen asks for.
 */
export type PageData = {
  shop: ShopInfo;
  language: Language;
  prefetched: Record<string, unknown>;
};
