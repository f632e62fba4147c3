/**
 * The shop's outgoing message queue (decision 012): which channel, and where a message stands.
 * 'meta' carries the Purchase events for Meta's Conversions API (decision 036).
 */
export const MESSAGE_CHANNELS = ['sms', 'email', 'meta'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** pending: waiting or being retried; sent; failed: given up on, shown to admins. */
export const MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
