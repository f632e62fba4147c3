// The outgoing message queue (decision 012); 'meta' carries Purchase events for Meta's
// Conversions API (decision 036).
export const MESSAGE_CHANNELS = ['sms', 'email', 'meta'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** pending includes retries; failed: given up on, shown to admins. */
export const MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
