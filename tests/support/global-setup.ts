// Builds the seeded templates once before any test file runs.
import { ensurePgliteTemplate, ensurePostgresTemplate } from './template.ts';

export default async function setup() {
  await ensurePgliteTemplate();
  if (process.env.DATABASE_URL) await ensurePostgresTemplate(process.env.DATABASE_URL);
}
