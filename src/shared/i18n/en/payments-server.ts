/**
 * Online payments on the server (issue 20): why paying is refused, and the order news of an online
 * order. Its 'placed' e-mail and SMS go once the gateway has confirmed the payment (or the shopper
 * switched to cash on delivery), so they never ask for money the shopper is paying online.
 */
export const paymentServerMessages = {
  'errors.payment.notConfigured':
    'This payment method is not available right now. Please choose another one.',
  'errors.payment.unavailable':
    'The payment service did not answer. Your order is kept: try again in a minute, or choose another payment method.',
  'errors.payment.notPayable':
    'This order cannot be paid online now: it is already paid or cancelled, or it is not paid online.',
  // {method} is the payment method's name, {transactionId} the gateway's transaction ID
  'mail.order.placed.paidOnline':
    'You paid {total} by {method} (transaction ID {transactionId}). The payment is confirmed: there is nothing more to do.',
  // Payment links (docs/decisions/034): the admin's refusals, then the shopper's
  'errors.payLink.orderPaid': 'This order is already paid: it needs no payment link.',
  'errors.payLink.orderCancelled': 'This order is cancelled: it cannot be paid any more.',
  'errors.payLink.orderConfirmed':
    'This order is not waiting for payment: it is already confirmed, so it needs no payment link.',
  'errors.payLink.notFound': 'This payment link does not work. Please ask the shop for a new one.',
  'errors.payLink.expired':
    'This payment link has expired. Please ask the shop to send you a new one.',
  'errors.payLink.used':
    'This payment link has been used: the order is already paid or confirmed. There is nothing more to do.',
  'errors.payLink.cancelled': 'This order was cancelled, so it cannot be paid any more.',
  'mail.order.cancelled.notPaid': 'No payment was taken for it.',
  'sms.order.placed.online':
    '{shop}: order #{orderId} received and paid, Tk {total}, TrxID {transactionId}. We will SMS you when it ships.',
};
