// What follows a report write, queued inside the writing transaction so it is committed with the
// reports or not at all (a crash after the commit loses nothing: the jobs wait in the table for any
// instance): incident detection, the evaluation mails and the rewrite of each touched month's engine
// snapshot. After the commit the writing request brings its own engine up to the write's version and
// runs the detection itself unless another instance already claimed it, so the upload's answer can
// still tell how many incidents it raised.
import { sql } from 'drizzle-orm';
import type { BenchmarkContext } from '../context.ts';
import { queryRows, type Db } from '../db/client.ts';
import { ENGINE_JOBS } from './benchmark/jobs.ts';
import { CONTROLLING_JOBS, type DetectPayload } from './controlling/index.ts';
import { enqueue } from './jobs/queue.ts';

export interface StoredReports {
  siteIds: number[];
  inspectionDates: string[];
}

export interface QueuedReportWork {
  /** The 'reports' version after the write (the transaction holds the row, so this is its own). */
  version: number;
  detectJob: number;
}

/** How long a write's request waits for its detection before answering with 0 incidents (the job goes on). */
const DETECTION_WAIT_MS = 5 * 60_000;

/** Inside the writing transaction. */
export async function queueReportWork(tx: Db, stored: StoredReports): Promise<QueuedReportWork> {
  const [row] = await queryRows<{ version: number | string }>(tx, sql`select version from engine_versions where name = 'reports'`);
  const version = Number(row?.version ?? 0);
  const detect: DetectPayload = { siteIds: stored.siteIds, version };
  const detectJob = await enqueue(tx, { kind: CONTROLLING_JOBS.detect, payload: detect });
  await enqueue(tx, { kind: CONTROLLING_JOBS.evaluationMails, payload: stored });
  const months = [...new Set(stored.inspectionDates.map((d) => `${d.slice(0, 7)}-01`))].sort();
  for (const month of months) await enqueue(tx, { kind: ENGINE_JOBS.snapshot, key: `${ENGINE_JOBS.snapshot}:${month}`, payload: { month } });
  return { version, detectJob };
}

/** After the commit: this instance's engine holds the write, and its detection has run (here or elsewhere). */
export async function awaitReportWork(app: BenchmarkContext, queued: QueuedReportWork): Promise<{ incidents: number }> {
  app.deps.jobs.wake();
  try {
    await app.engine.current(queued.version);
    const state = await app.deps.jobs.runNow(queued.detectJob, DETECTION_WAIT_MS);
    return { incidents: state?.done ? Number((state.result as { incidents?: number } | null)?.incidents ?? 0) : 0 };
  } catch (error) {
    // The reports and their jobs are committed: the write succeeded, the jobs are retried; never a 5xx now.
    app.deps.jobs.log(`Nach dem Speichern von Prüfberichten: ${(error as Error).message} (Aufträge werden wiederholt)`);
    return { incidents: 0 };
  }
}
