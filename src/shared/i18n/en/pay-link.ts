/** The payment link's page, /pay/:token (issue 39, docs/decisions/034). */
export const payLinkMessages = {
  'payLink.title': 'Pay for your order',
  // {number} is the short order number
  'payLink.heading': 'Order #{number}',
  'payLink.intro': 'Check your order, then pay online or confirm cash on delivery.',
  'payLink.items': 'Your items',
  'payLink.quantity': 'Qty {count}',
  'payLink.discount': 'Discount',
  'payLink.deliveryTo': 'Delivery to',
  'payLink.choose': 'How would you like to pay?',
  'payLink.payBkash': 'Pay {total} with bKash',
  'payLink.payCard': 'Pay {total} by card or mobile banking (SSLCommerz)',
  'payLink.cod': 'Confirm cash on delivery ({total})',
  // {charge} is the cash-on-delivery charge outside Dhaka
  'payLink.codCharge': 'Cash on delivery outside Dhaka adds a {charge} charge.',
  'payLink.expires': 'This link works until {when}.',
  'payLink.working': 'Please wait…',
  'payLink.loadFailed': 'We could not open this payment link.',
  'payLink.tryAgain': 'Try again',
  'payLink.confirmed.heading': 'Order confirmed',
  // {number} is the short order number, {total} what to pay the courier
  'payLink.confirmed.body':
    'Order #{number} is confirmed. Please pay {total} in cash when it is delivered. We will SMS you when it ships.',
  'payLink.continue': 'Continue shopping',
} as const;
