import path from 'node:path';
import { defineConfig, defineProject } from 'vitest/config';
import { reactOnPreact } from './vite.config.ts';

/** What both projects share: React on Preact, for the web's components and the server's pages. */
const common = {
  resolve: {
    alias: [
      ...reactOnPreact,
      { find: /^recharts$/, replacement: 'recharts/es6/index.js' },
      // Its CommonJS file would load the real React (src/web/test/use-sync-external-store-with-selector.ts).
      {
        find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
        replacement: path.resolve('src/web/test/use-sync-external-store-with-selector.ts'),
      },
    ],
  },
  // Their ES module builds, whose imports of React the aliases can reach (a CommonJS require cannot).
  ssr: { resolve: { conditions: ['module', 'node', 'development|production'] } },
  plugins: [
    {
      // For Vite's resolver only. Vitest also hands these conditions to Node (--conditions), whose
      // `require` would then load CommonJS packages' `module` builds, which Node cannot run
      // (@opentelemetry/api's, under prom-client). Vite's server environment keeps its own list.
      name: 'module-condition-for-vite-only',
      configResolved(config: { ssr: { resolve?: { conditions?: string[] } } }) {
        const conditions = config.ssr.resolve?.conditions ?? [];
        Object.assign(config.ssr.resolve ?? {}, {
          conditions: conditions.filter((condition) => condition !== 'module'),
        });
      },
    },
  ],
};

const commonTest = {
  // The web's React dependencies must meet Preact too: inlined, they go through the aliases above.
  server: {
    deps: {
      inline: [
        /react-router/,
        /@tanstack\/react-query/,
        /@radix-ui/,
        /lucide-react/,
        /sonner/,
        /react-hook-form/,
        /@hookform/,
        /recharts/,
        /react-redux/,
      ],
    },
  },
  setupFiles: ['src/server/test/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // One worker per core of the machines this runs on (CI has two).
  maxWorkers: 2,
};

export default defineConfig({
  test: {
    // Once for both projects: the seeded database every test file copies.
    globalSetup: ['src/server/test/global-setup.ts'],
    projects: [
      defineProject({
        ...common,
        test: {
          ...commonTest,
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Each file opens its own database and app and shares no module state worth guarding, so
          // two long-lived workers run them all: loading the server's modules once per worker, not
          // once per file, is most of a test run's time.
          isolate: false,
        },
      }),
      defineProject({
        ...common,
        test: {
          ...commonTest,
          name: 'web',
          include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'],
          setupFiles: [...commonTest.setupFiles, 'src/web/test/setup.ts'],
          // Each render makes its own router and query cache; the browser forgets the last file's
          // cookies, storage and page before each file (test/setup.ts).
          isolate: false,
        },
      }),
    ],
  },
});
