// Before any test file runs: the seeded database templates, and a current SPA build for the
// browser tests (built once here so parallel test files never build at the same time). After the
// run: the PostgreSQL databases this run created are dropped again.
import { ensureSpaBuild } from '../../src/server/ensure-build.ts';
import { dropRunDatabases, ensurePgliteTemplate, ensurePostgresTemplate, testRunId } from './template.ts';

export default async function setup() {
  testRunId(); // fixed here, before the workers start, so that they all share it
  const databaseUrl = process.env.DATABASE_URL;
  await ensurePgliteTemplate();
  if (databaseUrl) await ensurePostgresTemplate(databaseUrl);
  await ensureSpaBuild((line) => console.log(line));
  return async function teardown() {
    if (!databaseUrl) return;
    const dropped = await dropRunDatabases(databaseUrl);
    console.log(`PostgreSQL: ${dropped.length} Testdatenbank(en) dieses Laufs gelöscht (${dropped.join(', ') || '–'}).`);
  };
}
