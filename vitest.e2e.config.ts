import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server (free port, own DATA_DIR) and browser, so two run at once:
    // one file's waits (a sale starting in a minute) leave the core to the other. 810 s to 640 s.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
