/** The shop's e-mails, written in the recipient's language ({shop} is the shop's name). */
export const mail = {
  // The layout every e-mail shares
  'mail.layout.linkFallback': 'If the button does not work, copy this link into your browser:',
  // Account: verification and password reset
  'mail.verify.subject': 'Verify your email for {shop}',
  'mail.verify.heading': 'Welcome! Please verify your email',
  'mail.verify.thanks': 'Thank you for creating an account with {shop}.',
  'mail.verify.confirm':
    'Confirm your e-mail address with the button below, then sign in. The link works for 24 hours.',
  'mail.verify.action': 'Verify Email',
  'mail.verify.footnote': 'If you did not create an account, ignore this e-mail.',
  'mail.reset.subject': 'Reset your {shop} password',
  'mail.reset.heading': 'Reset your password',
  'mail.reset.requested': 'We received a request to reset the password of your account.',
  'mail.reset.choose':
    'Choose a new password with the button below. The link works once, for one hour.',
  'mail.reset.action': 'Reset Password',
  'mail.reset.footnote':
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  // Orders: the lines and totals every order e-mail lists
  'mail.order.subtotal': 'Subtotal',
  'mail.order.shipping': 'Shipping ({location})',
  'mail.order.codCharge': 'COD charge',
  'mail.order.total': 'Total',
  'mail.order.view': 'View Order',
  'mail.order.questions': 'Questions? Reply to this e-mail or write to {email}.',
  // Orders: placed
  'mail.order.placed.subject': 'Your {shop} order #{orderId}',
  'mail.order.placed.heading': 'Thank you for your order!',
  'mail.order.placed.received': 'Hello {firstName}, we have received your order #{orderId}.',
  'mail.order.placed.payOnDelivery': 'You pay {total} in cash when the parcel arrives.',
  'mail.order.placed.paid':
    'You paid {total} by {method} (transaction ID {transactionId}). We check every payment by hand and e-mail you once it is confirmed; to speed this up, confirm it with us on Messenger ({messengerUrl}) or our Facebook page ({facebookPageUrl}).',
  'mail.order.placed.address': 'It goes to: {address} ({phone}).',
  'mail.order.placed.footnote':
    'You can follow your order, or cancel it until it ships, from your account.',
  // Orders: cancelled
  'mail.order.cancelled.subject': 'Your {shop} order #{orderId} is cancelled',
  'mail.order.cancelled.heading': 'Your order is cancelled',
  'mail.order.cancelled.intro': 'Hello {firstName}, order #{orderId} has been cancelled.',
  'mail.order.cancelled.refund':
    'If your payment reached us, we refund it to the account it came from within 7-10 business days.',
  'mail.order.cancelled.nothingCharged': 'Nothing was charged, as you were paying on delivery.',
  // Orders: moved along by an admin ({status} is one of the mail.order.state words)
  'mail.order.updated.statusSubject': 'Your {shop} order #{orderId} is {status}',
  'mail.order.updated.paymentSubject': 'Your {shop} order #{orderId} payment is {status}',
  'mail.order.updated.statusHeading': 'Order #{orderId}: {status}',
  'mail.order.updated.paymentHeading': 'Order #{orderId}: payment {status}',
  'mail.order.updated.greeting': 'Hello {firstName},',
  'mail.order.state.processing': 'processing',
  'mail.order.state.shipped': 'shipped',
  'mail.order.state.delivered': 'delivered',
  'mail.order.state.completed': 'completed',
  'mail.order.state.failed': 'failed',
  'mail.order.state.refunded': 'refunded',
  'mail.order.news.processing': 'We are preparing your order.',
  'mail.order.news.shipped':
    'Your order is on its way. It usually arrives within 3-5 business days.',
  'mail.order.news.delivered':
    'Your order has been delivered. We hope you love it, and a review helps other shoppers.',
  'mail.order.news.completed': 'We have received and confirmed your payment. Thank you!',
  'mail.order.news.failed':
    'We could not confirm your payment. Please check the transaction ID, or contact us so we can sort it out.',
  'mail.order.news.refunded': 'Your payment has been refunded to the account it came from.',
};
