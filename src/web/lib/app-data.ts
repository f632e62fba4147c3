/**
 * Data the server writes into the page it sends (<script id="app-data">), so the first screen
 * needs no second round trip. Absent under the Vite dev server: the app fetches instead.
 */

import { LANGUAGES, type Language } from '#shared/i18n/languages';
import type { PageData } from '#shared/page-data';
import type { ShopInfo } from '#shared/shop';

/** Any part may be missing (the Vite dev server sends none of it). */
type AppData = Partial<PageData>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasStrings = (value: unknown, keys: readonly string[]): value is Record<string, string> =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'string');

/** Checked by hand, not with zod, to keep zod out of the first load (docs/decisions/007). */
function isShopInfo(value: unknown): value is ShopInfo {
  if (!isRecord(value)) return false;
  const { bank, socialLinks } = value;
  return (
    hasStrings(value, ['name', 'email', 'phone', 'city', 'bkashNumber']) &&
    hasStrings(value, ['messengerUrl', 'facebookPageUrl']) &&
    hasStrings(bank, ['name', 'accountName', 'accountNumber', 'branch']) &&
    Array.isArray(socialLinks) &&
    socialLinks.every((link) => hasStrings(link, ['name', 'url']))
  );
}

/** Anything malformed drops the whole of it: the app then fetches what it needs. */
function parseAppData(data: unknown): AppData {
  if (!isRecord(data)) return {};
  const { shop, language, prefetched } = data;
  if (shop !== undefined && !isShopInfo(shop)) return {};
  if (language !== undefined && !LANGUAGES.includes(language as Language)) return {};
  if (prefetched !== undefined && !isRecord(prefetched)) return {};
  return {
    ...(shop === undefined ? {} : { shop }),
    ...(language === undefined ? {} : { language: language as Language }),
    ...(prefetched === undefined ? {} : { prefetched }),
  };
}

function readPageData(): AppData {
  const element = document.getElementById('app-data');
  return element?.textContent ? parseAppData(JSON.parse(element.textContent)) : {};
}

let pageData: AppData | undefined;
/** In the browser, the page's own data; the server renders each request with its own. */
let source: () => AppData = () => {
  pageData ??= readPageData();
  return pageData;
};

/** The data sent with the page being shown (or, on the server, being rendered). */
export function appData(): AppData {
  return source();
}

/**
 * For the server's renderer (entry-server.tsx): pages render concurrently there, so it answers
 * with the data of the request whose render is asking.
 */
export function readAppDataFrom(read: () => AppData): void {
  source = read;
}

/** The server's answer for this GET, once: later requests for the path go to the network. */
export function takePrefetched(path: string): unknown {
  const prefetched = appData().prefetched;
  const answer = prefetched?.[path];
  if (answer !== undefined) delete prefetched?.[path];
  return answer;
}

export type { AppData, ShopInfo };
