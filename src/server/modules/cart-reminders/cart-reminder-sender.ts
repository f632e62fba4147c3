/**
 * Left-cart reminders (docs/decisions/046): a signed-in shopper who allowed offers and left her cart
 * untouched for the owner's hours gets one reminder, by e-mail or else SMS, in daytime in Dhaka,
 * never after an order, at most once a week. Each carries a way to stop.
 */
import { sql } from 'drizzle-orm';
import type { Language } from '#shared/i18n/languages';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { cartReminders } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { isMailable } from '../../mail/mailer';
import { renderActionEmail } from '../../mail/templates';
import { enqueueMail, enqueueMessage } from '../../messages/queue';
import { stopLink } from '../privacy';

/** Dhaka hours when a reminder may go: 9:00 to 20:59 (UTC+6 all year). */
const FIRST_HOUR = 9;
const LAST_HOUR = 20;
const WEEK = "interval '7 days'";
/** A sweep's share; the next sweep takes the rest. */
const BATCH = 200;
const REMINDERS_LOCK = 44_044;

export function isDaytimeInDhaka(now: Date): boolean {
  const hour = (now.getUTCHours() + 6) % 24;
  return hour >= FIRST_HOUR && hour <= LAST_HOUR;
}

type DueCart = {
  userId: string;
  changedAt: Date;
  email: string;
  phone: string | null;
  phoneVerified: boolean;
  language: Language | null;
  firstName: string;
  items: string[];
};

/** Returns how many reminders it queued. */
export async function sendCartReminders(db: Database, config: Config, now = new Date()) {
  if (!isDaytimeInDhaka(now)) return 0;
  return db.transaction(async (tx) => {
    // One sweep at a time across servers: the week's limit is read, then written.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REMINDERS_LOCK})`);
    const due = await dueCarts(tx, now);
    let queued = 0;
    for (const cart of due) {
      if (await remind(tx, config, cart, now)) queued += 1;
    }
    return queued;
  });
}

/** Records the reminder and queues its message; false when it cannot or did already go. */
async function remind(tx: Transaction, config: Config, cart: DueCart, now: Date) {
  const channel = channelOf(cart);
  if (!channel) return false;
  const [reminder] = await tx
    .insert(cartReminders)
    .values({ userId: cart.userId, channel, cartChangedAt: cart.changedAt, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: cartReminders.id });
  if (!reminder) return false;
  await queueReminder(tx, config, cart, channel, reminder.id);
  return true;
}

/** By e-mail to a real address, else by SMS to a verified phone. */
function channelOf(cart: DueCart): 'email' | 'sms' | null {
  if (isMailable(cart.email)) return 'email';
  return cart.phone && cart.phoneVerified ? 'sms' : null;
}

/** Carts left the owner's hours ago (changed within the week), of shoppers who allowed offers. */
async function dueCarts(tx: Transaction, now: Date): Promise<DueCart[]> {
  const { rows } = await tx.execute<DueCart>(sql`
    WITH settings AS (
      SELECT COALESCE((SELECT cart_reminder_hours FROM shop_settings WHERE id = 1), 3) AS hours
    ),
    carts AS (
      SELECT c.user_id, max(greatest(c.created_at, c.updated_at)) AS changed_at,
        array_agg(p.name ORDER BY c.id) AS items
      FROM cart_items c JOIN products p ON p.id = c.product_id
      GROUP BY c.user_id
    )
    SELECT carts.user_id AS "userId", carts.changed_at AS "changedAt", carts.items,
      u.email, u.phone_number AS phone, u.phone_number_verified AS "phoneVerified",
      pr.locale AS language, pr.first_name AS "firstName"
    FROM carts
      CROSS JOIN settings
      JOIN users u ON u.id = carts.user_id
      JOIN profiles pr ON pr.user_id = carts.user_id
    WHERE settings.hours > 0
      AND pr.notify_marketing
      AND carts.changed_at <= ${now.toISOString()}::timestamptz - make_interval(hours => settings.hours)
      AND carts.changed_at > ${now.toISOString()}::timestamptz - ${sql.raw(WEEK)}
      AND NOT EXISTS (SELECT 1 FROM orders o
        WHERE o.user_id = carts.user_id AND o.created_at >= carts.changed_at)
      AND NOT EXISTS (SELECT 1 FROM cart_reminders r
        WHERE r.user_id = carts.user_id
          AND (r.cart_changed_at = carts.changed_at
            OR r.sent_at > ${now.toISOString()}::timestamptz - ${sql.raw(WEEK)}))
    ORDER BY carts.changed_at
    LIMIT ${BATCH}`);
  return rows.map((row) => ({ ...row, changedAt: new Date(row.changedAt) }));
}

async function queueReminder(
  tx: Transaction,
  config: Config,
  cart: DueCart,
  channel: 'email' | 'sms',
  reminderId: number,
) {
  const translator = translatorFor(cart.language ?? 'en');
  const { t } = translator;
  const shop = config.shop.name;
  const url = `${config.publicUrl}/cart`;
  const dedupeKey = `cart-reminder:${reminderId}`;
  const stop = cart.phone
    ? stopLink(config, cart.phone)
    : `${config.publicUrl}/account?tab=settings`;
  if (channel === 'sms' && cart.phone) {
    await enqueueMessage(tx, {
      channel: 'sms',
      recipient: cart.phone,
      topic: 'cart.reminder',
      body: t('sms.cartReminder', { shop, url, stop }),
      dedupeKey,
    });
    return;
  }
  const items = cart.items.slice(0, 3).join(', ');
  await enqueueMail(tx, {
    topic: 'cart.reminder',
    dedupeKey,
    to: cart.email,
    subject: t('mail.cartReminder.subject', { shop }),
    link: url,
    ...renderActionEmail(translator, {
      shopName: shop,
      shopEmail: config.shop.email,
      heading: t('mail.cartReminder.heading'),
      paragraphs: [
        t('mail.cartReminder.greeting', {
          firstName: cart.firstName || t('mail.cartReminder.there'),
        }),
        t('mail.cartReminder.items', { items, count: cart.items.length }),
      ],
      action: { label: t('mail.cartReminder.action'), url },
      footnote: t('mail.cartReminder.stop', { url: stop }),
    }),
  });
}
