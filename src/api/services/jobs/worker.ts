// Runs the jobs of the table in this instance: one at a time, claimed with a lease that a heartbeat
// extends, woken by an enqueue here, by PostgreSQL's NOTIFY from any instance (./listen.ts) or by
// the poll timer (a missed notification only delays a job by one interval). At shutdown it stops
// claiming and lets the running job finish, so a graceful stop loses nothing and a kill -9 only
// leaves a lease that runs out, after which another instance takes the job.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { claim, complete, enqueue, fail, heartbeat, jobState, release, type ClaimedJob, type JobState, type NewJob } from './queue.ts';

export type JobHandler = (payload: never, job: ClaimedJob) => Promise<unknown>;

export interface WorkerOptions {
  leaseSeconds: number;
  pollMs: number;
  log: (line: string) => void;
}

/** This instance's name in locked_by: host, process and a random part (two processes may share a PID namespace). */
export const instanceName = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export class JobWorker {
  readonly me = instanceName();
  private handlers = new Map<string, JobHandler>();
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  /** Jobs being executed here (the loop's and runNow's), for the shutdown to wait on. */
  private active = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly options: WorkerOptions,
  ) {}

  /** Writes a line to the server's log (for work around jobs that must not fail a request). */
  log(line: string): void {
    this.options.log(line);
  }

  /** Registers what a kind of job does (before start). */
  handle(kind: string, handler: JobHandler): this {
    this.handlers.set(kind, handler);
    return this;
  }

  /** Queues a job (pass the transaction to make it part of a write) and wakes this instance's loop. */
  async enqueue(job: NewJob, db: Db = this.db): Promise<number> {
    const id = await enqueue(db, job);
    if (db === this.db) this.wake();
    return id;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** A job may be waiting: claim now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /**
   * Runs job `id` here if nobody has claimed it yet, else waits for whoever did; resolves with its
   * state once done, or null after `timeoutMs` (the job then stays queued for a retry).
   */
  async runNow(id: number, timeoutMs: number): Promise<JobState | null> {
    const deadline = Date.now() + timeoutMs;
    const job = await claim(this.db, this.me, this.options.leaseSeconds, [...this.handlers.keys()], id);
    if (job) await this.track(this.execute(job));
    for (let wait = 20; ; wait = Math.min(wait * 2, 500)) {
      const state = await jobState(this.db, id);
      if (!state || state.done) return state;
      if (Date.now() >= deadline) return null;
      await new Promise((r) => setTimeout(r, Math.min(wait, Math.max(0, deadline - Date.now()))));
    }
  }

  /**
   * Resolves once no job is due or running anywhere (tests and benches wait for the work an upload
   * caused); jobs waiting for a retry or a later time do not count.
   */
  async settled(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await Promise.allSettled(this.active);
      const [open] = await queryRows<{ n: number }>(
        this.db,
        sql`select count(*)::int as n from jobs where done_at is null and (run_after <= now() or locked_until >= now())`,
      );
      if (Number(open?.n ?? 0) === 0 && this.active.size === 0) return;
      if (Date.now() > deadline) throw new Error('Aufträge wurden nicht fertig.');
      this.wake();
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** Stops claiming and waits for the jobs running here. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    await Promise.allSettled(this.active);
  }

  private async run(): Promise<void> {
    while (this.running) {
      let job: ClaimedJob | null = null;
      try {
        job = await claim(this.db, this.me, this.options.leaseSeconds, [...this.handlers.keys()]);
      } catch (error) {
        this.options.log(`Aufträge: Abholen gescheitert (${(error as Error).message})`);
      }
      if (job && !this.running) {
        await release(this.db, job.id, this.me).catch(() => {});
        break;
      }
      if (job) {
        await this.track(this.execute(job));
        continue;
      }
      await this.idle();
    }
  }

  private idle(): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.pollMs);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        this.woken = false;
        done();
      };
    });
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.active.add(work);
    return work.finally(() => this.active.delete(work));
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const { leaseSeconds, log } = this.options;
    const handler = this.handlers.get(job.kind);
    const beat = setInterval(() => void heartbeat(this.db, job.id, this.me, leaseSeconds).catch(() => false), (leaseSeconds * 1000) / 3);
    beat.unref();
    try {
      if (!handler) throw new Error(`Unbekannte Auftragsart ${job.kind}`);
      const result = await handler(job.payload as never, job);
      await complete(this.db, job.id, this.me, result ?? null);
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      log(`Auftrag ${job.kind} #${job.id} gescheitert (Versuch ${job.attempts}, wird wiederholt): ${message}`);
      await fail(this.db, job.id, this.me, job.attempts, message).catch(() => {});
    } finally {
      clearInterval(beat);
    }
  }
}
