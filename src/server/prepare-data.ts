// Catalogue on every start; demo data only into an empty database.
import type { Database } from '../api/db/client.ts';
import { seedIfEmpty } from '../api/seed/index.ts';
import type { Config } from '../config.ts';
import { reportMonthStart } from '../domain/reports.ts';

export async function prepareData(database: Database, config: Config, log: (line: string) => void): Promise<void> {
  await seedIfEmpty(database, { farms: config.seedFarms, months: 36, seed: 1, anchor: reportMonthStart(), log });
}
