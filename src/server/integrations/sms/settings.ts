/** SMS_URL → which gateway, with its credentials; unset: the outbox. */
import { BULKSMSBD_ENDPOINT, type BulkSmsBdSettings } from './bulksmsbd';
import type { HttpTemplateSettings } from './http-template';
import { SSL_WIRELESS_ENDPOINT, type SslWirelessSettings } from './ssl-wireless';
import { TWILIO_ENDPOINT, type TwilioSettings } from './twilio';

export type SmsSettings =
  | { provider: 'outbox' }
  | BulkSmsBdSettings
  | SslWirelessSettings
  | TwilioSettings
  | HttpTemplateSettings;

export const SMS_URL_SHAPES =
  'bulksmsbd://API_KEY@SENDER_ID, sslwireless://API_TOKEN@SID, twilio://ACCOUNT_SID:AUTH_TOKEN@FROM or an https://… address with {to} (or {msisdn}, {local}) and {text}';

export class SmsUrlError extends Error {}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** `?endpoint=`: SSL Wireless gives each account its own domain, and tests use a stand-in. */
function endpointOf(url: URL, fallback: string): string {
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint === null) return fallback;
  if (!/^https?:\/\/[^\s/]+/.test(endpoint)) {
    throw new SmsUrlError(`expects ?endpoint= to be an http(s):// address`);
  }
  return endpoint;
}

function required(value: string, what: string, shape: string): string {
  if (!value) throw new SmsUrlError(`expects ${what}: ${shape}`);
  return value;
}

function parseTemplate(value: string): HttpTemplateSettings {
  const hasNumber = /\{(to|msisdn|local)\}/.test(value);
  if (!hasNumber || !value.includes('{text}')) {
    throw new SmsUrlError(
      'expects an http(s) template with {to}, {msisdn} or {local} and {text}, such as https://gateway.example/send?to={msisdn}&text={text}',
    );
  }
  return { provider: 'http', template: value };
}

export function parseSmsUrl(value: string | undefined): SmsSettings {
  if (!value) return { provider: 'outbox' };
  if (/^https?:\/\//i.test(value)) return parseTemplate(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SmsUrlError(`expects ${SMS_URL_SHAPES}`);
  }
  const user = decoded(url.username);
  const password = decoded(url.password);
  const host = decoded(url.hostname);
  switch (url.protocol) {
    case 'bulksmsbd:': {
      const shape = 'bulksmsbd://API_KEY@SENDER_ID';
      return {
        provider: 'bulksmsbd',
        apiKey: required(user, 'an API key', shape),
        senderId: required(host, 'a sender id', shape),
        endpoint: endpointOf(url, BULKSMSBD_ENDPOINT),
      };
    }
    case 'sslwireless:': {
      const shape = 'sslwireless://API_TOKEN@SID';
      if (password) {
        throw new SmsUrlError(
          `expects ${shape}: ISMS Plus's JSON API takes one API token, not a user name and password`,
        );
      }
      return {
        provider: 'sslwireless',
        apiToken: required(user, 'an API token', shape),
        sid: required(host, 'a SID', shape),
        endpoint: endpointOf(url, SSL_WIRELESS_ENDPOINT),
      };
    }
    case 'twilio:': {
      const shape = 'twilio://ACCOUNT_SID:AUTH_TOKEN@FROM';
      return {
        provider: 'twilio',
        accountSid: required(user, 'an account SID', shape),
        authToken: required(password, 'an auth token', shape),
        from: required(host, 'a sender number or messaging service', shape),
        endpoint: endpointOf(url, TWILIO_ENDPOINT),
      };
    }
    default:
      throw new SmsUrlError(`expects ${SMS_URL_SHAPES}; '${url.protocol}//' is not one of them`);
  }
}
