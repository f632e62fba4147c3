/**
 * Tells the shopper of a parcel's news once its update is recorded (webhooks and the status poll):
 * only an update that moved the parcel, and only the news they are told of (out for delivery,
 * delivered, returned, cancelled; notify-shopper.ts picks the channels and language).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '#shared/i18n/languages';
import { DELIVERY_NEWS } from '../orders/delivery-news';
import { notifyShopper } from '../orders/notify-shopper';
import type { ParcelUpdateResult } from './apply-update';

type Shop = Pick<FastifyInstance, 'db' | 'config' | 'log'>;

export async function tellShopperOfParcel(shop: Shop, result: ParcelUpdateResult) {
  if (result.outcome !== 'applied') return;
  if (!DELIVERY_NEWS.some((news) => news === result.to)) return;
  try {
    await notifyShopper(shop, result.order, 'deliveryNews', DEFAULT_LANGUAGE);
  } catch (error) {
    // The update is recorded: a failed notice must not make the courier send it again (a replay
    // changes nothing, so the notice would be lost anyway) nor stop the poll.
    shop.log.error({ err: error, orderId: result.order.id }, 'delivery news: notifying failed');
  }
}
