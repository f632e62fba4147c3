/**
 * Order news by SMS (server/modules/orders/order-sms.ts). Each fits one SMS part for typical values:
 * English in GSM-7 characters only (160 a part), so money is 'Tk', never ৳, and no names.
 * {shop} is the shop's name, {orderId} the short order number, {total} the amount without a sign.
 */
export const smsOrderMessages = {
  'sms.order.placed.cod':
    '{shop}: order #{orderId} received. Total Tk {total}, paid in cash on delivery. We will SMS you when it ships.',
  // {bkashNumber} is the shop's bKash number the shopper sent money to
  'sms.order.placed.bkash':
    '{shop}: order #{orderId} received. Tk {total} by bKash Send Money to {bkashNumber}, TrxID {transactionId}. We will SMS you once it is checked.',
  // {bank} is the bank's name, {accountNumber} the shop's account
  'sms.order.placed.bank':
    '{shop}: order #{orderId} received. Tk {total} by transfer to {bank} A/C {accountNumber}, ref {transactionId}. We will SMS you once it is checked.',
  'sms.order.paymentVerified':
    '{shop}: your payment of Tk {total} for order #{orderId} is confirmed. Thank you!',
  // {link} opens the order on the track page
  'sms.order.shipped': '{shop}: order #{orderId} is on its way (3-5 days). Track it: {link}',
  'sms.order.delivered': '{shop}: order #{orderId} is delivered. We hope you love it!',
  'sms.order.cancelled.cod': '{shop}: order #{orderId} is cancelled. Nothing was charged.',
  'sms.order.cancelled.paid':
    '{shop}: order #{orderId} is cancelled. Your payment will be refunded to the account it came from.',
  // {link} opens the order to pay it or confirm cash on delivery (docs/decisions/034)
  'sms.order.paymentLink':
    '{shop}: order #{orderId}, Tk {total}. Pay online or confirm cash on delivery here: {link}',
};
