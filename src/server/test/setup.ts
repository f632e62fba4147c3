// A console.error during a test means something failed quietly: fail the test instead.
import { afterEach, vi } from 'vitest';

// Server tests share a worker (isolate: false), which runs this file again for each test file:
// spy once per worker, or each run would wrap the last one's spy.
const worker = globalThis as { consoleErrors?: unknown[][] };
if (!worker.consoleErrors || !vi.isMockFunction(console.error)) {
  const errors: unknown[][] = [];
  const original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
    original(...args);
  });
  worker.consoleErrors = errors;
}
const errors = worker.consoleErrors;

afterEach(() => {
  if (errors.length > 0) {
    const first = errors.splice(0).at(0);
    throw new Error(`console.error was called during the test: ${String(first?.[0])}`);
  }
});
