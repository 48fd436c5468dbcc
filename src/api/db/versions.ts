// The version counters of engine_versions ('access': who may see what, migration 0007;
// 'organisation': the comparison tree, migration 0006; 'reports': the engine's change log, migration
// 0008), which caches compare against on every
// request. Each caller gets a reading taken after it asked (so every write committed before the
// request counts), but callers share readings: while one is under way, later callers wait for the
// next one, which starts when it returns and serves them all. Under load that is one statement per
// round trip instead of one or two per request. A reading request asks once: it takes a mark when
// it starts, and any reading begun after that mark (its own first one) serves its later questions.
import { inArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import { engineVersions } from './schema.ts';

export type EngineVersionName = 'access' | 'organisation' | 'reports';
export type EngineVersions = ReadonlyMap<EngineVersionName, number>;

const NAMES: EngineVersionName[] = ['access', 'organisation', 'reports'];

/** Shares calls of `read` without ever answering a call with a reading that began before it. */
export class FreshReader<T> {
  private running: Promise<T> | null = null;
  private queued: Promise<T> | null = null;
  /** Readings started so far; the newest one carries this number (until it fails). */
  private started = 0;
  private newest: { number: number; reading: Promise<T> } | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  /** A point in time for `get`: every reading begun after it shows the commits made before it. */
  mark(): number {
    return this.started;
  }

  /** A reading begun after this call, or after `since` (a `mark()`) when given. */
  get(since?: number): Promise<T> {
    if (since !== undefined && this.newest && this.newest.number > since) return this.newest.reading;
    if (!this.running) return this.start();
    // The running reading began before this call: join the one that follows it.
    this.queued ??= this.running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.queued = null;
        return this.start();
      });
    return this.queued;
  }

  private start(): Promise<T> {
    const reading = this.read();
    this.running = reading;
    const newest = { number: ++this.started, reading };
    this.newest = newest;
    const done = () => {
      if (this.running === reading) this.running = null;
    };
    // A failed reading serves nobody later: the next caller reads again.
    reading.then(done, () => {
      done();
      if (this.newest === newest) this.newest = null;
    });
    return reading;
  }
}

/** One instance's shared reading of the versions (a name missing from the database is missing from the map). */
export type VersionReader = FreshReader<EngineVersions>;

/** The reader an API instance shares between its requests (the 'versions' plugin, src/api/plugins/). */
export function versionReader(database: { readonly db: Db }): VersionReader {
  // Every request runs it: built once (at the first reading: describing the API registers this
  // without a database), and parsed and planned once per connection by the database (a named
  // prepared statement), not again each time.
  let read: ReturnType<typeof prepareRead> | null = null;
  return new FreshReader(async () => {
    const rows = await (read ??= prepareRead(database.db)).execute();
    return new Map(rows.map((r) => [r.name as EngineVersionName, Number(r.version)]));
  });
}

const prepareRead = (db: Db) =>
  db
    .select({ name: engineVersions.name, version: engineVersions.version })
    .from(engineVersions)
    .where(inArray(engineVersions.name, NAMES))
    .prepare('engine_versions_read');
