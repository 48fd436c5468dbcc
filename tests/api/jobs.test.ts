// The job table as several instances use it: every job runs once however many workers claim; a keyed
// job is queued once while it waits and never runs twice at the same moment; a failed job comes back
// after its backoff; a job whose instance died (its lease ran out) is finished by another.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/api/db/client.ts';
import { claim, enqueue, jobState, retryDelaySeconds } from '../../src/api/services/jobs/queue.ts';
import { JobWorker } from '../../src/api/services/jobs/worker.ts';
import { dbKinds, openTestDatabase } from '../support/app.ts';
import { rows } from '../support/read.ts';

const quiet = { leaseSeconds: 2, pollMs: 50, log: () => {} };

describe.each(dbKinds())('jobs on %s', (kind) => {
  let database: Database;
  /** A second handle on the same database: a second instance's pool (PostgreSQL; PGlite allows one process). */
  let other: Database;
  let drop: () => Promise<void>;
  const workers: JobWorker[] = [];
  const worker = (db: Database) => {
    const w = new JobWorker(db.db, quiet);
    workers.push(w);
    return w;
  };

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
    other = database.kind === 'postgres' ? await openDatabase({ databaseUrl: database.url }) : database;
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    if (other !== database) await other.close();
    await database?.close();
    await drop?.();
  });

  it('runs each job exactly once when two instances work the queue', async () => {
    const runs = new Map<number, number>();
    const count = async (_: unknown, job: { id: number }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
      return { ok: true };
    };
    const [a, b] = [worker(database).handle('test.count', count), worker(other).handle('test.count', count)];
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueue(database.db, { kind: 'test.count', payload: { i } }));
    a.start();
    b.start();
    await a.settled();
    await b.settled();
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(await jobState(database.db, ids[0]!)).toMatchObject({ done: true, result: { ok: true }, attempts: 1 });
  });

  it('queues a keyed job once while it waits, and pulls a later one forward', async () => {
    const later = await enqueue(database.db, { kind: 'test.keyed', key: 'test.keyed', delaySeconds: 3600 });
    const again = await enqueue(database.db, { kind: 'test.keyed', key: 'test.keyed' });
    expect(again).toBe(later);
    const [row] = await rows<{ due: boolean }>(database.db, sql`select run_after <= now() as due from jobs where id = ${later}`);
    expect(row!.due).toBe(true);
  });

  it('never runs two jobs of one key at the same moment', async () => {
    const first = await claim(database.db, 'instance-1', 60, ['test.keyed']);
    expect(first?.key).toBe('test.keyed');
    // Started, so a new one of the key may wait behind it, but nobody may claim it while the first runs.
    const second = await enqueue(database.db, { kind: 'test.keyed', key: 'test.keyed' });
    expect(second).not.toBe(first!.id);
    expect(await claim(other.db, 'instance-2', 60, ['test.keyed'], second)).toBeNull();
    await database.db.execute(sql`update jobs set done_at = now() where id = ${first!.id}`);
    expect((await claim(other.db, 'instance-2', 60, ['test.keyed'], second))?.id).toBe(second);
    await database.db.execute(sql`update jobs set done_at = now() where id = ${second}`);
  });

  it('queues a job marked once only the first time its key is seen, even after it ran', async () => {
    const first = await enqueue(database.db, { kind: 'test.daily', key: 'test.daily:2026-11-27', once: true });
    await database.db.execute(sql`update jobs set done_at = now() where id = ${first}`);
    expect(await enqueue(database.db, { kind: 'test.daily', key: 'test.daily:2026-11-27', once: true })).toBe(first);
    // Without `once` a finished key is queued anew.
    expect(await enqueue(database.db, { kind: 'test.daily', key: 'test.daily:2026-11-27' })).not.toBe(first);
    await database.db.execute(sql`update jobs set done_at = now() where kind = 'test.daily'`);
  });

  it('gives a failed job back with backoff and finishes it on a later attempt', async () => {
    let calls = 0;
    const w = worker(database).handle('test.flaky', async () => {
      calls++;
      if (calls === 1) throw new Error('Mailserver nicht erreichbar');
      return { sent: 1 };
    });
    const id = await enqueue(database.db, { kind: 'test.flaky' });
    expect(await w.runNow(id, 500)).toBeNull();
    const [failed] = await rows<{ last_error: string; wait: number }>(
      database.db,
      sql`select last_error, extract(epoch from run_after - now())::float8 as wait from jobs where id = ${id}`,
    );
    expect(failed!.last_error).toBe('Mailserver nicht erreichbar');
    expect(failed!.wait).toBeGreaterThan(retryDelaySeconds(1) - 2);
    await database.db.execute(sql`update jobs set run_after = now() where id = ${id}`);
    expect(await w.runNow(id, 5000)).toMatchObject({ done: true, result: { sent: 1 }, attempts: 2, lastError: null });
  });

  it('lets another instance finish a job whose instance died (its lease ran out)', async () => {
    const id = await enqueue(database.db, { kind: 'test.orphan' });
    const dead = await claim(database.db, 'killed-instance', 1, ['test.orphan'], id);
    expect(dead?.id).toBe(id);
    const survivor = worker(other).handle('test.orphan', async () => 'finished');
    expect(await claim(other.db, survivor.me, 2, ['test.orphan'], id), 'the lease still holds').toBeNull();
    await new Promise((r) => setTimeout(r, 1200));
    const state = await survivor.runNow(id, 5000);
    expect(state).toMatchObject({ done: true, result: 'finished', attempts: 2 });
    const [row] = await rows<{ locked_by: string }>(database.db, sql`select locked_by from jobs where id = ${id}`);
    expect(row!.locked_by).toBe(survivor.me);
  });
});
