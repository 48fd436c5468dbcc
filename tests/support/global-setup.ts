// Before any test file runs: the seeded database templates, and a current SPA build for the
// browser tests (built once here so parallel test files never build at the same time).
import { ensureSpaBuild } from '../../src/server/ensure-build.ts';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './template.ts';

export default async function setup() {
  await ensurePgliteTemplate();
  if (process.env.DATABASE_URL) await ensurePostgresTemplate(process.env.DATABASE_URL);
  await ensureSpaBuild((line) => console.log(line));
}
