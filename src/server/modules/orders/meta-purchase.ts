/**
 * The Purchase Meta's Conversions API hears from the server (decision 036), queued with the
 * order's change at most once per order, with the browser's event id so Meta keeps one of them.
 */
import { eq } from 'drizzle-orm';
import { isOnlineMethod } from '#shared/payments';
import { isPlaceholderEmail } from '#shared/phone';
import type { Order } from '#shared/schemas/order';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { orders } from '../../db/schema';
import {
  hashedEmail,
  hashedPhone,
  purchaseEventId,
  type ServerEvent,
} from '../../integrations/meta/conversions-api';
import { enqueueMessage } from '../../messages/queue';

/**
 * Cash on delivery is a purchase once delivered; an online payment once the gateway confirms it;
 * a bKash or bank transfer typed in at checkout once the order is placed.
 */
export function isPurchase(order: Order): boolean {
  if (order.status === 'cancelled') return false;
  if (order.paymentMethod === 'cod') return order.status === 'delivered';
  if (isOnlineMethod(order.paymentMethod)) return order.paymentStatus === 'completed';
  return true;
}

export function purchaseEventOf(order: Order, siteUrl: string, now: Date): ServerEvent {
  const email = isPlaceholderEmail(order.email) ? null : hashedEmail(order.email);
  const phone = hashedPhone(order.phone);
  return {
    event_name: 'Purchase',
    event_time: Math.floor(now.getTime() / 1000),
    event_id: purchaseEventId(order.id),
    action_source: 'website',
    event_source_url: `${siteUrl}/checkout`,
    user_data: { ...(email ? { em: [email] } : {}), ...(phone ? { ph: [phone] } : {}) },
    custom_data: {
      value: order.total / 100,
      currency: 'BDT',
      content_ids: order.items.flatMap((item) => (item.sku ? [item.sku] : [])),
      content_type: 'product',
      num_items: order.items.reduce((sum, item) => sum + item.quantity, 0),
    },
  };
}

export async function queueMetaPurchase(
  db: Database | Transaction,
  config: Config,
  order: Order,
  now = new Date(),
): Promise<boolean> {
  const meta = config.metaConversions;
  if (!meta || !isPurchase(order)) return false;
  const [row] = await db
    .select({ consent: orders.marketingConsent })
    .from(orders)
    .where(eq(orders.id, order.id));
  if (!row?.consent) return false;
  return enqueueMessage(db, {
    channel: 'meta',
    recipient: meta.pixelId,
    topic: 'meta.purchase',
    body: JSON.stringify(purchaseEventOf(order, config.shop.siteUrl, now)),
    dedupeKey: `order:${order.id}:meta-purchase`,
    orderId: order.id,
  });
}
