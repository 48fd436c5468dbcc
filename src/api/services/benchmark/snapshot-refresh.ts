// Keeps the month snapshots current after uploads. Without this, every month an upload touched
// stays stale until the next start, which then reads it from rows (about 20 s per month at
// 60,000 sites instead of about 1 s from its snapshot). The snapshot is rebuilt from the database,
// not copied from the serving engine: the engine's month is only known to equal a generation right
// after a build, while one repeatable-read transaction gives rows and generation together.
// Runs as a job ('engine.snapshot', one per month, queued by the upload's transaction; a month queued
// again while its job waits is refreshed once), on whichever instance claims it.
import { sql } from 'drizzle-orm';
import { monthOfDate, type FigureInfo } from '../../../engine/index.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { emptyEngine, loadRows } from './loader.ts';
import { writeSnapshot } from './snapshots.ts';

/**
 * Rebuilds one month's snapshot (YYYY-MM-01) from report_months; false when the month has no
 * generation yet or moved on while it was read (a later refresh or build writes it then).
 */
export async function refreshMonthSnapshot(db: Db, month: string, lookbackDays: number, figures: FigureInfo): Promise<boolean> {
  const read = await db.transaction(
    async (tx) => {
      const t = tx as unknown as Db;
      const [g] = await queryRows<{ generation: number | string }>(t, sql`select generation from report_month_generations where month = ${month}::date`);
      if (!g) return null;
      const scratch = await emptyEngine(t, lookbackDays, figures);
      await loadRows(t, scratch, month);
      return { generation: Number(g.generation), rows: scratch.store.monthRows(monthOfDate(month)) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!read?.rows) return false;
  return writeSnapshot(db, month, read.generation, read.rows);
}
