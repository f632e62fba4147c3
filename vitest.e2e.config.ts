import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two journeys at once, each with its own shop and browser: a journey mostly waits on pages,
    // so two cores run the suite in about two thirds of the time one at a time took (843 s → 577 s).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
