/**
 * Any gateway taking a GET, SMS_URL=https://gateway.example/send?to={msisdn}&text={text}.
 * Placeholders, URL-encoded: {to} +8801XXXXXXXXX, {msisdn} 8801XXXXXXXXX, {local} 01XXXXXXXXX,
 * {text}, {id} our id for the message. Any 2xx is success; 408, 429 and 5xx are retried.
 */
import type { Log } from '../../mail/mailer';
import {
  callGateway,
  excerpt,
  isRetryableStatus,
  msisdnOf,
  SmsSendError,
  type SmsSender,
} from './sms-sender';

export type HttpTemplateSettings = { provider: 'http'; template: string };

export const TEMPLATE_PLACEHOLDERS = ['to', 'msisdn', 'local', 'text', 'id'] as const;

function idFrom(json: unknown, text: string): string {
  if (json && typeof json === 'object') {
    const body = json as Record<string, unknown>;
    const id = body.id ?? body.message_id ?? body.messageId;
    if (id !== undefined && id !== null) return String(id);
  }
  return excerpt(text, 100) || 'accepted';
}

export function createHttpTemplateSender(
  settings: HttpTemplateSettings,
  log: Log,
  timeoutMs: number,
): SmsSender {
  const context = { provider: 'http', log, timeoutMs };
  return {
    provider: context.provider,
    async send(to, text, reference) {
      const values: Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string> = {
        to,
        msisdn: msisdnOf(to),
        local: msisdnOf(to).replace(/^88/, ''),
        text,
        id: reference ?? '',
      };
      const url = settings.template.replace(
        /\{(to|msisdn|local|text|id)\}/g,
        (_, name: keyof typeof values) => encodeURIComponent(values[name]),
      );
      const answer = await callGateway(context, url, { method: 'GET' }, to);
      if (answer.status >= 200 && answer.status < 300) return idFrom(answer.json, answer.text);
      throw new SmsSendError(
        `http: HTTP ${answer.status} ${excerpt(answer.text)}`,
        isRetryableStatus(answer.status),
      );
    },
  };
}
