// One engine per API instance: built from the database when the server starts, kept current by
// the 'reports.stored' event (the upload emits it after its commit, and the request answers only
// after the engine has the new reports). A failed build is retried on the next query.
import { CURRENT_REPORT_DAYS } from '../../../domain/reports.ts';
import type { BenchmarkEngine } from '../../../engine/index.ts';
import type { ApiDeps } from '../../context.ts';
import { loadEngine, reloadSites } from './loader.ts';
import { snapshotRefresh, type SnapshotRefresh } from './snapshot-refresh.ts';

/** A report counts for a date when inspected at most this many days before it (src/domain/reports.ts). */
export const LOOKBACK_DAYS = CURRENT_REPORT_DAYS;

interface Holder {
  engine: Promise<BenchmarkEngine> | null;
  /** Updates run one after the other, so two uploads never interleave their reloads. */
  updates: Promise<void>;
  /** Rewrites the snapshots of uploaded months in the background, after the reloads. */
  snapshots: SnapshotRefresh;
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
    const h: Holder = { engine: null, updates: Promise.resolve(), snapshots: snapshotRefresh(deps.database.db, LOOKBACK_DAYS) };
    holder = h;
    holders.set(deps, h);
    deps.events.on('reports.stored', ({ siteIds, inspectionDates }) => {
      if (!h.engine) return; // The next build reads the committed reports anyway.
      const months = inspectionDates.map((d) => `${d.slice(0, 7)}-01`);
      const run = h.updates.then(async () => {
        const engine = await engineOf(deps);
        await reloadSites(engine, deps.database.db, siteIds, months);
        return engine;
      });
      h.updates = run.then(() => undefined).catch(() => undefined);
      h.snapshots.queue(months, run);
      return run.then(() => undefined);
    });
  }
  return holder;
}

/** The engine of this API instance (built on first use if the start did not build it yet). */
export function engineOf(deps: ApiDeps): Promise<BenchmarkEngine> {
  const holder = holderOf(deps);
  if (!holder.engine) {
    const building = loadEngine(deps.database.db, LOOKBACK_DAYS);
    holder.engine = building;
    building.catch(() => {
      if (holder.engine === building) holder.engine = null;
    });
  }
  return holder.engine;
}

/** The engine once every pending update has been applied. */
export async function currentEngine(deps: ApiDeps): Promise<BenchmarkEngine> {
  const engine = await engineOf(deps);
  await holderOf(deps).updates;
  return engine;
}

/** Drops the engine so the next query rebuilds it (tests that write reports without the event). */
export function forgetEngine(deps: ApiDeps): void {
  const holder = holders.get(deps);
  if (holder) holder.engine = null;
}

/** Resolves when the snapshots of every upload so far are rewritten (tests, bench). */
export async function snapshotsRefreshed(deps: ApiDeps): Promise<void> {
  await holders.get(deps)?.updates;
  await holders.get(deps)?.snapshots.idle();
}

/** Stops rewriting snapshots (the server's close hook: before the database closes). */
export async function stopSnapshotRefresh(deps: ApiDeps): Promise<void> {
  await holders.get(deps)?.snapshots.stop();
}
