/**
 * BulkSMSBD, SMS_URL=bulksmsbd://API_KEY@SENDER_ID: POST https://bulksmsbd.net/api/smsapi (form
 * fields api_key, senderid, number, message, type). HTTP 200 either way: response_code 202 means
 * submitted; any other is their error (1001 invalid number, 1007 balance, 1032 IP not whitelisted).
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

export const BULKSMSBD_ENDPOINT = 'https://bulksmsbd.net/api/smsapi';

export type BulkSmsBdSettings = {
  provider: 'bulksmsbd';
  apiKey: string;
  senderId: string;
  endpoint: string;
};

/** These never go; every other code (balance, sender, key, IP list) is an operator's to fix. */
const NEVER_CODES = new Set([1001, 1012]);

type Answer = { response_code?: number; message_id?: unknown; error_message?: string };

/** Anything beyond plain ASCII (Bangla, emoji) goes as Unicode so the gateway keeps it intact. */
function smsType(text: string): 'text' | 'unicode' {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  return /^[\u0000-\u007f]*$/.test(text) ? 'text' : 'unicode';
}

export function createBulkSmsBdSender(
  settings: BulkSmsBdSettings,
  log: Log,
  timeoutMs: number,
): SmsSender {
  const context = { provider: 'bulksmsbd', log, timeoutMs };
  return {
    provider: context.provider,
    async send(to, text) {
      const form = new URLSearchParams({
        api_key: settings.apiKey,
        senderid: settings.senderId,
        number: msisdnOf(to),
        message: text,
        type: smsType(text),
      });
      const answer = await callGateway(
        context,
        settings.endpoint,
        { method: 'POST', body: form },
        to,
      );
      const body = (answer.json ?? {}) as Answer;
      if (answer.status === 200 && body.response_code === 202) {
        return String(body.message_id ?? `bulksmsbd-${Date.now()}`);
      }
      if (answer.status !== 200) {
        throw new SmsSendError(
          `bulksmsbd: HTTP ${answer.status} ${excerpt(answer.text)}`,
          isRetryableStatus(answer.status),
        );
      }
      const code = Number(body.response_code);
      throw new SmsSendError(
        `bulksmsbd: ${code || 'no code'} ${body.error_message || excerpt(answer.text)}`.trim(),
        !NEVER_CODES.has(code),
      );
    },
  };
}
