/**
 * What a failed API call means for the shopper. The server's message is already in the shopper's
 * language and the client's own are keys: either way it is shown through `useI18n().message`.
 */
import { useMemo } from 'react';
import type { MessageKey } from '#shared/i18n/keys';
import { ApiRequestError } from './api-client';
import { useI18n } from './i18n';

/** The server's message (or the offline one), else the fallback: a failure that is not an answer. */
export function apiErrorMessage(error: unknown): string | undefined;
export function apiErrorMessage(error: unknown, fallback: string): string;
export function apiErrorMessage(error: unknown, fallback?: string): string | undefined {
  return error instanceof ApiRequestError ? error.message : fallback;
}

/** The server answered (with an error), as opposed to the request never arriving. */
export function answeredByServer(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status > 0;
}

/** The machine-readable reason the server gave, e.g. 'TRANSACTION_ID_USED'. */
export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.code : undefined;
}

export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiRequestError && error.status === status;
}

/** 'Not found' will not change by asking again; someone else's order looks the same. */
export function isNotFound(error: unknown): boolean {
  return hasStatus(error, 404);
}

/** The session ended meanwhile. */
export function isSignedOut(error: unknown): boolean {
  return hasStatus(error, 401);
}

type ErrorText = {
  (error: unknown): string | undefined;
  (error: unknown, fallback: MessageKey): string;
};

/**
 * The same, in the shopper's language: `errorText` takes the server's message (or the offline
 * one), `answerText` only an answer from the server; else the fallback's words.
 */
export function useApiErrorText(): { errorText: ErrorText; answerText: ErrorText } {
  const { t, message } = useI18n();
  return useMemo(() => {
    const words = (text: string | undefined, fallback?: MessageKey) =>
      text !== undefined ? message(text) : fallback && t(fallback);
    return {
      errorText: ((error: unknown, fallback?: MessageKey) =>
        words(apiErrorMessage(error), fallback)) as ErrorText,
      answerText: ((error: unknown, fallback?: MessageKey) =>
        words(answeredByServer(error) ? error.message : undefined, fallback)) as ErrorText,
    };
  }, [t, message]);
}
