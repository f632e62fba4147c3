/**
 * The footer's DBID and trade licence, read once per few seconds rather than on every page: the
 * server that saves them forgets at once, another within the catalogue cache's seconds.
 */
import type { ShopLegal } from '#shared/schemas/vat';
import type { Database } from '../../db/client';
import { readShopLegal } from './legal-settings';

export type ShopLegalCache = { current(): Promise<ShopLegal>; forget(): void };

export function createShopLegalCache(db: Database, keepMs: number): ShopLegalCache {
  let kept: { at: number; value: Promise<ShopLegal> } | null = null;
  return {
    current() {
      const now = Date.now();
      if (!kept || now - kept.at >= keepMs) {
        const value = readShopLegal(db);
        // A failed read is not kept: the next page asks again.
        value.catch(() => {
          if (kept?.value === value) kept = null;
        });
        kept = { at: now, value };
      }
      return kept.value;
    },
    forget() {
      kept = null;
    },
  };
}
