/**
 * Twilio, SMS_URL=twilio://ACCOUNT_SID:AUTH_TOKEN@FROM, FROM a number (+1555…, '+' may be %2B) or a
 * messaging service (MG…): POST /2010-04-01/Accounts/{sid}/Messages.json with basic auth. Its Node
 * client brings axios, dayjs, jsonwebtoken and more for this one form POST, so it is written here.
 */
import type { Log } from '../../mail/mailer';
import {
  callGateway,
  excerpt,
  isRetryableStatus,
  SmsSendError,
  type SmsSender,
} from './sms-sender';

export const TWILIO_ENDPOINT = 'https://api.twilio.com';

export type TwilioSettings = {
  provider: 'twilio';
  accountSid: string;
  authToken: string;
  from: string;
  endpoint: string;
};

type Answer = { sid?: string; code?: number; message?: string };

/** A wrong account or token (401, 403) waits for an operator; other 4xx answers never succeed. */
function retryable(status: number): boolean {
  return isRetryableStatus(status) || status === 401 || status === 403;
}

export function createTwilioSender(
  settings: TwilioSettings,
  log: Log,
  timeoutMs: number,
): SmsSender {
  const context = { provider: 'twilio', log, timeoutMs };
  const url = `${settings.endpoint.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const fromField = settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    provider: context.provider,
    async send(to, text) {
      const form = new URLSearchParams({ To: to, Body: text, [fromField]: settings.from });
      const answer = await callGateway(
        context,
        url,
        { method: 'POST', headers: { authorization }, body: form },
        to,
      );
      const body = (answer.json ?? {}) as Answer;
      if (answer.status >= 200 && answer.status < 300 && body.sid) return body.sid;
      const reason = body.message
        ? `${body.code ?? ''} ${body.message}`.trim()
        : excerpt(answer.text);
      throw new SmsSendError(`twilio: HTTP ${answer.status} ${reason}`, retryable(answer.status));
    },
  };
}
