/** Orders: the shopper's list and detail, statuses, payment methods and history words. */
export const orders = {
  // Shared order words (src/shared/order-display.ts): shoppers, admins and e-mails
  'orders.method.bkash': 'bKash',
  'orders.method.bank': 'Bank Transfer',
  'orders.method.cod': 'Cash on Delivery',
  'orders.method.bkash_online': 'bKash (pay now)',
  'orders.method.sslcommerz': 'Card, Nagad, Rocket and more',
  'orders.location.dhaka': 'Inside Dhaka',
  'orders.location.outside': 'Outside Dhaka',
  'orders.status.pending': 'Pending',
  'orders.status.processing': 'Processing',
  'orders.status.shipped': 'Shipped',
  'orders.status.delivered': 'Delivered',
  'orders.status.cancelled': 'Cancelled',
  'orders.status.completed': 'Completed',
  'orders.status.failed': 'Failed',
  'orders.status.refunded': 'Refunded',
  'orders.event.placed': 'Order placed',
  'orders.event.status': 'Status: {from} → {to}',
  'orders.event.payment': 'Payment: {from} → {to}',

  // Order count (the sum of quantities, src/shared/order-display.ts itemCount)
  'orders.items.one': '{count} item',
  'orders.items.other': '{count} items',

  // The way to /track (the page's own words load with it: area-words.ts).
  'track.link': 'Track Order',
  'track.signedOut.prompt': 'Ordered on another phone or for someone else?',
};
