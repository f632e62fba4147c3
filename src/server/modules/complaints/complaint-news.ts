/**
 * The shop's answer to a complaint reaches its shopper in the answer's transaction
 * (docs/decisions/024). By SMS too when the order has no account: the shopper asked on /track from
 * that phone and expects the answer there; an account's SMS switch decides otherwise.
 */
import { eq } from 'drizzle-orm';
import type { Language } from '#shared/i18n/languages';
import { shortOrderId } from '#shared/orders';
import { normalizeBdMobile } from '#shared/phone';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import { complaints, orders } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { renderActionEmail } from '../../mail/templates';
import { enqueueMail, enqueueMessage } from '../../messages/queue';
import { orderChannels } from '../orders';

export type ComplaintNews =
  | { kind: 'reply'; complaintId: string; messageId: number; text: string }
  | { kind: 'resolved'; complaintId: string };

export async function queueComplaintNews(
  tx: Transaction,
  config: Config,
  news: ComplaintNews,
  requestLanguage: Language,
): Promise<void> {
  const [found] = await tx
    .select({ complaint: complaints, order: orders })
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(eq(complaints.id, news.complaintId));
  if (!found) throw new Error(`complaint news: no complaint ${news.complaintId}`);
  const { complaint, order } = found;
  const channels = await orderChannels(tx, order.id);
  const translator = translatorFor(channels.language ?? requestLanguage);
  const { t } = translator;
  const orderId = shortOrderId(order.id);
  const base = { shop: config.shop.name, orderId };
  // The SMS's link is the short one (/track asks for the phone too); an e-mail opens the order.
  const trackUrl = `${config.publicUrl}/track?order=${orderId.toUpperCase()}`;
  const url = order.userId ? `${config.publicUrl}/account/orders/${order.id}` : trackUrl;
  const key =
    news.kind === 'reply'
      ? `complaint:${complaint.id}:${news.messageId}`
      : `complaint:${complaint.id}:resolved`;
  const story =
    news.kind === 'reply'
      ? [news.text]
      : [
          t('mail.complaint.resolvedAs', {
            resolution: t(`complaint.resolution.${complaint.resolution ?? 'explained'}`),
          }),
          complaint.resolutionNote ?? '',
        ];

  // A phone-made account's placeholder address is never queued (enqueueMail).
  if (channels.email) {
    await enqueueMail(tx, {
      topic: `complaint.${news.kind}`,
      dedupeKey: `${key}:email`,
      orderId: order.id,
      to: order.email,
      subject: t(`mail.complaint.subject.${news.kind}`, base),
      link: url,
      ...renderActionEmail(translator, {
        shopName: config.shop.name,
        shopEmail: config.shop.email,
        heading: t(`mail.complaint.heading.${news.kind}`, { orderId }),
        paragraphs: [t('mail.order.updated.greeting', { firstName: order.firstName }), ...story],
        action: { label: t('mail.order.view'), url },
        footnote: t('mail.order.questions', { email: config.shop.email }),
      }),
    });
  }
  const recipient = normalizeBdMobile(order.phone);
  if (!recipient || (order.userId && !channels.sms)) return;
  await enqueueMessage(tx, {
    channel: 'sms',
    recipient,
    topic: `complaint.${news.kind}`,
    body: t(`sms.complaint.${news.kind}`, { ...base, url: trackUrl }),
    dedupeKey: `${key}:sms`,
    orderId: order.id,
  });
}
