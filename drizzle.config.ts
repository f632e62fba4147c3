import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: migrations are SQL files applied by the server at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
