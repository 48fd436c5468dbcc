// What authentication resolves from the database for a caller (the user with its links, the farm
// scope, the terms status), kept per user while the 'access' version (engine_versions, migration
// 0007) stays the same. Every request reads that version first (db/versions.ts, shared between requests), instead of
// loading the user, its links, its scope and its farms' terms again (about four statements, which
// under 200 users made the database the queue). Triggers bump the version in the transaction that
// changes any of it, so the next request after a commit sees the change, on any instance.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { VersionReader } from '../db/versions.ts';
import { loadActor, type Actor } from './actor.ts';

/** One user's cached access, all loaded at or after `version`. Scope and terms are filled on first use. */
export interface AccessEntry<Scope = unknown, Terms = unknown> {
  version: number;
  actor: Promise<Actor | undefined>;
  scope?: Promise<Scope>;
  terms?: Promise<Terms>;
}

/** Users kept at most; beyond it the least recently loaded go (an association's staff fit easily). */
export const ACCESS_CACHE_USERS = 10_000;

export class AccessCache {
  private version: number | null = null;
  private readonly entries = new Map<number, AccessEntry>();

  constructor(
    private readonly database: Database,
    private readonly versions: VersionReader,
  ) {}

  /** The current access version (as of `since`, a mark of the version reading), or null when the database has none (then nothing is cached). */
  async currentVersion(since?: number): Promise<number | null> {
    return (await this.versions.get(since)).get('access') ?? null;
  }

  /**
   * The caller's entry as of now (or of `since`, the request's mark): the version is read before anything is loaded, so data loaded
   * under it is at least as new as the version says; a write committed later bumps the version and
   * the next request loads afresh.
   */
  async entry(userId: number, since?: number): Promise<AccessEntry> {
    const version = await this.currentVersion(since);
    // No version in the database, or a reading that lost a race with a newer one: load, keep nothing.
    if (version === null || (this.version !== null && version < this.version)) return { version: -1, actor: this.load(userId) };
    if (version !== this.version) {
      // Everything cached belongs to an older version.
      this.entries.clear();
      this.version = version;
    }
    let entry = this.entries.get(userId);
    if (!entry || entry.version !== version) {
      entry = { version, actor: this.load(userId) };
      this.remember(userId, entry);
    }
    return entry;
  }

  /** Fills `entry[key]` once; a failed load is not kept, so the next request tries again. */
  static once<K extends 'scope' | 'terms'>(entry: AccessEntry, key: K, load: () => NonNullable<AccessEntry[K]>): NonNullable<AccessEntry[K]> {
    const present = entry[key];
    if (present) return present as NonNullable<AccessEntry[K]>;
    const promise = load();
    entry[key] = promise;
    promise.catch(() => {
      if (entry[key] === promise) entry[key] = undefined;
    });
    return promise;
  }

  private load(userId: number): Promise<Actor | undefined> {
    // Frozen: the same object now serves many requests, none may change it for the others.
    return loadActor(this.database.db, userId).then((actor) => actor && deepFreeze(actor));
  }

  private remember(userId: number, entry: AccessEntry) {
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    if (this.entries.size > ACCESS_CACHE_USERS) this.entries.delete(this.entries.keys().next().value!);
    entry.actor.catch(() => {
      if (this.entries.get(userId) === entry) this.entries.delete(userId);
    });
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The request's cached access when it may be shared: for reads. A writing request resolves its
 * scope and terms itself, as late as its handler asks, so what it wrote earlier in the same
 * request counts. Authentication (auth/hook.ts) sets `request.accessEntry`.
 */
export function sharedAccess(request: FastifyRequest): AccessEntry | undefined {
  return request.method === 'GET' || request.method === 'HEAD' ? (request.accessEntry ?? undefined) : undefined;
}

/** `load()` once per cached caller for reads (sharedAccess), else once more for this request. */
export function sharedOnce<K extends 'scope' | 'terms', T>(request: FastifyRequest, key: K, load: () => Promise<T>): Promise<T> {
  const shared = sharedAccess(request);
  return shared ? (AccessCache.once(shared, key, load) as Promise<T>) : load();
}
