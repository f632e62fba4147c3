/**
 * Online payments as the shopper sees them (issue 20): the online methods in step 3, the review's
 * note, the payment result pages' reasons and buttons, and Pay now on a pending online order. Part
 * of the lazy checkout catalogue; the order page loads this file on its own when it needs it.
 */
export const payments = {
  // Step 3 (features/checkout/components/payment-method-step.tsx)
  'payments.method.bkashOnline': 'Pay now on bKash’s secure page with your bKash number and PIN.',
  'payments.method.sslcommerz':
    'Pay now by card, Nagad, Rocket or internet banking on the SSLCommerz page.',

  // Review (features/checkout/components/order-review.tsx)
  'payments.review.next': 'After you place the order, you pay {amount} on the next page.',

  // /checkout/success and /checkout/failed (features/checkout/pages/checkout-result-pages.tsx)
  'payments.success.viewOrder': 'View Order',
  'payments.failed.reason.cancelled': 'You cancelled the payment, so nothing was charged.',
  'payments.failed.reason.failed': 'The payment gateway refused the payment.',
  'payments.failed.reason.unavailable':
    'We could not reach the payment gateway. Nothing was charged.',
  'payments.failed.orderKept':
    'Your order is saved and waiting: pay again, or pay cash on delivery instead.',

  // Pay buttons (failed page and the order page)
  'payments.action.payNow': 'Pay now',
  'payments.action.cod': 'Pay cash on delivery instead',
  'payments.action.working': 'Please wait…',
  'payments.toast.cod': 'Your order is now cash on delivery',
  'payments.toast.codBody': 'Pay when it arrives. We will let you know when it ships.',
  'payments.toast.payFailed': 'Could not open the payment page',
  'payments.toast.codFailed': 'Could not change the payment method',

  // Order page (features/orders/components/pay-online-panel.tsx)
  'payments.order.heading': 'Payment not received yet',
  'payments.order.body':
    'This order waits for its online payment. Pay now, or choose cash on delivery.',
};
