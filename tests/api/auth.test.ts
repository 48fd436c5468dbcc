// Authentication end to end on the real server: login by username or e-mail, token payload,
// refresh rotation with reuse detection, expired and forged tokens, the current user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';
import { DEMO_ACCOUNTS } from '../../tools/seed/demo-accounts.ts';

const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret');

describe.each(dbKinds())('authentication on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
  const me = (access: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/users/current-user/', headers: { authorization: `Bearer ${access}` } });

  it('issues tokens to every demo account, by e-mail and by username', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const byEmail = await post('/api/v1/token/', { username: account.email, password: account.password });
      expect(byEmail.statusCode, account.email).toBe(200);
      const byName = await post('/api/v1/token/', { username: account.username.toUpperCase(), password: account.password });
      expect(byName.statusCode, account.username).toBe(200);
    }
  });

  it('puts account type, user id, superuser flag and a short expiry into the access token', async () => {
    const { access } = await login(t.app, 'superuser@herdenblick.example');
    const claims = decodeJwt(access);
    expect(claims).toMatchObject({ account_type: 'association_admin', is_superuser: true, token_type: 'access' });
    expect(typeof claims.id).toBe('number');
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(15 * 60);
  });

  it('refuses a wrong password with a German message', async () => {
    const res = await post('/api/v1/token/', { username: 'ldwu-admin@herdenblick.example', password: 'falsch' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Login-Daten sind nicht korrekt.', code: 'no_active_account' });
    const unknown = await post('/api/v1/token/', { username: 'niemand@herdenblick.example', password: 'herdenblick' });
    expect(unknown.json()).toEqual(res.json());
  });

  it('lists field errors for an empty login form', async () => {
    const res = await post('/api/v1/token/', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['password', 'username']);
  });

  it('rotates refresh tokens and revokes the whole login when an old one comes back', async () => {
    const first = await login(t.app, 'ldwu-admin@herdenblick.example');
    const second = await post('/api/v1/refresh/', { refresh: first.refresh });
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refresh).not.toBe(first.refresh);
    expect((await me(pair.access)).statusCode).toBe(200);

    const replay = await post('/api/v1/refresh/', { refresh: first.refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('token_not_valid');
    // The stolen-token reuse also killed the legitimate successor.
    expect((await post('/api/v1/refresh/', { refresh: pair.refresh })).statusCode).toBe(401);
  });

  it('lets only one of two concurrent refreshes with the same token win', async () => {
    const { refresh } = await login(t.app, 'mitarbeiter@herdenblick.example');
    const results = await Promise.all([post('/api/v1/refresh/', { refresh }), post('/api/v1/refresh/', { refresh })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('rejects expired, forged and wrongly typed tokens', async () => {
    const { access, refresh } = await login(t.app, 'ldwu-admin@herdenblick.example');
    const { id } = decodeJwt(access) as { id: number };
    const expired = await new SignJWT({ token_type: 'access', id, account_type: 'farm_admin', is_superuser: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(SECRET);
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_not_valid', detail: 'Zugangs-Token ist ausgelaufen.' });

    const forged = await new SignJWT({ token_type: 'access', id, account_type: 'association_admin', is_superuser: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-different-secret-a-different-secret'));
    expect((await me(forged)).statusCode).toBe(401);

    const [header, payload] = access.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect((await me(unsigned)).statusCode).toBe(401);
    expect(header).toBeTruthy();

    expect((await me(refresh)).statusCode).toBe(401);
    expect((await post('/api/v1/refresh/', { refresh: access })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/current-user/' })).statusCode).toBe(401);
  });

  it('returns the current user with the spec fields and their farms', async () => {
    const { access } = await login(t.app, 'ldwu-admin@herdenblick.example');
    const user = (await me(access)).json();
    expect(user).toMatchObject({
      email: 'ldwu-admin@herdenblick.example',
      account_type: 'farm_admin',
      is_superuser: false,
      is_active: true,
      default_evaluation: expect.toSatisfy((v: unknown) => v === null || typeof v === 'number'),
      // Without MIN_GROUP_SIZE the default (tests/api/min-group-size.test.ts sets it).
      min_group_size: 10,
    });
    expect(user.farms).toHaveLength(1);
    for (const key of ['id', 'email_verified', 'username', 'prefix', 'first_name', 'last_name', 'interim_admin_farms', 'admin_association_ids', 'permissions']) {
      expect(user).toHaveProperty(key);
    }
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('password_hash');

    const multi = (await me((await login(t.app, 'ldwu-admin-multi@herdenblick.example')).access)).json();
    expect(multi.farms).toHaveLength(3);
    const staff = (await me((await login(t.app, 'mitarbeiter@herdenblick.example')).access)).json();
    expect(staff.permissions).toEqual({ allow_alerts: true, allow_management: true, allow_evaluation_creation: false });
    // The superuser is an association admin by account type, yet may do everything (profiles too).
    const root = (await me((await login(t.app, 'superuser@herdenblick.example')).access)).json();
    expect(root.permissions).toEqual({ allow_alerts: true, allow_management: true, allow_evaluation_creation: true });
    expect(root.self_edit_locked).toBe(false);
  });

  it('answers the health check with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });
});
