import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/api/db/schema.ts (a barrel over schema/, one file per aggregate)
// and applied on start by both drivers.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/api/db/schema.ts',
  out: './src/api/db/migrations',
});
