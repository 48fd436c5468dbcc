// Login throttling per account and per client address (429, German message, Retry-After), failed
// logins in the audit log, and the per-address limit of password-reset requests.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/api/db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';

describe.each(dbKinds())('throttling on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Small limits keep the test short; the defaults are 10 per account and 50 per address in 15 minutes.
    t = await createTestApp(kind, { LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_FAILURES_PER_ADDRESS: '5', RESET_REQUESTS_PER_ADDRESS: '2' });
  });
  afterAll(() => t?.close());

  const attempt = (username: string, password: string, address = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username, password }, remoteAddress: address });

  const request = (address: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/request_reset_password/', payload: { email: 'niemand@herdenblick.example' }, remoteAddress: address });

  it('locks an account after repeated failures, even for the right password, with Retry-After', async () => {
    const user = 'ldwu-admin-multi@herdenblick.example';
    for (let i = 0; i < 3; i++) expect((await attempt(user, 'falsch', `198.51.100.${i}`)).statusCode).toBe(401);
    // Spelled differently and from another address: still the same account.
    const locked = await attempt('LDWU-ADMIN-MULTI', 'herdenblick', '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.', code: 'throttled' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Other accounts are not affected.
    expect((await attempt('ldwu-admin@herdenblick.example', 'herdenblick', '198.51.100.99')).statusCode).toBe(200);
  });

  it('throttles unknown names like accounts, so a 429 does not reveal which accounts exist', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('niemand@herdenblick.example', 'x', `192.0.2.${i}`)).statusCode).toBe(401);
    expect((await attempt('niemand@herdenblick.example', 'x', '192.0.2.50')).statusCode).toBe(429);
  });

  it('clears the account counter on a successful login', async () => {
    const user = 'mitarbeiter@herdenblick.example';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) expect((await attempt(user, 'falsch', `198.18.${round}.${i}`)).statusCode).toBe(401);
      expect((await attempt(user, 'herdenblick', `198.18.${round}.9`)).statusCode).toBe(200);
    }
  });

  it('throttles one address that tries many accounts', async () => {
    const address = '203.0.113.77';
    const names = ['a', 'b', 'c', 'd', 'e'].map((x) => `unbekannt-${x}@herdenblick.example`);
    for (const name of names) expect((await attempt(name, 'x', address)).statusCode).toBe(401);
    const res = await attempt('lkv-admin@herdenblick.example', 'herdenblick', address);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The account itself is fine from elsewhere.
    expect((await attempt('lkv-admin@herdenblick.example', 'herdenblick', '203.0.113.78')).statusCode).toBe(200);
  });

  it('records failed logins in the audit log with address and reason', async () => {
    await attempt('superuser@herdenblick.example', 'falsch', '203.0.113.200');
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'login.failed'), sql`${auditEvents.changes}->>'address' = '203.0.113.200'`));
    expect(row).toMatchObject({ actorId: null, entity: 'user', changes: { address: '203.0.113.200', reason: 'wrong_password' } });
    const unknown = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'login.failed'), eq(auditEvents.entity, 'login'), eq(auditEvents.entityId, 'niemand@herdenblick.example')));
    expect(unknown.length).toBe(3);
  });

  it('limits password-reset requests per address', async () => {
    expect((await request('203.0.113.9')).statusCode).toBe(200);
    expect((await request('203.0.113.9')).statusCode).toBe(200);
    const third = await request('203.0.113.9');
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toMatch(/^Zu viele Anfragen zum Zurücksetzen des Passworts\./);
    expect(third.headers['retry-after']).toBeDefined();
    expect((await request('203.0.113.10')).statusCode).toBe(200);
  });
});
