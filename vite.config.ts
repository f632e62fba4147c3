import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// VITE_API_PORT lets two dev servers run side by side (each with its own API).
const api = `http://localhost:${process.env.VITE_API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload each page's chunks and the chosen language's catalogue.
    manifest: true,
  },
  server: {
    proxy: { '/api': api, '/files': api, '/healthz': api },
  },
});
