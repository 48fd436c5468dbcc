// The job table's statements (schema: src/api/db/schema/jobs.ts). A job is claimed with a lease:
// the claiming instance writes its name and an expiry, a heartbeat extends it while the job runs,
// and a lease that ran out means the instance died, so any other instance may claim the job again.
// Handlers are idempotent by construction (detection steps each test day once and opens one incident per firing episode,
// mails are claimed per recipient), so a job run twice after a crash does no harm twice.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** Serialises claims of all instances for the instant of a claim, so two jobs of one key never run at once. */
const CLAIM_LOCK = 190_008;

export interface NewJob {
  kind: string;
  /** Jobs with a key are queued once while they wait (a second enqueue returns the waiting one). */
  key?: string;
  /** A keyed job queued once ever: when its key was queued before (waiting, running or done), that job's id is returned. */
  once?: boolean;
  payload?: unknown;
  /** Seconds from now before the job may run. */
  delaySeconds?: number;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string | null;
  payload: unknown;
  attempts: number;
}

export interface JobState {
  done: boolean;
  result: unknown;
  attempts: number;
  lastError: string | null;
}

/**
 * Queues a job (inside the caller's transaction when given one); returns its id. A keyed job that is
 * already waiting is not queued twice: its id is returned, and it runs no later than this one would.
 */
export async function enqueue(db: Db, job: NewJob): Promise<number> {
  if (job.once && job.key) {
    const [seen] = await queryRows<{ id: number | string }>(db, sql`select id from jobs where key = ${job.key} order by id desc limit 1`);
    if (seen) return Number(seen.id);
  }
  const payload = JSON.stringify(job.payload ?? {});
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`insert into jobs (kind, key, payload, run_after) values (${job.kind}, ${job.key ?? null}, ${payload}::jsonb, now() + make_interval(secs => ${job.delaySeconds ?? 0}))
        on conflict (key) where done_at is null and attempts = 0 do update set run_after = least(jobs.run_after, excluded.run_after)
        returning id`,
  );
  return Number(row!.id);
}

/**
 * Claims the next due job of these kinds (or exactly `onlyId` when it is due and free); null when
 * there is none. An instance claims only kinds it knows (during a rolling update an older one leaves
 * newer kinds to the newer instances).
 */
export async function claim(db: Db, me: string, leaseSeconds: number, kinds: readonly string[], onlyId?: number): Promise<ClaimedJob | null> {
  const only: SQL = onlyId === undefined ? sql`` : sql`and j.id = ${onlyId}`;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
    const [row] = await queryRows<{ id: number | string; kind: string; key: string | null; payload: unknown; attempts: number }>(
      t,
      sql`update jobs set attempts = attempts + 1, locked_by = ${me}, locked_until = now() + make_interval(secs => ${leaseSeconds})
          where id = (
            select j.id from jobs j
            where j.done_at is null and j.run_after <= now() and (j.locked_until is null or j.locked_until < now()) ${only}
              and j.kind = any(${sql.param([...kinds])}::text[])
              and (j.key is null or not exists (select 1 from jobs r where r.key = j.key and r.id <> j.id and r.done_at is null and r.locked_until >= now()))
            order by j.run_after, j.id limit 1 for update skip locked)
          returning id, kind, key, payload, attempts`,
    );
    // Both drivers hand jsonb over parsed.
    return row ? { id: Number(row.id), kind: row.kind, key: row.key, payload: row.payload, attempts: row.attempts } : null;
  });
}

/** Extends the lease; false when it was lost (another instance took the job after it ran out). */
export async function heartbeat(db: Db, id: number, me: string, leaseSeconds: number): Promise<boolean> {
  const rows = await queryRows(db, sql`update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}) where id = ${id} and locked_by = ${me} and done_at is null returning id`);
  return rows.length > 0;
}

export async function complete(db: Db, id: number, me: string, result: unknown): Promise<void> {
  await db.execute(sql`update jobs set done_at = now(), result = ${JSON.stringify(result ?? null)}::jsonb, locked_until = null, last_error = null where id = ${id} and locked_by = ${me}`);
}

/** Backoff after the n-th failed attempt: 5 s, 10 s, 20 s … at most 5 minutes (the old retry timer's interval). */
export const retryDelaySeconds = (attempts: number) => Math.min(300, 5 * 2 ** Math.max(0, attempts - 1));

/** Releases a failed job for a later attempt. */
export async function fail(db: Db, id: number, me: string, attempts: number, error: string): Promise<void> {
  await db.execute(
    sql`update jobs set locked_by = null, locked_until = null, last_error = ${error.slice(0, 2000)}, run_after = now() + make_interval(secs => ${retryDelaySeconds(attempts)})
        where id = ${id} and locked_by = ${me}`,
  );
}

/** Gives unstarted work back at shutdown: a job this instance holds is free for the others at once. */
export async function release(db: Db, id: number, me: string): Promise<void> {
  await db.execute(sql`update jobs set locked_by = null, locked_until = null where id = ${id} and locked_by = ${me} and done_at is null`);
}

export async function jobState(db: Db, id: number): Promise<JobState | null> {
  const [row] = await queryRows<{ done: boolean; result: unknown; attempts: number; last_error: string | null }>(
    db,
    sql`select done_at is not null as done, result, attempts, last_error from jobs where id = ${id}`,
  );
  if (!row) return null;
  return { done: row.done, result: row.result, attempts: row.attempts, lastError: row.last_error };
}

/** Drops finished jobs after a week and the report change log after a day (an engine further behind rebuilds). */
export async function prune(db: Db): Promise<void> {
  await db.execute(sql`delete from jobs where done_at < now() - interval '7 days'`);
  await db.execute(sql`delete from report_changes where created_at < now() - interval '1 day'
    and version < (select max(version) from report_changes)`);
}
