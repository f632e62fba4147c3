import type { Log } from '../../mail/mailer';
import { createBulkSmsBdSender } from './bulksmsbd';
import { createHttpTemplateSender } from './http-template';
import { createOutboxSender } from './outbox';
import type { SmsSettings } from './settings';
import type { SmsSender } from './sms-sender';
import { createSslWirelessSender } from './ssl-wireless';
import { createTwilioSender } from './twilio';

export type SmsConfig = {
  settings: SmsSettings;
  outboxDir: string;
  /** How long one call to a gateway may take before it counts as failed and is retried. */
  timeoutMs: number;
};

export function createSmsSender(config: SmsConfig, log: Log): SmsSender {
  const { settings, timeoutMs } = config;
  switch (settings.provider) {
    case 'outbox':
      return createOutboxSender(config.outboxDir, log);
    case 'bulksmsbd':
      return createBulkSmsBdSender(settings, log, timeoutMs);
    case 'sslwireless':
      return createSslWirelessSender(settings, log, timeoutMs);
    case 'twilio':
      return createTwilioSender(settings, log, timeoutMs);
    case 'http':
      return createHttpTemplateSender(settings, log, timeoutMs);
  }
}
