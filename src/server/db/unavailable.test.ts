import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

/** An error as node-postgres builds one from the server's answer: its SQLSTATE in `code`. */
const postgresError = (code: string, message = 'from the server') =>
  Object.assign(new Error(message), { code });

/** Drizzle's way: its own error with the driver's as the cause. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['disk full', postgresError('53100', 'could not extend file: No space left on device')],
    ['too many connections', postgresError('53300')],
    [
      'shutting down',
      postgresError('57P01', 'terminating connection due to administrator command'),
    ],
    ['starting up', postgresError('57P03', 'the database system is starting up')],
    ['statement timeout', postgresError('57014', 'canceling statement due to statement timeout')],
    ['connection exception', postgresError('08006')],
    ['pool wait', new Error('timeout exceeded when trying to connect')],
    ['client timeout', new Error('Query read timeout')],
    ['cut off', new Error('Connection terminated unexpectedly')],
    ['closed embedded database', new Error('PGlite is closed')],
  ])('%s means unavailable, bare or wrapped', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', postgresError('23505', 'duplicate key value')],
    ['a syntax error', postgresError('42601', 'syntax error at or near')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('stops on a cycle of causes', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    Object.assign(first, { cause: second });
    expect(isDatabaseUnavailable(first)).toBe(false);
  });
});
