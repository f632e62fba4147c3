/** One small interface for every SMS gateway (CONVENTIONS "Outside services"). */
import type { Log } from '../../mail/mailer';

export type SmsSender = {
  readonly provider: string;
  /**
   * `to` is +8801XXXXXXXXX; answers the provider's id. `reference` is ours: a provider that refuses
   * a repeated one (SSL Wireless's csms_id) then refuses a retry of a message that did go out.
   */
  send(to: string, text: string, reference?: string): Promise<string>;
};

/**
 * `retryable` includes an empty balance or a wrong key, which an operator can fix; false when the
 * gateway refuses the number or the text.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}

/** HTTP answers that say "not now" rather than "never". */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

export type HttpAnswer = { status: number; text: string; json: unknown };

/**
 * Logs the call but never the text, which may hold a sign-in code. Any answer, whatever its status,
 * is returned for the provider to judge.
 */
export async function callGateway(
  context: { provider: string; log: Log; timeoutMs: number },
  url: string,
  init: RequestInit,
  to: string,
): Promise<HttpAnswer> {
  const { provider, log, timeoutMs } = context;
  const started = performance.now();
  const elapsed = () => `${(performance.now() - started).toFixed(0)}ms`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const reason = timedOut
      ? `no answer within ${timeoutMs}ms`
      : `could not reach the gateway (${causeOf(error)})`;
    log.warn(`sms via ${provider} to ${to}: ${reason} after ${elapsed()}`);
    throw new SmsSendError(`${provider}: ${reason}`, true, { cause: error });
  }
  log.info(`sms via ${provider} to ${to}: HTTP ${response.status} in ${elapsed()}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

function causeOf(error: unknown): string {
  const cause = (error as Error).cause;
  return cause instanceof Error ? cause.message : (error as Error).message;
}

/** A gateway's words for an error, cut short enough for a log line and the admin list. */
export function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** '+8801711222333' → '8801711222333', the form Bangladeshi gateways take. */
export function msisdnOf(to: string): string {
  return to.replace(/^\+/, '');
}
