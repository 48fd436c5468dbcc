// One engine per API instance, an in-memory cache of the committed reports. The database says how
// current it must be: every report write bumps the 'reports' version and logs its sites and months
// (migration 0008). The engine remembers the version it has applied; a read that finds a newer one
// (the instance's shared version reading, src/api/db/versions.ts) first reloads the logged sites and
// months, so no instance answers from reports older than its request, whichever instance stored them.
// PostgreSQL's NOTIFY (services/jobs/listen.ts) starts that reload as soon as a write commits, so
// reads rarely wait. A failed build is retried on the next query. The 'benchmark-engine' plugin
// (src/api/plugins/) gives each Fastify instance its own EngineService as `app.engine`.
import { sql } from 'drizzle-orm';
import { CURRENT_REPORT_DAYS } from '../../../domain/reports.ts';
import type { BenchmarkEngine } from '../../../engine/index.ts';
import { queryRows, type Db } from '../../db/client.ts';
import type { VersionReader } from '../../db/versions.ts';
import { loadEngine, reloadSites } from './loader.ts';

/** A report counts for a date when inspected at most this many days before it (src/domain/reports.ts). */
export const LOOKBACK_DAYS = CURRENT_REPORT_DAYS;

async function storedVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ version: number | string }>(db, sql`select version from engine_versions where name = 'reports'`);
  return Number(row?.version ?? 0);
}

export class EngineService {
  private engine: Promise<BenchmarkEngine> | null = null;
  /** The 'reports' version the engine holds: every change up to it is in its columns. */
  private applied = 0;
  /** Catch-ups run one after the other. */
  private updates: Promise<void> = Promise.resolve();
  /** Month snapshots the last build rewrites in the background (0 when none were stale). */
  private snapshotWrites: Promise<number> = Promise.resolve(0);

  constructor(
    private readonly database: { readonly db: Db },
    private readonly versions: VersionReader,
  ) {}

  /** The engine (built on first use if the start did not build it yet), as built or last caught up. */
  built(): Promise<BenchmarkEngine> {
    return this.engine ?? this.build();
  }

  /** Resolves with the number of month snapshots the current engine's build wrote (the bench and tests wait for them). */
  async snapshotsWritten(): Promise<number> {
    await this.built();
    return this.snapshotWrites;
  }

  /**
   * The engine holding at least every report committed before this call, or before `since` (a
   * mark of the version reading), and at least `atLeast` (the version a job was queued at): the
   * read path of every benchmark answer.
   */
  async current(atLeast = 0, since?: number): Promise<BenchmarkEngine> {
    await this.built();
    const versions = await this.versions.get(since);
    const target = Math.max(atLeast, versions.get('reports') ?? 0);
    if (target > this.applied) await this.catchUp(target);
    else await this.updates;
    return this.built();
  }

  /** A write committed somewhere (NOTIFY, or NaN: unknown, after a reconnect): catch up in the background. */
  reportsChanged(version: number, log: (line: string) => void = () => {}): void {
    if (!this.engine) return; // Not built yet: the build reads the committed reports anyway.
    const target = Number.isFinite(version) ? Promise.resolve(version) : storedVersion(this.database.db);
    void target
      .then((v) => (v > this.applied ? this.catchUp(v) : undefined))
      .catch((error: unknown) => log(`Engine: Nachladen gescheitert (nächste Anfrage versucht es erneut): ${(error as Error).message}`));
  }

  /** Drops the engine so the next query rebuilds it. */
  forget(): void {
    this.engine = null;
  }

  /** A fresh engine and the version it holds (read first: a write committed during the build is caught up after it). */
  private build(): Promise<BenchmarkEngine> {
    const load = async () => {
      const version = await storedVersion(this.database.db);
      const loaded = await loadEngine(this.database.db, LOOKBACK_DAYS);
      return { version, ...loaded };
    };
    const building: Promise<BenchmarkEngine> = load().then(({ version, engine, snapshotsWritten }) => {
      if (this.engine === building) {
        this.applied = version;
        this.snapshotWrites = snapshotsWritten;
      }
      return engine;
    });
    this.engine = building;
    building.catch(() => {
      if (this.engine === building) this.engine = null;
    });
    return building;
  }

  /**
   * Brings the engine to `target`: reloads the sites and months the change log names above the
   * applied version; rebuilds when the log has a gap (pruned) or names everything (a truncate).
   */
  private catchUp(target: number): Promise<void> {
    const run = this.updates.then(async () => {
      const engine = await this.built();
      const from = this.applied;
      if (target <= from) return;
      const changes = await queryRows<{ version: number | string; site_ids: number[] | null; months: string[] | null }>(
        this.database.db,
        sql`select version, site_ids, array(select m::text from unnest(months) m) as months from report_changes
            where version > ${from} and version <= ${target} order by version`,
      );
      if (changes.length !== target - from || changes.some((c) => c.site_ids === null)) {
        this.engine = null;
        await this.build();
        return;
      }
      const sitesByMonth = new Map<string, Set<number>>();
      for (const c of changes) {
        c.site_ids!.forEach((site, i) => {
          const month = c.months![i]!;
          const set = sitesByMonth.get(month) ?? new Set<number>();
          set.add(Number(site));
          sitesByMonth.set(month, set);
        });
      }
      for (const [month, sites] of sitesByMonth) await reloadSites(engine, this.database.db, [...sites], [month]);
      this.applied = target;
    });
    this.updates = run.catch(() => undefined);
    return run;
  }
}
