import type { z } from 'zod';
import type { CourierOperation } from '#shared/delivery';
import { type JsonCallRequest, jsonCall } from '../json-call';
import { CourierError } from './courier';

export type CourierRequest<Schema extends z.ZodType> = JsonCallRequest<Schema, CourierOperation> & {
  courier: string;
  refusalWords?: (answer: unknown) => string | null;
};

export function courierCall<Schema extends z.ZodType>(
  request: CourierRequest<Schema>,
): Promise<z.output<Schema>> {
  return jsonCall(request, {
    name: request.courier,
    refusalWords: request.refusalWords ?? refusalWordsOf,
    fail: ({ message, retryable, serviceWords, cause }) =>
      new CourierError(
        `${request.courier} ${message}`,
        retryable,
        serviceWords,
        cause === undefined ? undefined : { cause },
      ),
  });
}

/**
 * Steadfast and Pathao refuse Laravel-style, `{message, errors: {field: [words]}}`: the field
 * errors are the useful part; the message only when there are none.
 */
export function refusalWordsOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { message, errors } = answer as { message?: unknown; errors?: unknown };
  const fieldWords =
    typeof errors === 'object' && errors !== null
      ? Object.values(errors).flatMap((words) => (Array.isArray(words) ? words : [words]))
      : [];
  const texts = fieldWords.filter((word): word is string => typeof word === 'string' && !!word);
  if (texts.length > 0) return texts.join(' ');
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}
