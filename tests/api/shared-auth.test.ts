// Two instances on one database behave as one for sign-in. A token issued by one works on
// the other, sessions of an older installation (DATA_DIR/jwt-secret) survive the upgrade, a key
// rotation keeps old tokens until their key is retired, failed logins and reset requests count across
// both, and instances starting together end with one signing key.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHs256 } from '../../src/api/auth/hs256.ts';
import { Throttles } from '../../src/api/auth/throttle.ts';
import { DatabaseKeys, ensureSigningKeys, KEY_RELOAD_MS, LEGACY_KID, rotateSigningKey } from '../../src/api/auth/signing-keys.ts';
import { queryRows, type Database } from '../../src/api/db/client.ts';
import { createSecondInstance, createTestApp, dbKinds, DEMO_PASSWORD, login, type TestApp } from '../support/app.ts';

/** What an older installation kept in DATA_DIR/jwt-secret and signed its tokens with (no kid). */
const LEGACY_SECRET = 'altes-geheimnis-aus-data-dir-altes-geheimnis-aus-data';
/** Production-like: no JWT_SECRET, so the keys live in the database. */
const ENV = { JWT_SECRET: '', RESET_REQUESTS_PER_ADDRESS: '4' };

const me = (app: FastifyInstance, access: string) =>
  app.inject({ method: 'GET', url: '/api/v1/users/current-user/', headers: { authorization: `Bearer ${access}` } });
const refresh = (app: FastifyInstance, token: string) => app.inject({ method: 'POST', url: '/api/v1/refresh/', payload: { refresh: token } });
const attempt = (app: FastifyInstance, username: string, password: string, address: string) =>
  app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username, password }, remoteAddress: address });
const keysOf = (app: FastifyInstance) => app.deps.signer.keys as DatabaseKeys;
const requestReset = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/v1/request_reset_password/', payload: { email: 'niemand@herdenblick.example' }, remoteAddress: '203.0.113.44' });

