/** The e-mails an order sends its shopper: confirmation when placed, notice when cancelled. */
import { formatMoney } from '#shared/money';
import { LOCATION_LABELS, PAYMENT_METHOD_LABELS } from '#shared/order-display';
import { type Order, shortOrderId } from '#shared/schemas/order';
import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';
import { type EmailRow, renderActionEmail } from '../../mail/templates';

function orderRows(order: Order): EmailRow[] {
  return [
    ...order.items.map((item) => ({
      label: `${item.quantity} × ${item.name}`,
      value: formatMoney(item.unitPrice * item.quantity, { decimals: true }),
    })),
    { label: 'Subtotal', value: formatMoney(order.subtotal, { decimals: true }) },
    {
      label: `Shipping (${LOCATION_LABELS[order.location]})`,
      value: formatMoney(order.shipping, { decimals: true }),
    },
    ...(order.codCharge > 0
      ? [{ label: 'COD charge', value: formatMoney(order.codCharge, { decimals: true }) }]
      : []),
    { label: 'Total', value: formatMoney(order.total, { decimals: true }), strong: true },
  ];
}

function paymentParagraph(order: Order, config: Config): string {
  const total = formatMoney(order.total, { decimals: true });
  if (order.paymentMethod === 'cod') {
    return `You pay ${total} in cash when the parcel arrives.`;
  }
  const { messengerUrl, facebookPageUrl } = config.shop;
  return `You paid ${total} by ${PAYMENT_METHOD_LABELS[order.paymentMethod]} (transaction ID ${order.transactionId}). We check every payment by hand and e-mail you once it is confirmed; to speed this up, confirm it with us on Messenger (${messengerUrl}) or our Facebook page (${facebookPageUrl}).`;
}

function orderLink(config: Config, order: Order): string {
  return `${config.publicUrl}/account/orders/${order.id}`;
}

export function sendOrderPlacedEmail(mailer: Mailer, config: Config, order: Order) {
  const link = orderLink(config, order);
  mailer.sendInBackground({
    to: order.email,
    subject: `Your ${config.shop.name} order #${shortOrderId(order.id)}`,
    link,
    ...renderActionEmail({
      shopName: config.shop.name,
      shopEmail: config.shop.email,
      heading: 'Thank you for your order!',
      paragraphs: [
        `Hello ${order.firstName}, we have received your order #${shortOrderId(order.id)}.`,
        paymentParagraph(order, config),
        `It goes to: ${order.firstName} ${order.lastName}, ${order.address}, ${order.city}${order.zipCode ? ` ${order.zipCode}` : ''} (${order.phone}).`,
      ],
      rows: orderRows(order),
      action: { label: 'View Order', url: link },
      footnote: 'You can follow your order, or cancel it until it ships, from your account.',
    }),
  });
}

export function sendOrderCancelledEmail(mailer: Mailer, config: Config, order: Order) {
  const link = orderLink(config, order);
  const paid = order.paymentMethod !== 'cod';
  mailer.sendInBackground({
    to: order.email,
    subject: `Your ${config.shop.name} order #${shortOrderId(order.id)} is cancelled`,
    link,
    ...renderActionEmail({
      shopName: config.shop.name,
      shopEmail: config.shop.email,
      heading: 'Your order is cancelled',
      paragraphs: [
        `Hello ${order.firstName}, order #${shortOrderId(order.id)} has been cancelled.`,
        paid
          ? 'If your payment reached us, we refund it to the account it came from within 7-10 business days.'
          : 'Nothing was charged, as you were paying on delivery.',
      ],
      rows: orderRows(order),
      action: { label: 'View Order', url: link },
      footnote: `Questions? Reply to this e-mail or write to ${config.shop.email}.`,
    }),
  });
}

const STATUS_NEWS: Record<string, string> = {
  processing: 'We are preparing your order.',
  shipped: 'Your order is on its way. It usually arrives within 3-5 business days.',
  delivered:
    'Your order has been delivered. We hope you love it, and a review helps other shoppers.',
};

const PAYMENT_NEWS: Record<string, string> = {
  completed: 'We have received and confirmed your payment. Thank you!',
  failed: `We could not confirm your payment. Please check the transaction ID, or contact us so we can sort it out.`,
  refunded: 'Your payment has been refunded to the account it came from.',
};

/** An admin moved the order or its payment along; cancellations use the notice above. */
export function sendOrderUpdatedEmail(
  mailer: Mailer,
  config: Config,
  order: Order,
  kind: 'status' | 'payment',
) {
  if (kind === 'status' && order.status === 'cancelled') {
    sendOrderCancelledEmail(mailer, config, order);
    return;
  }
  const news = kind === 'status' ? STATUS_NEWS[order.status] : PAYMENT_NEWS[order.paymentStatus];
  if (!news) return;
  const link = orderLink(config, order);
  const what = kind === 'status' ? `is ${order.status}` : `payment is ${order.paymentStatus}`;
  mailer.sendInBackground({
    to: order.email,
    subject: `Your ${config.shop.name} order #${shortOrderId(order.id)} ${what}`,
    link,
    ...renderActionEmail({
      shopName: config.shop.name,
      shopEmail: config.shop.email,
      heading: `Order #${shortOrderId(order.id)}: ${kind === 'status' ? order.status : `payment ${order.paymentStatus}`}`,
      paragraphs: [`Hello ${order.firstName},`, news],
      rows: orderRows(order),
      action: { label: 'View Order', url: link },
      footnote: `Questions? Reply to this e-mail or write to ${config.shop.email}.`,
    }),
  });
}
