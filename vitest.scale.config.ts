import { defineConfig } from 'vitest/config';

// `npm run test:scale`: real server processes sharing one PostgreSQL database and one
// S3-compatible bucket. Needs TEST_DATABASE_URL; apart from `npm test`, which needs no services.
export default defineConfig({
  test: {
    include: ['tests/scale/**/*.scale.ts'],
    setupFiles: ['src/server/test/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
