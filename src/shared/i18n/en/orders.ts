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

  // Account → Orders tab (features/orders/components/orders-tab.tsx)
  'orders.tab.loading': 'Loading orders',
  'orders.tab.loadFailed': 'Failed to load orders',
  'orders.tab.tryAgain': 'Try Again',
  'orders.tab.emptyTitle': 'No orders yet',
  'orders.tab.emptyBody': 'When you place an order, it will appear here with its status.',
  'orders.tab.startShopping': 'Start Shopping',
  'orders.tab.heading': 'Order History',
  'orders.tab.order': 'Order',
  'orders.tab.date': 'Date',
  'orders.tab.status': 'Status',
  'orders.tab.items': 'Items',
  'orders.tab.total': 'Total',
  'orders.tab.viewDetails': 'View Details',
  'orders.tab.viewDetailsLabel': 'View Details of order #{id}',

  // Order page (features/orders/pages/order-detail-page.tsx)
  'orders.detail.title': 'Order #{id}',
  'orders.detail.heading': 'Order #{id}',
  'orders.detail.order': 'Order',
  'orders.detail.placedOn': 'Placed on {date}',
  'orders.detail.backToOrders': 'Back to Orders',
  'orders.detail.notFoundTitle': 'Order not found',
  'orders.detail.notFound': 'Order not found',
  'orders.detail.notFoundBody': 'We could not find this order in your account.',
  'orders.detail.loadFailed': 'We could not load this order. Please try again.',
  'orders.detail.tryAgain': 'Try Again',

  // Order page sections (features/orders/components/order-sections.tsx, status-history.tsx)
  'orders.section.items': 'Items',
  'orders.section.summary': 'Order Summary',
  'orders.section.payment': 'Payment',
  'orders.section.shippingAddress': 'Shipping Address',
  'orders.section.history': 'Status History',
  'orders.lineTotal': 'Line total',
  'orders.summary.subtotal': 'Subtotal',
  'orders.summary.shipping': 'Shipping',
  'orders.summary.codCharge': 'COD Charge',
  'orders.summary.total': 'Total',
  'orders.payment.method': 'Method',
  'orders.payment.transactionId': 'Transaction ID',
  'orders.payment.status': 'Payment status',
  'orders.payment.screenshot': 'Payment screenshot',
  'orders.payment.screenshotAlt': 'Payment screenshot (opens full size in a new tab)',

  // Cancelling (features/orders/components/cancel-order-dialog.tsx, api/cancel-order.ts)
  'orders.cancel.button': 'Cancel Order',
  'orders.cancel.title': 'Cancel this order?',
  'orders.cancel.body':
    'The items go back on sale. If you have already paid, the shop will refund the amount to you.',
  'orders.cancel.keep': 'Keep Order',
  'orders.cancel.cancelling': 'Cancelling…',
  'orders.cancel.done': 'Order cancelled',
  'orders.cancel.failed': 'Failed to cancel order',
  // The way to /track (the page's own words load with it: area-words.ts).
  'track.link': 'Track Order',
  'track.signedOut.prompt': 'Ordered on another phone or for someone else?',
};
