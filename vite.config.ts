import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// VITE_API_PORT lets two dev servers run side by side (each with its own API).
const api = `http://localhost:${process.env.VITE_API_PORT ?? '3000'}`;

// Preact's compat layer runs the app in place of React (docs/decisions/006): 57 KB less
// JavaScript on every first load. Types stay React's. Exact matches, so the subpaths get their
// own compat entries. The component tests (vitest.config.ts) run on the same.
export const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: reactOnPreact },
  // The server renderer (dist/ssr) bundles every dependency, so they too run on Preact.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload each page's chunks and the chosen language's catalogue.
    manifest: true,
    rolldownOptions: {
      output: {
        // TanStack Query and the query keys in one chunk: every page loads both, and lazy parts
        // that use only one of them otherwise split them into two requests (decision 007).
        codeSplitting: {
          groups: [
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]web[\\/]lib[\\/]query-keys/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': api, '/files': api, '/healthz': api },
  },
});
