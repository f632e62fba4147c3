/**
 * Admin side of online payments (issue 20): the order page's Payments panel and refund form, the
 * orders list's method filter, the dashboard's money split, and the refund route's own messages.
 */
export const adminPaymentsMessages = {
  // Gateways by name (the same in both languages: the brands write themselves so)
  'admin.payments.gateway.bkash': 'bKash',
  'admin.payments.gateway.sslcommerz': 'SSLCommerz',

  // The Payments panel
  'admin.payments.title': 'Online Payments',
  // The payment status control of an order paid online (order-status-controls.tsx)
  'admin.payments.statusByGateway':
    'The gateway sets this payment: {status}. Refunds go through Online Payments below.',
  'admin.payments.loadFailed': 'The payment attempts could not be loaded.',
  'admin.payments.none': 'No payment attempt yet: the customer has not gone to the gateway.',
  'admin.payments.attempt': 'Attempt {number} · {gateway}',
  'admin.payments.paymentId': 'Payment ID',
  'admin.payments.trxId': 'Transaction ID',
  'admin.payments.reference': 'Our reference',
  'admin.payments.amount': 'Amount',
  'admin.payments.refunded': 'Refunded',
  'admin.payments.started': 'Started',
  'admin.payments.settled': 'Settled',
  'admin.payments.status.started': 'Started',
  'admin.payments.status.completed': 'Completed',
  'admin.payments.status.failed': 'Failed',
  'admin.payments.status.cancelled': 'Cancelled',
  'admin.payments.status.expired': 'Expired',
  'admin.payments.calls': 'Gateway calls',
  'admin.payments.callsNone': 'No calls recorded.',
  'admin.payments.call.ok': 'OK',
  'admin.payments.call.failed': 'Failed',
  'admin.payments.call.http': 'HTTP {status}',
  'admin.payments.call.noAnswer': 'No answer',
  'admin.payments.call.duration': '{ms} ms',
  'admin.payments.operation.token': 'Token',
  'admin.payments.operation.create': 'Create',
  'admin.payments.operation.execute': 'Execute',
  'admin.payments.operation.validate': 'Validate',
  'admin.payments.operation.query': 'Status query',
  'admin.payments.operation.refund': 'Refund',
  'admin.payments.operation.callback': 'Callback',
  'admin.payments.operation.ipn': 'IPN',
  'admin.payments.refunds': 'Refunds',
  'admin.payments.refund.done': 'Done',
  'admin.payments.refund.pending': 'In progress',
  'admin.payments.refund.failed': 'Failed',
  'admin.payments.refund.gatewayId': 'Refund ID {id}',

  // The refund form
  'admin.refund.title': 'Refund',
  'admin.refund.left': 'Up to {amount} can be refunded through {gateway}.',
  'admin.refund.nothingLeft': 'Nothing is left to refund on this order.',
  'admin.refund.amount': 'Amount (৳)',
  'admin.refund.amountHint': 'In taka, e.g. 500 or 499.50',
  'admin.refund.reason': 'Reason',
  'admin.refund.reasonPlaceholder': 'e.g. one item out of stock',
  'admin.refund.all': 'Refund all',
  'admin.refund.submit': 'Refund {amount}',
  'admin.refund.submitPlain': 'Refund',
  'admin.refund.working': 'Refunding…',
  'admin.refund.done': 'Refunded {amount}',
  'admin.refund.failed': 'The refund did not go through',
  'admin.refund.confirm.title': 'Refund {amount}?',
  'admin.refund.confirm.description':
    '{gateway} sends the money back to the customer. A refund cannot be taken back.',
  'admin.refund.error.amount': 'Enter an amount of at least ৳1 with at most 2 decimals',
  'admin.refund.error.tooMuch': 'At most {amount} is left to refund',
  'admin.refund.error.reason': 'Give a reason (up to 200 characters)',

  // Server answers and the history line
  'admin.refund.server.nothing': 'This order has no completed online payment left to refund.',
  'admin.refund.server.tooMuch': 'Only {left} of this payment is left to refund.',
  'admin.refund.server.notConfigured':
    '{gateway} is not set up on this server, so it cannot refund. Nothing was refunded.',
  'admin.refund.server.unavailable':
    '{gateway} could not be reached, so nothing was refunded. Try again in a few minutes.',
  'admin.refund.server.refused': '{gateway} refused the refund ({reason}). Nothing was refunded.',
  'admin.refund.note':
    'Refunded {amount} of {total} by {gateway} (refund trx {refundId}): {reason}',

  // Orders list: the method filter
  'admin.orders.paymentMethod': 'Payment method',
  'admin.orders.allMethods': 'All methods',

  // Dashboard: where the money stands
  'admin.stats.paidOnline': 'Paid online',
  'admin.stats.paidOnlineHint': 'Completed bKash and SSLCommerz payments, less refunds',
  'admin.stats.paidManually': 'Paid manually',
  'admin.stats.paidManuallyHint': 'bKash and bank transfers an admin checked',
  'admin.stats.cashToCollect': 'Cash to collect',
  'admin.stats.cashOrders.one': 'On {count} order not yet delivered or cancelled',
  'admin.stats.cashOrders.other': 'On {count} orders not yet delivered or cancelled',
  'admin.stats.heading': 'Where the money stands',

  // Payment link (payment-link-panel.tsx, docs/decisions/034)
  'admin.payLink.title': 'Payment Link',
  'admin.payLink.help':
    'Text the customer a link to pay online or confirm cash on delivery. Sending again replaces the last link.',
  'admin.payLink.send': 'Send payment link',
  'admin.payLink.again': 'Send a new link',
  'admin.payLink.sending': 'Sending…',
  // {phone} is the order's phone number
  'admin.payLink.sent': 'Sent by SMS to {phone}. Copy it into the chat too:',
  'admin.payLink.notSent': '{phone} is not a Bangladeshi mobile, so no SMS went. Copy the link:',
  'admin.payLink.url': 'Payment link',
  'admin.payLink.copy': 'Copy',
  'admin.payLink.copied': 'Copied',
  // {when} is a date and time
  'admin.payLink.expires': 'Works until {when}.',
} as const;
