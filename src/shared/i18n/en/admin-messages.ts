/** Admin → Notifications: the outgoing SMS and e-mail queue (part of the admin catalogue). */
export const adminOutgoingMessages = {
  'admin.section.outgoing': 'Notifications',
  'admin.outgoing.description':
    'SMS and e-mail the shop sends: sign-in codes, account links and order updates. A failed one can be sent again.',
  'admin.outgoing.total': 'Total: {count}',
  'admin.outgoing.filter.label': 'Show',
  'admin.outgoing.filter.all': 'All',
  'admin.outgoing.status.pending': 'Waiting',
  'admin.outgoing.status.sent': 'Sent',
  'admin.outgoing.status.failed': 'Failed',
  'admin.outgoing.channel.sms': 'SMS',
  'admin.outgoing.channel.email': 'E-mail',
  'admin.outgoing.subject': 'Subject: {subject}',
  'admin.outgoing.attempts': 'Attempts: {count}',
  'admin.outgoing.queuedAt': 'Queued {time}',
  'admin.outgoing.sentAt': 'Sent {time}',
  'admin.outgoing.nextAttempt': 'Next try {time}',
  'admin.outgoing.lastError': 'Last error: {error}',
  'admin.outgoing.order': 'Order',
  'admin.outgoing.retry': 'Retry',
  'admin.outgoing.retrying': 'Retrying…',
  'admin.outgoing.retried': 'Queued to send again',
  'admin.outgoing.retryFailed': 'Could not queue the message again',
  'admin.outgoing.loadFailed': 'Failed to load notifications',
  'admin.outgoing.none': 'No notifications here',
  'admin.outgoing.noneHint':
    'Sign-in codes, account e-mails and order news appear here once the shop sends them.',
  'validation.outgoingStatus.invalid': 'status must be pending, sent or failed',
  'validation.outgoingMessage.notFound': 'Message not found',
  'validation.outgoingMessage.notFailed': 'Only a failed message can be sent again',
  'validation.outgoingMessage.linkExpired':
    'The link in this e-mail has expired: the shopper can ask for a new one',
};
