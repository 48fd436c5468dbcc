// One engine per API instance, an in-memory cache of the committed reports. The database says how
// current it must be: every report write bumps the 'reports' version and logs its sites and months
// (migration 0008). The engine remembers the version it has applied; a read that finds a newer one
// (one shared statement, src/api/db/versions.ts) first reloads the logged sites and months, so no
// instance answers from reports older than its request, whichever instance stored them. PostgreSQL's
// NOTIFY (services/jobs/listen.ts) starts that reload as soon as a write commits, so reads rarely
// wait. A failed build is retried on the next query.
import { sql } from 'drizzle-orm';
import { CURRENT_REPORT_DAYS } from '../../../domain/reports.ts';
import type { BenchmarkEngine } from '../../../engine/index.ts';
import type { ApiDeps } from '../../context.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { engineVersions } from '../../db/versions.ts';
import { loadEngine, reloadSites } from './loader.ts';

/** A report counts for a date when inspected at most this many days before it (src/domain/reports.ts). */
export const LOOKBACK_DAYS = CURRENT_REPORT_DAYS;

interface Holder {
  engine: Promise<BenchmarkEngine> | null;
  /** The 'reports' version the engine holds: every change up to it is in its columns. */
  applied: number;
  /** Catch-ups run one after the other. */
  updates: Promise<void>;
}

const holders = new WeakMap<ApiDeps, Holder>();
/** The API instance of a database handle, for code that holds only the handle (list serialisers). */
const depsOfDb = new WeakMap<object, ApiDeps>();

/** The API instance whose engine serves this database handle (registered when its engine is first asked for). */
export function depsOf(db: object): ApiDeps | undefined {
  return depsOfDb.get(db);
}

function holderOf(deps: ApiDeps): Holder {
  let holder = holders.get(deps);
  if (!holder) {
    depsOfDb.set(deps.database.db, deps);
    holder = { engine: null, applied: 0, updates: Promise.resolve() };
    holders.set(deps, holder);
  }
  return holder;
}

async function storedVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ version: number | string }>(db, sql`select version from engine_versions where name = 'reports'`);
  return Number(row?.version ?? 0);
}

/** A fresh engine and the version it holds (read first: a write committed during the build is caught up after it). */
function build(deps: ApiDeps, holder: Holder): Promise<BenchmarkEngine> {
  const load = async () => {
    const version = await storedVersion(deps.database.db);
    const engine = await loadEngine(deps.database.db, LOOKBACK_DAYS);
    return { version, engine };
  };
  const building: Promise<BenchmarkEngine> = load().then(({ version, engine }) => {
    if (holder.engine === building) holder.applied = version;
    return engine;
  });
  holder.engine = building;
  building.catch(() => {
    if (holder.engine === building) holder.engine = null;
  });
  return building;
}

/** The engine of this API instance (built on first use if the start did not build it yet), as built or last caught up. */
export function engineOf(deps: ApiDeps): Promise<BenchmarkEngine> {
  const holder = holderOf(deps);
  return holder.engine ?? build(deps, holder);
}

/**
 * Brings the engine to `target`: reloads the sites and months the change log names above the
 * applied version; rebuilds when the log has a gap (pruned) or names everything (a truncate).
 */
function catchUp(deps: ApiDeps, target: number): Promise<void> {
  const holder = holderOf(deps);
  const run = holder.updates.then(async () => {
    const engine = await engineOf(deps);
    const from = holder.applied;
    if (target <= from) return;
    const db = deps.database.db;
    const changes = await queryRows<{ version: number | string; site_ids: number[] | null; months: string[] | null }>(
      db,
      sql`select version, site_ids, array(select m::text from unnest(months) m) as months from report_changes
          where version > ${from} and version <= ${target} order by version`,
    );
    if (changes.length !== target - from || changes.some((c) => c.site_ids === null)) {
      holder.engine = null;
      await build(deps, holder);
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
    for (const [month, sites] of sitesByMonth) await reloadSites(engine, db, [...sites], [month]);
    holder.applied = target;
  });
  holder.updates = run.catch(() => undefined);
  return run;
}

/**
 * The engine holding at least every report committed before this call (and at least `atLeast`,
 * the version a job was queued at): the read path of every benchmark answer.
 */
export async function currentEngine(deps: ApiDeps, atLeast = 0): Promise<BenchmarkEngine> {
  const holder = holderOf(deps);
  await engineOf(deps);
  const versions = await engineVersions(deps.database.db);
  const target = Math.max(atLeast, versions.get('reports') ?? 0);
  if (target > holder.applied) await catchUp(deps, target);
  else await holder.updates;
  return engineOf(deps);
}

/** A write committed somewhere (NOTIFY, or NaN: unknown, after a reconnect): catch up in the background. */
export function reportsChanged(deps: ApiDeps, version: number, log: (line: string) => void = () => {}): void {
  const holder = holders.get(deps);
  if (!holder?.engine) return; // Not built yet: the build reads the committed reports anyway.
  const target = Number.isFinite(version) ? Promise.resolve(version) : storedVersion(deps.database.db);
  void target
    .then((v) => (v > holder.applied ? catchUp(deps, v) : undefined))
    .catch((error: unknown) => log(`Engine: Nachladen gescheitert (nächste Anfrage versucht es erneut): ${(error as Error).message}`));
}

/** Drops the engine so the next query rebuilds it. */
export function forgetEngine(deps: ApiDeps): void {
  const holder = holders.get(deps);
  if (holder) holder.engine = null;
}
