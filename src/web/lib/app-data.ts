/**
 * Data the server writes into the page it sends (<script id="app-data">), so the first screen
 * needs no second round trip. Absent under the Vite dev server: the app fetches instead.
 */

import { z } from 'zod';
import { LANGUAGES } from '#shared/i18n/languages';
import { type ShopInfo, shopInfoSchema } from '#shared/shop';

const appDataSchema = z
  .object({
    shop: shopInfoSchema,
    language: z.enum(LANGUAGES),
    /** API answers by path that the server fetched for this page's first screen. */
    prefetched: z.record(z.string(), z.unknown()),
  })
  .partial();

function readAppData(): z.infer<typeof appDataSchema> {
  const element = document.getElementById('app-data');
  if (!element?.textContent) return {};
  const parsed = appDataSchema.safeParse(JSON.parse(element.textContent));
  return parsed.success ? parsed.data : {};
}

export const appData = readAppData();

/** The server's answer for this GET, once: later requests for the path go to the network. */
export function takePrefetched(path: string): unknown {
  const answer = appData.prefetched?.[path];
  if (answer !== undefined) delete appData.prefetched?.[path];
  return answer;
}

export type { ShopInfo };
