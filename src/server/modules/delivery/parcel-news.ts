/**
 * Tells the shopper of a parcel's news in the update's own transaction (apply-update.ts
 * `onApplied`): should queuing fail, the update rolls back and the courier brings it again.
 */
import { DEFAULT_LANGUAGE } from '#shared/i18n/languages';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import { DELIVERY_NEWS, notifyShopper } from '../orders';
import type { ParcelUpdateResult } from './apply-update';

export function tellShopperOfParcel(config: Config) {
  return async (tx: Transaction, result: ParcelUpdateResult) => {
    if (result.outcome !== 'applied') return;
    if (!DELIVERY_NEWS.some((news) => news === result.to)) return;
    await notifyShopper({ db: tx, config }, result.order, 'deliveryNews', DEFAULT_LANGUAGE);
  };
}
