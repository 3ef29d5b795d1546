import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/server) writes a new SQL migration from schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/infra/db/schema.ts',
  out: './src/infra/db/migrations',
});
