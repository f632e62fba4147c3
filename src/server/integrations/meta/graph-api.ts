/** The Conversions API through Meta's Graph API (conversions-api.ts has the contract). */
import { z } from 'zod';
import type { Log } from '../../mail/mailer';
import { jsonCall } from '../json-call';
import {
  type ConversionsApi,
  ConversionsError,
  type MetaConversionsSettings,
  type ServerEvent,
} from './conversions-api';

const answerSchema = z.object({
  events_received: z.number().int(),
  fbtrace_id: z.string().optional(),
});

/** Graph errors read {error: {message, type, code, fbtrace_id}}. */
function refusalWords(answer: unknown): string | null {
  const error = (answer as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message : null;
}

export function graphConversionsApi(settings: MetaConversionsSettings, log: Log): ConversionsApi {
  const url = `${settings.baseUrl}/${encodeURIComponent(settings.pixelId)}/events?access_token=${encodeURIComponent(settings.accessToken)}`;
  return {
    async send(event: ServerEvent) {
      const answer = await jsonCall(
        {
          operation: 'events',
          url,
          init: {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ data: [event] }),
          },
          schema: answerSchema,
          timeoutMs: settings.timeoutMs,
          // The URL carries the token: only the outcome is logged.
          onCall: (call) =>
            log.info(
              `meta conversions ${call.operation} ${call.ok ? 'ok' : 'failed'} (${call.httpStatus ?? 'no answer'}, ${call.durationMs}ms): ${call.message}`,
            ),
          describe: (answer) => `${answer.events_received} received`,
        },
        {
          name: 'Meta',
          refusalWords,
          fail: ({ message, retryable, serviceWords, cause }) =>
            new ConversionsError(
              serviceWords ? `Meta ${message}: ${serviceWords}` : `Meta ${message}`,
              retryable,
              cause === undefined ? undefined : { cause },
            ),
        },
      );
      if (answer.events_received < 1) {
        throw new ConversionsError('Meta received no event', false);
      }
      return answer.fbtrace_id ?? 'received';
    },
  };
}
