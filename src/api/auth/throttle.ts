// Throttles of the anonymous routes (see README "Anmeldeschutz"): failed logins per account and per
// client address, password-reset requests per address. Shared by every instance through the
// database (table auth_throttles, migration 0009), so ten failures lock an account however many
// instances serve it, and a restart forgets nothing. The rule is src/domain/throttle.ts (sliding
// window); per key a row keeps the times of the counted events inside the window (at most as many as
// the largest limit), by the database's clock, which all instances share. A check is one primary-key
// read, a counted event one upsert; rows whose window has passed are pruned at most once a minute
// per instance. Every failed login is also recorded durably in the audit log.
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { combineVerdicts, throttleVerdict, type ThrottleRule, type ThrottleVerdict } from '../../domain/throttle.ts';
import { queryRows, type Db } from '../db/client.ts';

/** Pruning of passed windows, at most this often per instance. */
const PRUNE_EVERY_MS = 60_000;
const FREE: ThrottleVerdict = { blocked: false, retryAfterMs: 0 };

type Rule = 'loginAccount' | 'loginAddress' | 'resetAddress';
const PREFIX: Record<Rule, string> = { loginAccount: 'login-account:', loginAddress: 'login-address:', resetAddress: 'reset-address:' };

export interface LoginVerdict extends ThrottleVerdict {
  /** Whether the account has failures counted (a successful login then clears them). */
  accountCounted: boolean;
}

export class Throttles {
  readonly rules: Record<Rule, ThrottleRule>;
  private prunedAt = 0;

  /** The database handle is read at first use: describing the API (mesh compose) registers routes without one. */
  constructor(
    private readonly database: { readonly db: Db },
    config: Pick<Config, 'throttle'>,
  ) {
    const windowMs = config.throttle.windowSeconds * 1000;
    this.rules = {
      loginAccount: { limit: config.throttle.loginFailuresPerAccount, windowMs },
      loginAddress: { limit: config.throttle.loginFailuresPerAddress, windowMs },
      resetAddress: { limit: config.throttle.resetRequestsPerAddress, windowMs },
    };
  }

  /** Whether a login for `account` from `address` must wait (one statement). */
  async login(account: string, address: string): Promise<LoginVerdict> {
    const counted = await this.read([
      ['loginAccount', account],
      ['loginAddress', address],
    ]);
    return { ...combineVerdicts(counted.map((c) => c.verdict)), accountCounted: counted.some((c) => c.rule === 'loginAccount' && c.events > 0) };
  }

  async loginFailed(account: string, address: string): Promise<void> {
    await this.record([
      ['loginAccount', account],
      ['loginAddress', address],
    ]);
  }

  /** A successful login clears the account's failures (the address keeps its count). */
  async loginSucceeded(account: string): Promise<void> {
    await this.database.db.execute(sql`DELETE FROM auth_throttles WHERE key = ${PREFIX.loginAccount + account}`);
  }

  /** A password-reset request from `address`: refused when over the limit, else counted. */
  async resetRequest(address: string): Promise<ThrottleVerdict> {
    const [counted] = await this.read([['resetAddress', address]]);
    if (counted?.verdict.blocked) return counted.verdict;
    await this.record([['resetAddress', address]]);
    return FREE;
  }

  /** The verdict per enabled rule, from the stored events and the database's clock. */
  private async read(entries: [Rule, string][]): Promise<{ rule: Rule; events: number; verdict: ThrottleVerdict }[]> {
    const enabled = entries.filter(([rule]) => this.rules[rule].limit > 0);
    if (enabled.length === 0) return [];
    const keys = enabled.map(([rule, id]) => PREFIX[rule] + id);
    const rows = await queryRows<{ key: string; events: number[]; now: number }>(
      this.database.db,
      sql`SELECT key, events, floor(extract(epoch FROM clock_timestamp()) * 1000)::float8 AS now
          FROM auth_throttles WHERE key IN (${sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          )})`,
    );
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return enabled.map(([rule], i) => {
      const row = byKey.get(keys[i]!);
      const events = (row?.events ?? []).map(Number);
      return { rule, events: events.length, verdict: row ? throttleVerdict(events, Number(row.now), this.rules[rule]) : FREE };
    });
  }

  /** Counts one event under each enabled rule: one upsert, which also drops events outside the window. */
  private async record(entries: [Rule, string][]): Promise<void> {
    const enabled = entries.filter(([rule]) => this.rules[rule].limit > 0);
    if (enabled.length === 0) return;
    const windowMs = this.rules[enabled[0]![0]].windowMs;
    const keep = Math.max(...enabled.map(([rule]) => this.rules[rule].limit));
    const keys = sql.join(
      enabled.map(([rule, id]) => sql`(${PREFIX[rule] + id})`),
      sql`, `,
    );
    await this.database.db.execute(sql`
      WITH clock AS (SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::float8 AS now)
      INSERT INTO auth_throttles AS t (key, events, expires_at)
      SELECT v.key, ARRAY[clock.now], clock_timestamp() + make_interval(secs => ${windowMs / 1000})
      FROM (VALUES ${keys}) AS v(key), clock
      ON CONFLICT (key) DO UPDATE SET
        events = ARRAY(
          SELECT e FROM (
            SELECT e FROM unnest(t.events || excluded.events) AS u(e)
            WHERE e > excluded.events[1] - ${windowMs} ORDER BY e DESC LIMIT ${keep}
          ) kept ORDER BY e
        ),
        expires_at = excluded.expires_at`);
    if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = Date.now();
      await this.database.db.execute(sql`DELETE FROM auth_throttles WHERE expires_at < clock_timestamp()`);
    }
  }
}
