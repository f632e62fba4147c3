/**
 * The e-mail and SMS that tell a shopper what became of their return (issue 21,
 * server/modules/returns/return-news.ts): one short message per step. SMS in GSM-7 only (no ৳, no
 * names), one part for typical values.
 */
export const returnNewsMessages = {
  'mail.return.subject.requested': 'Your return of {shop} order #{orderId} is requested',
  'mail.return.subject.accepted': 'Your return of {shop} order #{orderId} is accepted',
  'mail.return.subject.refused': 'Your return of {shop} order #{orderId} was not accepted',
  'mail.return.subject.on_way_back': 'Your return of {shop} order #{orderId} is on its way to us',
  'mail.return.subject.received': 'We received your return of {shop} order #{orderId}',
  'mail.return.subject.refunded': 'Your return of {shop} order #{orderId} is refunded',
  'mail.return.heading.requested': 'Return requested for order #{orderId}',
  'mail.return.heading.accepted': 'Return accepted for order #{orderId}',
  'mail.return.heading.refused': 'Return not accepted for order #{orderId}',
  'mail.return.heading.on_way_back': 'Your return is on its way to us',
  'mail.return.heading.received': 'Your return has arrived',
  'mail.return.heading.refunded': 'Your refund is sent',
  'mail.return.news.requested':
    'We have your request to return the items below. We will look at it and tell you our decision soon.',
  'mail.return.news.accepted':
    'We accepted your return. We will arrange the pickup and tell you when a courier is coming, or you can bring the items to the shop.',
  // {note} is the admin's reason, in their own words
  'mail.return.news.refused': 'We could not accept your return: {note}',
  // {courier} is the courier's name, {code} its tracking code
  'mail.return.news.on_way_back':
    'Your return is on its way back to us with {courier}, tracking code {code}.',
  'mail.return.news.on_way_back.noCode': 'Your return is on its way back to us with {courier}.',
  // {date} is the last day of the refund
  'mail.return.news.received':
    'The items you returned have arrived. We will refund you by {date} at the latest.',
  // {amount} is the money, {method} one of the mail.return.method.* words
  'mail.return.news.refunded':
    'We refunded {amount} {method}. It can take a few days to show in your account.',
  'mail.return.method.gateway': 'the way you paid',
  'mail.return.method.bkash': 'by bKash',
  'mail.return.method.bank': 'by bank transfer',
  'mail.return.method.credit': 'as store credit on your account',
  'mail.return.note': 'Our note: {note}',
  // An item line: {quantity} x the item's name
  'mail.return.line': '{quantity} x {name}',
  'sms.return.requested': '{shop}: return of order #{orderId} requested. We will reply soon.',
  'sms.return.accepted': '{shop}: your return of order #{orderId} is accepted.',
  'sms.return.refused':
    '{shop}: your return of order #{orderId} was not accepted. See why in your order page.',
  'sms.return.on_way_back': '{shop}: your return of order #{orderId} is on its way. Code: {code}',
  'sms.return.on_way_back.noCode': '{shop}: your return of order #{orderId} is on its way to us.',
  'sms.return.received': '{shop}: we received your return of order #{orderId}.',
  'sms.return.refunded': '{shop}: we refunded Tk {amount} for your return of order #{orderId}.',
} as const;
