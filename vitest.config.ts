import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: reactOnPreact },
  // Their ES module builds, whose imports of React the aliases can reach (a CommonJS require cannot).
  ssr: { resolve: { conditions: ['module', 'node', 'development|production'] } },
  plugins: [
    {
      // For Vite's resolver only. Vitest also hands these conditions to Node (--conditions), whose
      // `require` would then load CommonJS packages' `module` builds, which Node cannot run
      // (@opentelemetry/api's, under prom-client). Vite's server environment keeps its own list.
      name: 'module-condition-for-vite-only',
      configResolved(config) {
        const conditions = config.ssr.resolve?.conditions ?? [];
        Object.assign(config.ssr.resolve ?? {}, {
          conditions: conditions.filter((condition) => condition !== 'module'),
        });
      },
    },
  ],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
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
        ],
      },
    },
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
