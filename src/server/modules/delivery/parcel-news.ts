/**
 * Tells the shopper of a parcel's news as its update is recorded (webhooks and the status poll),
 * in the update's own transaction (apply-update.ts `onApplied`): only an update that moved the
 * parcel, and only the news they are told of (out for delivery, delivered, returned, cancelled;
 * notify-shopper.ts picks the channels and language). Should queuing fail, the update rolls back
 * with it and the courier's next webhook or poll brings it again, news and all.
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
