// A console.error during a test means something failed quietly: fail the test instead.
import { afterEach, vi } from 'vitest';

const errors: unknown[][] = [];
const original = console.error;

vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  if (errors.length > 0) {
    const first = errors.splice(0).at(0);
    throw new Error(`console.error was called during the test: ${String(first?.[0])}`);
  }
});
