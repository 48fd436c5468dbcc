// The engine's jobs: rewriting a month's snapshot after a write (so the next start of any instance
// reads it from its snapshot, not from rows), and pruning the job table and the report change log.
import type { BenchmarkContext } from '../../context.ts';
import { prune } from '../jobs/queue.ts';
import { LOOKBACK_DAYS } from './service.ts';
import { refreshMonthSnapshot } from './snapshot-refresh.ts';

export const ENGINE_JOBS = { snapshot: 'engine.snapshot', prune: 'maintenance.prune' } as const;

const PRUNE_EVERY_SECONDS = 3600;

export function registerEngineJobs(app: BenchmarkContext): void {
  app.deps.jobs
    .handle(ENGINE_JOBS.snapshot, async ({ month }: { month: string }) => {
      // The serving engine's figure list, so the snapshot has the columns the next build expects.
      const { figures } = await app.engine.built();
      return { written: await refreshMonthSnapshot(app.deps.database.db, month, LOOKBACK_DAYS, figures) };
    })
    .handle(ENGINE_JOBS.prune, async () => {
      await prune(app.deps.database.db);
      await schedulePrune(app);
      return null;
    });
}

/** Keeps one prune job waiting (every instance calls this at start; the key makes it one). */
export const schedulePrune = (app: BenchmarkContext) => app.deps.jobs.enqueue({ kind: ENGINE_JOBS.prune, key: ENGINE_JOBS.prune, delaySeconds: PRUNE_EVERY_SECONDS });