describe.each(dbKinds())('two instances on one %s database', (kind) => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createSecondInstance>>;
  beforeAll(async () => {
    a = await createTestApp(kind, ENV, (dataDir) => writeFileSync(join(dataDir, 'jwt-secret'), `${LEGACY_SECRET}\n`));
    b = await createSecondInstance(a, ENV);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('accepts on one instance the tokens the other issued, refresh included', async () => {
    const session = await login(a.app, 'ldwu-admin@herdenblick.example');
    expect((await me(b.app, session.access)).statusCode).toBe(200);
    const rotated = await refresh(b.app, session.refresh);
    expect(rotated.statusCode).toBe(200);
    expect((await me(a.app, rotated.json().access)).statusCode).toBe(200);
    // The rotated-away refresh token is refused on the other instance as well.
    expect((await refresh(a.app, session.refresh)).statusCode).toBe(401);
  });

  it('keeps the sessions of the DATA_DIR/jwt-secret an older installation signed with', async () => {
    const [row] = await queryRows<{ id: number }>(a.database.db, sql`SELECT id FROM users WHERE username = 'lkv-admin'`);
    const now = Math.floor(Date.now() / 1000);
    const old = signHs256(
      { token_type: 'access', id: row!.id, account_type: 'association_admin', is_superuser: false, iat: now, jti: 'alt', exp: now + 600 },
      new TextEncoder().encode(LEGACY_SECRET),
    );
    expect((await me(a.app, old)).statusCode).toBe(200);
    expect((await me(b.app, old)).statusCode).toBe(200);
    // New tokens name the imported key.
    expect(decodeProtectedHeader((await login(b.app, 'lkv-admin@herdenblick.example')).access).kid).toBe(LEGACY_KID);
  });

  it('counts failed logins across both instances: the tenth failure locks the account on both', async () => {
    const user = 'ldwu-admin-multi@herdenblick.example';
    for (let i = 0; i < 10; i++) {
      const res = await attempt(i % 2 ? b.app : a.app, user, 'falsch', `198.51.100.${i}`);
      expect(res.statusCode, `Versuch ${i + 1}`).toBe(401);
    }
    for (const app of [a.app, b.app]) {
      const locked = await attempt(app, user, DEMO_PASSWORD, '198.51.100.200');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
  });

  it('clears the account counter for both instances on a successful login', async () => {
    const user = 'mitarbeiter@herdenblick.example';
    for (let i = 0; i < 9; i++) expect((await attempt(i % 2 ? b.app : a.app, user, 'falsch', `198.18.0.${i}`)).statusCode).toBe(401);
    expect((await attempt(a.app, user, DEMO_PASSWORD, '198.18.0.50')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await attempt(b.app, user, 'falsch', `198.18.1.${i}`)).statusCode).toBe(401);
    expect((await attempt(b.app, user, DEMO_PASSWORD, '198.18.1.50')).statusCode).toBe(200);
  });

  it('counts password-reset requests of one address across both instances', async () => {
    for (let i = 0; i < 4; i++) expect((await requestReset(i % 2 ? b.app : a.app)).statusCode).toBe(200);
    expect((await requestReset(a.app)).statusCode).toBe(429);
    expect((await requestReset(b.app)).statusCode).toBe(429);
  });

  it('forgets failures once the window has passed, and prunes their rows', async () => {
    const config = { throttle: { windowSeconds: 1, loginFailuresPerAccount: 2, loginFailuresPerAddress: 50, resetRequestsPerAddress: 0 } };
    const first = new Throttles(a.database, config);
    for (let i = 0; i < 2; i++) await first.loginFailed('login:fenster@herdenblick.example', '192.0.2.201');
    expect((await first.login('login:fenster@herdenblick.example', '192.0.2.202')).blocked).toBe(true);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await first.login('login:fenster@herdenblick.example', '192.0.2.202')).blocked).toBe(false);
    // Another instance's next failure prunes the passed rows (each instance at most once a minute).
    await new Throttles(b.database, config).loginFailed('login:anderer@herdenblick.example', '192.0.2.203');
    const keys = await queryRows<{ key: string }>(a.database.db, sql`SELECT key FROM auth_throttles WHERE key LIKE '%192.0.2.20%' OR key LIKE '%fenster%' ORDER BY key`);
    expect(keys.map((k) => k.key)).toEqual(['login-address:192.0.2.203']);
  });

  it('rotates the signing key: new tokens name it, old ones verify until their key is retired', async () => {
    const before = await login(a.app, 'superuser@herdenblick.example');
    const rotation = await rotateSigningKey(a.database.db, { graceSeconds: a.config.refreshTokenSeconds });
    expect(rotation.retired).toEqual([]);
    // Instance A has reloaded (as it does within a minute); B has not yet, and learns the key from the token.
    await keysOf(a.app).reload();
    const after = await login(a.app, 'superuser@herdenblick.example');
    expect(decodeProtectedHeader(after.access).kid).toBe(rotation.kid);
    expect(decodeProtectedHeader(before.access).kid).not.toBe(rotation.kid);
    for (const app of [b.app, a.app]) {
      expect((await me(app, after.access)).statusCode).toBe(200);
      expect((await me(app, before.access)).statusCode).toBe(200);
    }
    expect((await refresh(b.app, before.refresh)).statusCode).toBe(200);

    // After a leak: every older key retired at once, every session ends, new logins work everywhere.
    const leak = await rotateSigningKey(a.database.db, { retireAll: true, graceSeconds: a.config.refreshTokenSeconds });
    expect(leak.retired).toContain(rotation.kid);
    await Promise.all([keysOf(a.app).reload(), keysOf(b.app).reload()]);
    for (const app of [a.app, b.app]) {
      expect((await me(app, after.access)).statusCode).toBe(401);
      expect((await refresh(app, after.refresh)).statusCode).toBe(401);
    }
    const fresh = await login(b.app, 'superuser@herdenblick.example');
    expect(decodeProtectedHeader(fresh.access).kid).toBe(leak.kid);
    expect((await me(a.app, fresh.access)).statusCode).toBe(200);
  });

  it('picks up a rotated key for signing within a minute without being told', async () => {
    let clock = Date.now();
    const keys = await DatabaseKeys.open(a.database.db, { now: () => clock });
    const old = keys.signing().kid;
    const rotation = await rotateSigningKey(a.database.db, { graceSeconds: a.config.refreshTokenSeconds });
    expect(keys.signing().kid).toBe(old);
    clock += KEY_RELOAD_MS + 1;
    keys.signing(); // starts the background reload
    await keys.settled();
    expect(keys.signing().kid).toBe(rotation.kid);
    expect(keys.verifying(old)).toBeDefined();
  });

  it('rotates with npm run rotate-key (on PGlite only with the server stopped)', async () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/rotate-key/cli.ts'], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_URL: a.databaseUrl ?? '', DATA_DIR: a.config.dataDir, JWT_SECRET: '' },
      encoding: 'utf8',
    });
    if (kind === 'pglite') {
      // This test process holds the embedded database, as a running server would.
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`wird schon von einem anderen Herdenblick-Prozess benutzt: PID ${process.pid}`);
      return;
    }
    expect(run.status, run.stderr).toBe(0);
    const kid = run.stdout.match(/Neuer Signaturschlüssel (\S+):/)?.[1];
    const session = await login(b.app, 'ldwu-admin@herdenblick.example');
    await keysOf(a.app).reload();
    const next = await login(a.app, 'ldwu-admin@herdenblick.example');
    expect(decodeProtectedHeader(next.access).kid).toBe(kid);
    expect((await me(b.app, next.access)).statusCode).toBe(200);
    expect((await me(a.app, session.access)).statusCode).toBe(200);
  });

  it('ends with one signing key when two instances create the first one at the same moment', async () => {
    await a.database.db.execute(sql`DELETE FROM signing_keys`);
    const other: Database = b.database;
    const [first, second] = await Promise.all([ensureSigningKeys(a.database.db), ensureSigningKeys(other.db)]);
    const rows = await queryRows<{ kid: string }>(a.database.db, sql`SELECT kid FROM signing_keys`);
    expect(rows).toHaveLength(1);
    expect(first!.map((k) => k.kid)).toEqual([rows[0]!.kid]);
    expect(second!.map((k) => k.kid)).toEqual([rows[0]!.kid]);
  });
});
