/**
 * What a failed API call means for the shopper. The server's message is already in the shopper's
 * language and the client's own are keys: either way it is shown through `useI18n().message`.
 */
import { ApiRequestError } from './api-client';

/** The server's message (or the offline one), else the fallback: a failure that is not an answer. */
export function apiErrorMessage(error: unknown): string | undefined;
export function apiErrorMessage(error: unknown, fallback: string): string;
export function apiErrorMessage(error: unknown, fallback?: string): string | undefined {
  return error instanceof ApiRequestError ? error.message : fallback;
}

/** Only what the server answered: a lost connection (status 0) gets the fallback too. */
export function serverErrorMessage(error: unknown, fallback: string): string {
  return answeredByServer(error) ? error.message : fallback;
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
