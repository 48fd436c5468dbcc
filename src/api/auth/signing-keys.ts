// The keys that sign tokens (HS256). With JWT_SECRET one fixed key (StaticKey). Otherwise the keys
// live in the database (table signing_keys, migration 0009), shared by every instance: a token
// issued by one instance verifies on all others. The newest key that is not retired signs and its
// kid goes into the token header; every key that is not retired verifies tokens naming it; the key
// 'legacy' (DATA_DIR/jwt-secret of an older installation, imported once) also verifies tokens without
// a kid, so sessions survive the upgrade. Verification stays synchronous: keys are cached in memory,
// reloaded in the background once a minute (a rotation or retirement reaches every instance within
// that), and at once — at most once a second, later tokens waiting for the next — when a token names
// a kid this instance does not know.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

export interface SigningKey {
  /** Named in the token header; undefined for JWT_SECRET. */
  kid: string | undefined;
  secret: Uint8Array;
}

/** What TokenSigner needs: the key that signs now, and the key for a token's kid. */
export interface KeyRing {
  signing(): SigningKey;
  verifying(kid: string | undefined): Uint8Array | undefined;
  /** A token named an unknown kid: reload if allowed now; true when the keys were reloaded. */
  reloadFor?(kid: string | undefined): Promise<boolean>;
}

/** JWT_SECRET: one key, no kid in the tokens, and any kid is checked against it. */
export class StaticKey implements KeyRing {
  private readonly key: SigningKey;
  constructor(secret: Uint8Array) {
    this.key = { kid: undefined, secret };
  }
  signing(): SigningKey {
    return this.key;
  }
  verifying(): Uint8Array {
    return this.key.secret;
  }
}

/** The kid of the key imported from DATA_DIR/jwt-secret; tokens without a kid are checked against it. */
export const LEGACY_KID = 'legacy';
/** Background reload of the cached keys (picks up rotation and retirement). */
export const KEY_RELOAD_MS = 60_000;
/** At most one reload per this interval for tokens with an unknown kid (a forger cannot make many). */
export const UNKNOWN_KID_RELOAD_MS = 1_000;
/** Serialises creating keys across instances (pg_advisory_xact_lock; any fixed number). */
const KEYS_LOCK = 0x4842_4b45;

interface KeyRow {
  kid: string;
  secret: Uint8Array;
}

/** The old per-installation secret file (before migration 0009), as the bytes it was used as. */
export function legacySecret(dataDir: string): Uint8Array | undefined {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8').trim();
  return text ? new TextEncoder().encode(text) : undefined;
}

const newKid = () => randomBytes(12).toString('base64url');
const newSecret = () => randomBytes(32);

/** Keys that verify, newest (the signing one) first. */
async function activeKeys(db: Db): Promise<KeyRow[]> {
  const rows = await queryRows<{ kid: string; secret: Uint8Array }>(
    db,
    sql`SELECT kid, secret FROM signing_keys WHERE retired_at IS NULL ORDER BY created_at DESC, kid DESC`,
  );
  return rows.map((r) => ({ kid: r.kid, secret: new Uint8Array(r.secret) }));
}

/**
 * The keys that verify, newest first; creates the first one when there is none (race-safe: instances
 * starting together wait for each other's transaction and end with one key). A database that never had
 * a key takes the legacy secret, when given, as its first key.
 */
