// Generated hostile requests against every operation of /api/v1/openapi.json — near-valid
// bodies with hostile leaves, noise JSON, raw bytes that are not JSON, odd path ids and query values.
// Zero 5xx; every error answer is {detail, code} with a message and a status the operation documents;
// a rejected write leaves every table as it was. `npm test` runs a small sample (12 distinct requests per operation, split over the databases); `npm run test:fuzz` runs ≥ 100,000 requests per database.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';
import { rows } from '../support/read.ts';
import { changedTables, fingerprint, tablesOf } from '../support/fuzz/fingerprint.ts';
import { resolverOf } from '../support/fuzz/from-schema.ts';
import { openApiOperations, requestsFor, type HostileRequest, type OpenApiOperation } from '../support/fuzz/requests.ts';

const TOTAL = Number(process.env.FUZZ_TOTAL ?? 0);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** Rejected writes between two fingerprints (every one in the sample, every tenth in the long run). */
const CHECK_EVERY = TOTAL ? 10 : 1;
const CALLERS = ['superuser', 'ldwu-admin'] as const;
/** Doors whose 401 means wrong credentials, not a caller's token that stopped working. */
const PUBLIC_DOORS = new Set(['obtainToken', 'refreshToken', 'logout', 'requestPasswordReset', 'resetPassword']);

/**
 * The sample's 12 requests per operation, split over the databases: both are PostgreSQL behind the
 * same code, so each gets its own share of distinct requests (its own seeds) rather than the same 12.
 */
const SAMPLE_PER_OPERATION = 12;
const KINDS = dbKinds();

describe.each(KINDS)('hostile requests on %s', (kind) => {
  let t: TestApp;
  let operations: OpenApiOperation[];
  let tables: string[];
  let ids: number[];
  const headers = new Map<string, Record<string, string>>();
  const requests = new Map<string, number>();

  beforeAll(async () => {
    // Logins from one address would soon be throttled; the fuzzer is one address sending thousands.
    t = await createTestApp(kind, { LOGIN_FAILURES_PER_ADDRESS: '0', RESET_REQUESTS_PER_ADDRESS: '0' });
    for (const caller of CALLERS) headers.set(caller, (await login(t.app, caller)).headers);
    const document = t.app.swagger() as never;
    operations = openApiOperations(document);
    tables = await tablesOf(t.database.db);
    // Real ids of every kind (a path id that exists reaches past the lookup), but never the
    // callers' own accounts: a fuzzed password change would lock the fuzzer out.
    const found = await rows<{ id: number }>(
      t.database.db,
      sql`select id from (select id from farms union select id from locations union select id from sites union select id from associations
          union select id from profiles union select id from users where username not in ('superuser', 'ldwu-admin')) x order by id limit 300`,
    );
    ids = found.map((r) => Number(r.id));
  });
  afterAll(async () => {
    const sent = [...requests.values()].reduce((a, b) => a + b, 0);
    console.log(`Feindliche Anfragen (${kind}): ${sent} an ${requests.size} Operationen, Seed ${SEED}`);
    await t?.close();
  });

  it('never answers 5xx, always explains a refusal, and stores nothing it refuses', async () => {
    const resolve = resolverOf(t.app.swagger() as never);
    const perOperation = TOTAL ? Math.ceil(TOTAL / operations.length) : Math.ceil(SAMPLE_PER_OPERATION / KINDS.length);
    // Seeds apart per database (operations.length apart), so that no two databases draw the same requests.
    const seedOf = (index: number) => SEED + KINDS.indexOf(kind) * operations.length + index;
    const problems: string[] = [];
    let baseline = await fingerprint(t.database.db, tables);
    let unchecked = 0;
    let lastRejected: HostileRequest | undefined;

    for (const [index, op] of operations.entries()) {
      const caller = CALLERS[index % CALLERS.length]!;
      const samples = fc.sample(requestsFor(op, resolve, ids, headers.get(caller)!), { numRuns: perOperation, seed: seedOf(index) });
      for (const request of samples) {
        const res = await t.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, ...(request.payload !== undefined ? { payload: request.payload } : {}) });
        requests.set(op.operationId, (requests.get(op.operationId) ?? 0) + 1);
        const where = `${op.operationId} als ${caller}: ${request.method} ${request.url.slice(0, 160)} (${request.kind})`;
        if (res.statusCode >= 500) problems.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400) {
          const body = safeJson(res.body);
          if (typeof body?.detail !== 'string' || !body.detail.trim() || typeof body?.code !== 'string') problems.push(`${where} → ${res.statusCode} ohne {detail, code}: ${res.body.slice(0, 200)}`);
          // A 405 answers another path: an id like `..` took the request off this operation's path.
          if (res.statusCode < 500 && res.statusCode !== 405 && !(String(res.statusCode) in (op.responses ?? {}))) problems.push(`${where} → ${res.statusCode} ist in der OpenAPI nicht dokumentiert: ${res.body.slice(0, 200)}`);
        }
        // A token that stopped working (the fuzzer deactivated a farm or ended a session): sign in
        // again, which stores a refresh token, so the fingerprint starts afresh.
        const relogin = res.statusCode === 401 && !PUBLIC_DOORS.has(op.operationId);
        if (relogin) headers.set(caller, (await login(t.app, caller)).headers);
        if (request.method === 'GET' && !relogin) continue;
        if (res.statusCode < 400 || relogin) {
          baseline = await fingerprint(t.database.db, tables);
          unchecked = 0;
          continue;
        }
        lastRejected = request;
        if (++unchecked < CHECK_EVERY) continue;
        unchecked = 0;
        const now = await fingerprint(t.database.db, tables);
        if (now !== baseline) {
          problems.push(`${where}: abgewiesen (${res.statusCode}), aber geändert: ${changedTables(baseline, now).join(', ')} (zuletzt ${lastRejected.method} ${lastRejected.url.slice(0, 120)})`);
          baseline = now;
        }
        if (problems.length > 30) break;
      }
    }
    expect(problems).toEqual([]);
    expect([...requests.keys()].sort()).toEqual(operations.map((op) => op.operationId).sort());
  }, TOTAL ? TOTAL * 100 : 180_000);
});

function safeJson(text: string): { detail?: unknown; code?: unknown } | null {
  try {
    return JSON.parse(text) as { detail?: unknown; code?: unknown };
  } catch {
    return null;
  }
}
