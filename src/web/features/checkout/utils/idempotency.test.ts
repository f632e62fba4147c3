import { describe, expect, it } from 'vitest';
import { IdempotencyKeys } from './idempotency';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('idempotency keys', () => {
  it('reuses the key for the same body and makes a new one when it changes', () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.keyFor({ city: 'Dhaka' })).toBe('key-1');
    expect(keys.keyFor({ city: 'Dhaka' })).toBe('key-1');
    expect(keys.keyFor({ city: 'Sylhet' })).toBe('key-2');
    expect(keys.keyFor({ city: 'Dhaka' })).toBe('key-3');
  });

  it('makes a new key after forgetting', () => {
    const keys = new IdempotencyKeys(counter());
    keys.keyFor({ a: 1 });
    keys.forget();
    expect(keys.keyFor({ a: 1 })).toBe('key-2');
  });
});