export async function ensureSigningKeys(db: Db, legacy?: () => Uint8Array | undefined): Promise<KeyRow[]> {
  const found = await activeKeys(db);
  if (found.length > 0) return found;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${KEYS_LOCK})`);
    const [state] = await queryRows<{ active: boolean; any: boolean }>(
      tx as unknown as Db,
      sql`SELECT EXISTS (SELECT 1 FROM signing_keys WHERE retired_at IS NULL) AS active, EXISTS (SELECT 1 FROM signing_keys) AS any`,
    );
    if (state?.active) return;
    const imported = state?.any ? undefined : legacy?.();
    const kid = imported ? LEGACY_KID : newKid();
    await tx.execute(sql`INSERT INTO signing_keys (kid, secret) VALUES (${kid}, ${Buffer.from(imported ?? newSecret())}) ON CONFLICT (kid) DO NOTHING`);
  });
  return activeKeys(db);
}

export interface Rotation {
  kid: string;
  /** Keys retired by this rotation. */
  retired: string[];
}

/**
 * A new key signs from now on (on every instance within KEY_RELOAD_MS). Older keys keep verifying
 * the tokens they signed, except: with `retireAll` every older key is retired at once (all sessions
 * end: after a leak); otherwise keys replaced longer than `graceSeconds` ago (the refresh-token
 * lifetime: no unexpired token can be signed by them) are retired.
 */
export async function rotateSigningKey(db: Db, options: { retireAll?: boolean; graceSeconds: number }): Promise<Rotation> {
  const kid = newKid();
  const retired = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${KEYS_LOCK})`);
    await tx.execute(sql`INSERT INTO signing_keys (kid, secret) VALUES (${kid}, ${newSecret()})`);
    const rows = await queryRows<{ kid: string }>(
      tx as unknown as Db,
      options.retireAll
        ? sql`UPDATE signing_keys SET retired_at = now() WHERE retired_at IS NULL AND kid <> ${kid} RETURNING kid`
        : sql`UPDATE signing_keys k SET retired_at = now() WHERE retired_at IS NULL AND kid <> ${kid}
                AND EXISTS (SELECT 1 FROM signing_keys n WHERE n.created_at > k.created_at
                            AND n.created_at < now() - make_interval(secs => ${options.graceSeconds}))
              RETURNING kid`,
    );
    return rows.map((r) => r.kid).sort();
  });
  return { kid, retired };
}

/** The database's keys, cached for synchronous signing and verification. */
export class DatabaseKeys implements KeyRing {
  private keys = new Map<string, Uint8Array>();
  private current: SigningKey = { kid: undefined, secret: new Uint8Array() };
  private attemptedAt = 0;
  private unknownReloadAt = -Infinity;
  /** Tokens with an unknown kid that wait for the next allowed reload. */
  private waiting: Promise<void> | null = null;
  private loading: Promise<void> | null = null;

  private constructor(
    private readonly db: Db,
    private readonly legacy: (() => Uint8Array | undefined) | undefined,
    private readonly now: () => number,
    private readonly onError: (error: Error) => void,
  ) {}

  static async open(
    db: Db,
    options: { legacy?: () => Uint8Array | undefined; now?: () => number; onError?: (error: Error) => void } = {},
  ): Promise<DatabaseKeys> {
    const keys = new DatabaseKeys(db, options.legacy, options.now ?? Date.now, options.onError ?? (() => {}));
    await keys.reload();
    return keys;
  }

  /** Reads the keys again (one statement; creates a key if every key was retired or deleted). */
  reload(): Promise<void> {
    this.loading ??= (async () => {
      this.attemptedAt = this.now();
      try {
        const rows = await ensureSigningKeys(this.db, this.legacy);
        this.keys = new Map(rows.map((r) => [r.kid, r.secret]));
        const newest = rows[0]!;
        this.current = { kid: newest.kid, secret: newest.secret };
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /** Resolves once no reload is running (tests). */
  async settled(): Promise<void> {
    await this.loading?.catch(() => {});
  }

  /** Starts a background reload when the cache is older than KEY_RELOAD_MS; never waits for it. */
  private freshen() {
    if (this.loading || this.now() - this.attemptedAt < KEY_RELOAD_MS) return;
    this.reload().catch((error: Error) => this.onError(error));
  }

  signing(): SigningKey {
    this.freshen();
    return this.current;
  }

  verifying(kid: string | undefined): Uint8Array | undefined {
    this.freshen();
    return this.keys.get(kid ?? LEGACY_KID);
  }

  async reloadFor(): Promise<boolean> {
    if (this.loading) {
      await this.loading.catch(() => {});
      return true;
    }
    // Within the interval the token waits for the next allowed reload instead of failing: a key just
    // created on another instance must verify here too. All waiters share one reload.
    const wait = UNKNOWN_KID_RELOAD_MS - (this.now() - this.unknownReloadAt);
    if (wait > 0) {
      this.waiting ??= new Promise<void>((resolve) => setTimeout(resolve, Math.min(wait, UNKNOWN_KID_RELOAD_MS))).finally(() => (this.waiting = null));
      await this.waiting;
      // Another waiter may have started the reload meanwhile (TypeScript cannot see the await's effect).
      const loading = this.loading as Promise<void> | null;
      if (loading) {
        await loading.catch(() => {});
        return true;
      }
    }
    this.unknownReloadAt = this.now();
    try {
      await this.reload();
      return true;
    } catch (error) {
      this.onError(error as Error);
      return false;
    }
  }
}
