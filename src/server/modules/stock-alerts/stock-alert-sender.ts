/**
 * Turns the asks a restock woke (migration 0043's trigger) into messages in the outgoing queue, each
 * once (its dedupe key, and `sent_at` in the same transaction). Any server may run it: a woken ask
 * is claimed with SKIP LOCKED, so two runs never send the same one.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { products, productVariants, stockAlerts } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { renderActionEmail } from '../../mail/templates';
import { enqueueMail, enqueueMessage } from '../../messages/queue';

/** Claimed per run; a bigger restock is finished by the next runs. */
const BATCH = 100;

type Woken = {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  language: 'en' | 'bn';
  productId: number;
  variantId: number;
  name: string;
  /** 'Rose 03' or 'Rose 03 / 30 ml'; '' for a product without options. */
  options: string;
  onSale: boolean;
};

/** Returns how many messages it queued. */
export async function sendWokenStockAlerts(db: Database, config: Config): Promise<number> {
  return db.transaction(async (tx) => {
    const woken: Woken[] = await tx
      .select({
        id: stockAlerts.id,
        channel: stockAlerts.channel,
        recipient: stockAlerts.recipient,
        language: stockAlerts.language,
        productId: products.id,
        variantId: productVariants.id,
        name: products.name,
        options: sql<string>`concat_ws(' / ', ${productVariants.option1}, ${productVariants.option2}, ${productVariants.option3})`,
        onSale: sql<boolean>`${products.status} = 'active' AND ${productVariants.status} = 'active'`,
      })
      .from(stockAlerts)
      .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(isNotNull(stockAlerts.wokenAt), isNull(stockAlerts.sentAt)))
      .orderBy(asc(stockAlerts.wokenAt), asc(stockAlerts.createdAt), asc(stockAlerts.id))
      .limit(BATCH)
      .for('update', { of: stockAlerts, skipLocked: true });
    let queued = 0;
    for (const alert of woken) {
      if (!alert.onSale) {
        // Back in the stockroom but not on sale: she waits for the next time it comes back.
        await tx.update(stockAlerts).set({ wokenAt: null }).where(eq(stockAlerts.id, alert.id));
        continue;
      }
      await queueNews(tx, config, alert);
      await tx.update(stockAlerts).set({ sentAt: sql`now()` }).where(eq(stockAlerts.id, alert.id));
      queued += 1;
    }
    return queued;
  });
}

async function queueNews(tx: Transaction, config: Config, alert: Woken) {
  const translator = translatorFor(alert.language);
  const { t } = translator;
  const product = alert.options ? `${alert.name} (${alert.options})` : alert.name;
  const url = `${config.publicUrl}/product/${alert.productId}?variant=${alert.variantId}`;
  const dedupeKey = `stock-alert:${alert.id}`;
  if (alert.channel === 'sms') {
    await enqueueMessage(tx, {
      channel: 'sms',
      recipient: alert.recipient,
      topic: 'stock.back',
      body: t('sms.stockAlert', { shop: config.shop.name, product, url }),
      dedupeKey,
    });
    return;
  }
  await enqueueMail(tx, {
    topic: 'stock.back',
    dedupeKey,
    to: alert.recipient,
    subject: t('mail.stockAlert.subject', { shop: config.shop.name, product }),
    link: url,
    ...renderActionEmail(translator, {
      shopName: config.shop.name,
      shopEmail: config.shop.email,
      heading: t('mail.stockAlert.heading', { product }),
      paragraphs: [t('mail.stockAlert.body', { product })],
      action: { label: t('mail.stockAlert.action'), url },
      footnote: t('mail.order.questions', { email: config.shop.email }),
    }),
  });
}
