/**
 * A signed-in shopper's "Notify me when it's back" (docs/decisions/045): asked only for a sold-out
 * variant of an active product, by a channel her account can be reached on, once until told.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '#shared/i18n/languages';
import { msg } from '#shared/i18n/translator';
import type {
  MyStockAlerts,
  StockAlert,
  StockAlertChannel,
  StockAlertInput,
} from '#shared/schemas/stock-alert';
import type { Database, Transaction } from '../../db/client';
import { products, productVariants, stockAlerts, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { isMailable } from '../../mail/mailer';

/** Where her account can be told: a verified phone, a real e-mail address (not a placeholder). */
async function reachOf(db: Database | Transaction, userId: string) {
  const [user] = await db
    .select({
      email: users.email,
      phone: users.phoneNumber,
      phoneVerified: users.phoneNumberVerified,
    })
    .from(users)
    .where(eq(users.id, userId));
  const reach: Partial<Record<StockAlertChannel, string>> = {};
  if (user?.phone && user.phoneVerified) reach.sms = user.phone;
  if (user && isMailable(user.email)) reach.email = user.email;
  return reach;
}

function toStockAlert(row: typeof stockAlerts.$inferSelect): StockAlert {
  return {
    id: row.id,
    variantId: row.variantId,
    channel: row.channel,
    recipient: row.recipient,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function myStockAlerts(
  db: Database,
  userId: string,
  productId: number,
): Promise<MyStockAlerts> {
  const rows = await db
    .select({ alert: stockAlerts })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(
      and(
        eq(stockAlerts.userId, userId),
        eq(productVariants.productId, productId),
        isNull(stockAlerts.sentAt),
      ),
    )
    .orderBy(stockAlerts.id);
  const reach = await reachOf(db, userId);
  return {
    alerts: rows.map((row) => toStockAlert(row.alert)),
    channels: (['sms', 'email'] as const).flatMap((channel) => {
      const recipient = reach[channel];
      return recipient ? [{ channel, recipient }] : [];
    }),
  };
}

/** The variant asked about (a product without options: its one), read FOR SHARE; 404 if none. */
async function lockVariant(tx: Transaction, productId: number, variantId: number | undefined) {
  const variants = await tx
    .select({
      id: productVariants.id,
      stock: productVariants.stockQuantity,
      hasOptions: sql<boolean>`${productVariants.option1} IS NOT NULL`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        variantId === undefined ? undefined : eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        eq(productVariants.status, 'active'),
        eq(products.status, 'active'),
      ),
    )
    .orderBy(productVariants.id)
    .for('share', { of: productVariants });
  const variant = variants[0];
  if (!variant) throw new HttpError(404, msg('errors.stockAlert.notFound'));
  if (variantId === undefined && (variant.hasOptions || variants.length > 1)) {
    throw new HttpError(400, msg('stockAlerts.validation.variant'));
  }
  return variant;
}

/**
 * The variant's row is read FOR SHARE: a restock waits for this ask to commit, so its trigger wakes
 * it, or commits first and this ask sees the stock and is refused.
 */
export async function askForStockAlert(
  db: Database,
  userId: string,
  productId: number,
  input: StockAlertInput,
  language: Language,
): Promise<StockAlert> {
  return db.transaction(async (tx) => {
    const variant = await lockVariant(tx, productId, input.variantId);
    if (variant.stock > 0) throw new HttpError(409, msg('errors.stockAlert.inStock'), 'IN_STOCK');
    const recipient = (await reachOf(tx, userId))[input.channel];
    if (!recipient) {
      const why =
        input.channel === 'sms' ? 'errors.stockAlert.noPhone' : 'errors.stockAlert.noEmail';
      throw new HttpError(400, msg(why));
    }
    const [row] = await tx
      .insert(stockAlerts)
      .values({ variantId: variant.id, userId, channel: input.channel, recipient, language })
      .onConflictDoNothing({
        target: [stockAlerts.variantId, stockAlerts.userId],
        where: sql`${stockAlerts.sentAt} IS NULL`,
      })
      .returning();
    if (!row) throw new HttpError(409, msg('errors.stockAlert.already'), 'ALREADY_ASKED');
    return toStockAlert(row);
  });
}

/** Her own ask, not yet sent; another's or a sent one is a 404 alike. */
export async function cancelStockAlert(db: Database, userId: string, alertId: number) {
  const removed = await db
    .delete(stockAlerts)
    .where(
      and(eq(stockAlerts.id, alertId), eq(stockAlerts.userId, userId), isNull(stockAlerts.sentAt)),
    )
    .returning({ id: stockAlerts.id });
  if (removed.length === 0) throw new HttpError(404, msg('errors.stockAlert.gone'));
}
