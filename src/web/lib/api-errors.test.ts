import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import {
  answeredByServer,
  apiErrorCode,
  apiErrorMessage,
  hasStatus,
  isNotFound,
  isSignedOut,
} from './api-errors';

const refused = new ApiRequestError(
  409,
  'That transaction ID was used already',
  'TRANSACTION_ID_USED',
);
const offline = new ApiRequestError(0, 'common.error.offline');
const bug = new TypeError('x is undefined');

describe('api errors', () => {
  it("give the server's words (or the offline key) and the fallback for anything else", () => {
    expect(apiErrorMessage(refused, 'fallback')).toBe('That transaction ID was used already');
    expect(apiErrorMessage(offline, 'fallback')).toBe('common.error.offline');
    expect(apiErrorMessage(bug, 'fallback')).toBe('fallback');
    expect(apiErrorMessage(bug)).toBeUndefined();
  });

  it('tell an answer from the server apart from a request that never arrived', () => {
    expect(answeredByServer(refused)).toBe(true);
    expect(answeredByServer(offline)).toBe(false);
    expect(answeredByServer(bug)).toBe(false);
  });

  it('read the code and the status', () => {
    expect(apiErrorCode(refused)).toBe('TRANSACTION_ID_USED');
    expect(apiErrorCode(offline)).toBeUndefined();
    expect(apiErrorCode(bug)).toBeUndefined();
    expect(hasStatus(refused, 409)).toBe(true);
    expect(isNotFound(new ApiRequestError(404, 'Not found'))).toBe(true);
    expect(isNotFound(refused)).toBe(false);
    expect(isSignedOut(new ApiRequestError(401, 'Sign in'))).toBe(true);
    expect(isSignedOut(bug)).toBe(false);
  });
});
