/** The owner's hours before a left cart's reminder, and what the last 30 days' reminders brought. */
import { eq, sql } from 'drizzle-orm';
import type { CartReminderOverview, CartReminderSettings } from '#shared/schemas/cart-reminder';
import type { Database } from '../../db/client';
import { shopSettings } from '../../db/schema';
import { recordAudit } from '../audit';

async function readHours(db: Database): Promise<number> {
  const [row] = await db
    .select({ hours: shopSettings.cartReminderHours })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.hours ?? 3;
}

export async function cartReminderOverview(db: Database): Promise<CartReminderOverview> {
  const { rows } = await db.execute<{
    sent: number;
    came_back: number;
    email: number;
    sms: number;
  }>(sql`
    SELECT count(*)::int AS sent,
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM orders o WHERE o.user_id = r.user_id
        AND o.created_at >= r.sent_at AND o.created_at < r.sent_at + interval '7 days'))::int
        AS came_back,
      count(*) FILTER (WHERE r.channel = 'email')::int AS email,
      count(*) FILTER (WHERE r.channel = 'sms')::int AS sms
    FROM cart_reminders r
    WHERE r.sent_at > now() - interval '30 days'`);
  const row = rows[0];
  return {
    hours: await readHours(db),
    sent: row?.sent ?? 0,
    cameBack: row?.came_back ?? 0,
    byChannel: { email: row?.email ?? 0, sms: row?.sms ?? 0 },
  };
}

export async function updateCartReminderSettings(db: Database, input: CartReminderSettings) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ hours: shopSettings.cartReminderHours })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1));
    await tx
      .insert(shopSettings)
      .values({ id: 1, cartReminderHours: input.hours })
      .onConflictDoUpdate({
        target: shopSettings.id,
        set: { cartReminderHours: input.hours, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      action: 'cartReminders.settings',
      entity: 'shop',
      before: { hours: before?.hours ?? 3 },
      after: input,
    });
    return input;
  });
}
