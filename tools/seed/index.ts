// Demo data: seedDemo fills an empty database, seedIfEmpty is what the server runs on every start,
// resetDatabase empties everything (the CLI's --reset).
import { sql } from 'drizzle-orm';
import { loadCatalogue } from '../../src/api/catalogue/index.ts';
import { queryRows, type Database } from '../../src/api/db/client.ts';
import { runSeed, type SeedSummary } from './generate.ts';
import type { SeedOptions } from './plan.ts';

export { DatabaseNotEmptyError, seedDemo, testDays, type SeedSummary, type TestDay } from './generate.ts';
export { buildPlan, MIN_FARMS, type Plan, type SeedOptions } from './plan.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount, type DemoAccount } from './demo-accounts.ts';
export { profileRuleViolations } from './profile.ts';

/**
 * Loads the catalogue (always), then seeds demo data when `farms` > 0 and the database has no farms,
 * users or associations yet. Returns the summary, or null when nothing was seeded.
 */
export async function seedIfEmpty(database: Database, opts: SeedOptions): Promise<SeedSummary | null> {
  const log = opts.log ?? (() => {});
  await loadCatalogue(database);
  if (!(opts.farms > 0)) return null;
  const summary = await runSeed(database, opts, true);
  if (!summary) log('Demo-Daten: Datenbank ist nicht leer, nichts erzeugt.');
  return summary;
}

/**
 * Empties every table of the application (TRUNCATE … RESTART IDENTITY CASCADE), the append-only
 * audit log included (its trigger blocks UPDATE and DELETE, not TRUNCATE). Migrations stay applied;
 * the catalogue is gone until loadCatalogue runs again.
 */
export async function resetDatabase(database: Database): Promise<string[]> {
  const rows = await queryRows<{ tablename: string }>(
    database.db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  const tables = rows.map((r) => r.tablename);
  if (tables.length > 0) await database.db.execute(sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`));
  return tables;
}
