/** A return's news to its shopper, in the step's transaction (docs/decisions/024), as orders do. */
import { eq } from 'drizzle-orm';
import type { Language } from '#shared/i18n/languages';
import type { Translator } from '#shared/i18n/translator';
import { lineName } from '#shared/line-name';
import { TAKA_SIGN } from '#shared/money';
import { shortOrderId } from '#shared/orders';
import { normalizeBdMobile } from '#shared/phone';
import type { ReturnView } from '#shared/schemas/returns';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import { orders } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { renderActionEmail } from '../../mail/templates';
import { enqueueMail, enqueueMessage } from '../../messages/queue';
import { orderChannels } from '../orders';
import { readReturn } from './return-views';

type Shop = { db: Transaction; config: Config };
type OrderFacts = { id: string; email: string; firstName: string; phone: string };

/** Brand names stay in Latin letters in both languages, as on the couriers' own pages. */
function courierName(pickup: NonNullable<ReturnView['pickup']>): string {
  if (pickup.courier === 'steadfast') return 'Steadfast';
  if (pickup.courier === 'pathao') return 'Pathao';
  return pickup.courierLabel ?? '';
}

function story(translator: Translator, found: ReturnView): string[] {
  const { t } = translator;
  const note = found.decisionNote;
  switch (found.status) {
    case 'requested':
      return [t('mail.return.news.requested')];
    case 'accepted':
      return [t('mail.return.news.accepted'), ...(note ? [t('mail.return.note', { note })] : [])];
    case 'refused':
      return [t('mail.return.news.refused', { note: note ?? '' })];
    case 'on_way_back': {
      const courier = found.pickup ? courierName(found.pickup) : '';
      const code = found.pickup?.trackingCode;
      return [
        code
          ? t('mail.return.news.on_way_back', { courier, code })
          : t('mail.return.news.on_way_back.noCode', { courier }),
      ];
    }
    case 'received':
      return [
        t('mail.return.news.received', {
          date: found.refundDueBy ? translator.date(found.refundDueBy) : '',
        }),
      ];
    case 'refunded':
      return [
        t('mail.return.news.refunded', {
          amount: translator.money(found.refund?.amount ?? 0, { decimals: true }),
          method: t(`mail.return.method.${found.refund?.method ?? 'gateway'}`),
        }),
      ];
  }
}

function queueEmail(shop: Shop, order: OrderFacts, found: ReturnView, translator: Translator) {
  const { t } = translator;
  const { config } = shop;
  const orderId = shortOrderId(order.id);
  const url = `${config.publicUrl}/account/orders/${order.id}`;
  return enqueueMail(shop.db, {
    topic: `return.${found.status}`,
    dedupeKey: `return:${found.id}:${found.status}:email`,
    orderId: order.id,
    to: order.email,
    subject: t(`mail.return.subject.${found.status}`, { shop: config.shop.name, orderId }),
    link: url,
    ...renderActionEmail(translator, {
      shopName: config.shop.name,
      shopEmail: config.shop.email,
      heading: t(`mail.return.heading.${found.status}`, { orderId }),
      paragraphs: [
        t('mail.order.updated.greeting', { firstName: order.firstName }),
        ...story(translator, found),
      ],
      rows: found.lines.map((line) => ({
        label: t('mail.return.line', {
          quantity: line.quantity,
          name: lineName(line.name, line.variantTitle),
        }),
        value: translator.money(line.unitPrice * line.quantity - line.discount, { decimals: true }),
      })),
      action: { label: t('mail.order.view'), url },
      footnote: t('mail.order.questions', { email: config.shop.email }),
    }),
  });
}

export function returnSmsText(
  translator: Translator,
  shopName: string,
  orderId: string,
  found: ReturnView,
): string {
  const { t } = translator;
  const base = { shop: shopName, orderId: shortOrderId(orderId) };
  switch (found.status) {
    case 'on_way_back': {
      const code = found.pickup?.trackingCode;
      return code
        ? t('sms.return.on_way_back', { ...base, code })
        : t('sms.return.on_way_back.noCode', base);
    }
    case 'refunded':
      return t('sms.return.refunded', {
        ...base,
        // No ৳ in an SMS: it is not a GSM-7 character.
        amount: translator.money(found.refund?.amount ?? 0).replace(TAKA_SIGN, ''),
      });
    default:
      return t(`sms.return.${found.status}`, base);
  }
}

export type ReturnStep = { orderId: string; returnId: string };

async function queueReturnNews(
  shop: Shop,
  step: ReturnStep,
  requestLanguage: Language,
): Promise<void> {
  // One after another: a transaction is one connection.
  const found = await readReturn(shop.db, step.returnId);
  const [order] = await shop.db
    .select({
      id: orders.id,
      email: orders.email,
      firstName: orders.firstName,
      phone: orders.phone,
    })
    .from(orders)
    .where(eq(orders.id, step.orderId));
  if (!found || !order || found.orderId !== order.id) {
    throw new Error(`return news: no return ${step.returnId} of order ${step.orderId}`);
  }
  const channels = await orderChannels(shop.db, step.orderId);
  const translator = translatorFor(channels.language ?? requestLanguage);
  // A phone-made account's placeholder address is never queued (enqueueMail).
  if (channels.email) await queueEmail(shop, order, found, translator);
  const recipient = normalizeBdMobile(order.phone);
  if (!channels.sms || !recipient) return;
  await enqueueMessage(shop.db, {
    channel: 'sms',
    recipient,
    topic: `return.${found.status}`,
    body: returnSmsText(translator, shop.config.shop.name, order.id, found),
    dedupeKey: `return:${found.id}:${found.status}:sms`,
    orderId: order.id,
  });
}

export type TellShopper = (tx: Transaction, step: ReturnStep) => Promise<void>;

export function returnNewsInTransaction(config: Config, language: Language): TellShopper {
  return (tx, step) => queueReturnNews({ db: tx, config }, step, language);
}
