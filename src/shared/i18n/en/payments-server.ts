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
  'mail.order.cancelled.notPaid': 'No payment was taken for it.',
  'sms.order.placed.online':
    '{shop}: order #{orderId} received and paid, Tk {total}, TrxID {transactionId}. We will SMS you when it ships.',
};
