/**
 * One key per order attempt: the same body sent again (double click, retry after a network
 * failure) reuses its key so the server places one order; a changed body gets a new key,
 * because the server refuses a key reused with a different body.
 */
export class IdempotencyKeys {
  private last: { body: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(body: unknown): string {
    const serialized = JSON.stringify(body);
    if (this.last?.body !== serialized) this.last = { body: serialized, key: this.newKey() };
    return this.last.key;
  }

  /** After an order is placed, or when the server says the key was used for another body. */
  forget(): void {
    this.last = null;
  }
}
