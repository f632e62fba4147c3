import { defineConfig } from 'vitest/config';

// `npm run test:security`: attacks on the running app, on the same test database setup as
// `npm test`. Apart from the unit tests because they take longer (thousands of fuzzed requests).
export default defineConfig({
  test: {
    include: ['tests/security/**/*.security.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at once: the outages, the mail retries and the crash test mostly wait (a minute of
    // refused mail, ten seconds of a refused database), which one worker sat through alone.
    maxWorkers: 2,
  },
});
