// Keeps the month snapshots current after uploads. Without this, every month an upload touched
// stays stale until the next start, which then reads it from rows (about 20 s per month at
// 60,000 sites instead of about 1 s from its snapshot). The snapshot is rebuilt from the database,
// not copied from the serving engine: the engine's month is only known to equal a generation right
// after a build, while one repeatable-read transaction gives rows and generation together.
// Runs in the background, one month at a time, after the engine's own reloads; months queued again
// while waiting are refreshed once.
import { sql } from 'drizzle-orm';
import { monthOfDate, type BenchmarkEngine, type FigureInfo } from '../../../engine/index.ts';
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

export interface SnapshotRefresh {
  /** Queues these months (YYYY-MM-01); they are read once `engine` (after its reload) has settled. */
  queue(months: readonly string[], engine: Promise<BenchmarkEngine>): void;
  /** Resolves when nothing is queued or running (tests and the bench wait for it). */
  idle(): Promise<void>;
  /** Drops what is queued and waits for the running month (before the database closes). */
  stop(): Promise<void>;
}

export function snapshotRefresh(db: Db, lookbackDays: number): SnapshotRefresh {
  const waiting = new Set<string>();
  let running: Promise<void> | null = null;
  let stopped = false;

  /** The next queued month, or null once stopped or empty (the queue grows while a month is written). */
  function take(): string | null {
    const month = stopped ? undefined : waiting.values().next().value;
    if (month === undefined) return null;
    waiting.delete(month);
    return month;
  }

  async function drain(engine: Promise<BenchmarkEngine>) {
    // The serving engine's figure list, so the snapshot has the columns the next build expects.
    const figures = await engine.then((e) => e.figures).catch(() => null);
    if (!figures) return;
    for (let month = take(); month; month = take()) {
      // A cache: a failed write only costs reading this month from rows at the next start.
      await refreshMonthSnapshot(db, month, lookbackDays, figures).catch(() => false);
    }
  }

  const refresh: SnapshotRefresh = {
    queue(months, engine) {
      if (stopped) return;
      for (const m of months) waiting.add(m);
      if (running) return;
      running = drain(engine).finally(() => {
        running = null;
        if (waiting.size) refresh.queue([], engine);
      });
    },
    async idle() {
      for (let r = running; r; r = running) await r;
    },
    async stop() {
      stopped = true;
      waiting.clear();
      await running;
    },
  };
  return refresh;
}
