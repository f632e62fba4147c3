/**
 * SSL Wireless ISMS Plus, SMS_URL=sslwireless://API_TOKEN@SID: JSON API v3 as their own client
 * (github.com/sslw/ismsplus_api) calls it, POST {domain}/api/v3/send-sms. Assumed from that client,
 * not a contract we could test: one API token (not the older XML pushapi's user:pass); success is
 * status 'SUCCESS'; csms_id (≤ 20 characters) is refused when repeated, so a retry of a message
 * whose answer was lost is refused rather than sent twice; the gateway picks Unicode itself.
 */
import { randomUUID } from 'node:crypto';
import type { Log } from '../../mail/mailer';
import {
  callGateway,
  excerpt,
  isRetryableStatus,
  msisdnOf,
  SmsSendError,
  type SmsSender,
} from './sms-sender';

export const SSL_WIRELESS_ENDPOINT = 'https://smsplus.sslwireless.com';

export type SslWirelessSettings = {
  provider: 'sslwireless';
  apiToken: string;
  sid: string;
  endpoint: string;
};

type Answer = {
  status?: string;
  status_code?: number;
  error_message?: string;
  smsinfo?: { sms_status?: string; status_message?: string; reference_id?: unknown }[];
};

const CSMS_ID_LENGTH = 20;

function csmsIdFor(reference: string | undefined): string {
  return (reference ?? randomUUID()).replaceAll('-', '').slice(0, CSMS_ID_LENGTH);
}

export function createSslWirelessSender(
  settings: SslWirelessSettings,
  log: Log,
  timeoutMs: number,
): SmsSender {
  const context = { provider: 'sslwireless', log, timeoutMs };
  const url = `${settings.endpoint.replace(/\/$/, '')}/api/v3/send-sms`;
  return {
    provider: context.provider,
    async send(to, text, reference) {
      const csmsId = csmsIdFor(reference);
      const answer = await callGateway(
        context,
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_token: settings.apiToken,
            sid: settings.sid,
            msisdn: msisdnOf(to),
            sms: text,
            csms_id: csmsId,
          }),
        },
        to,
      );
      const body = (answer.json ?? {}) as Answer;
      const info = body.smsinfo?.[0];
      if (body.status === 'SUCCESS' && (!info || info.sms_status === 'SUCCESS')) {
        return String(info?.reference_id ?? csmsId);
      }
      const reason = body.error_message || info?.status_message || excerpt(answer.text);
      if (/duplicate/i.test(reason) && /csms/i.test(reason)) return csmsId;
      if (isRetryableStatus(answer.status)) {
        throw new SmsSendError(`sslwireless: HTTP ${answer.status} ${reason}`, true);
      }
      // A number or text the gateway refuses never goes; a token, SID, balance or IP list an
      // operator can fix, so those wait and are retried.
      const never = /invalid\s+(msisdn|mobile|number)|sms\s+(body|text)/i.test(reason);
      throw new SmsSendError(`sslwireless: ${reason}`, !never);
    },
  };
}
