// Ending sessions: logout revokes the refresh-token family; a password reset ends every session of
// the account and kills the account's other reset links; the resend pause of reset requests holds
// under concurrent requests.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, passwordResetTokens, users } from '../../src/api/db/schema.ts';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';
import { readOutbox, resetLinkFrom } from '../support/mail.ts';

describe.each(dbKinds())('logout and session ending on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

  it('revokes the whole refresh-token family on logout, and only that login', async () => {
    const first = await login(t.app, 'ldwu-admin@herdenblick.example');
    const other = await login(t.app, 'ldwu-admin@herdenblick.example');
    const rotated = (await post('/refresh/', { refresh: first.refresh })).json();
    const res = await post('/logout/', { refresh: rotated.refresh });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Sie wurden abgemeldet.' });
    expect((await post('/refresh/', { refresh: rotated.refresh })).statusCode).toBe(401);
    // The other device's login lives on.
    expect((await post('/refresh/', { refresh: other.refresh })).statusCode).toBe(200);
    // Logging out twice is harmless; a forged or access token is refused.
    expect((await post('/logout/', { refresh: rotated.refresh })).statusCode).toBe(200);
    expect((await post('/logout/', { refresh: first.access })).statusCode).toBe(401);
    expect((await post('/logout/', { refresh: 'kein-token' })).statusCode).toBe(401);
    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'ldwu-admin'));
    const events = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'logout'), eq(auditEvents.actorId, me!.id)));
    expect(events).toHaveLength(1);
  });

  it('ends live sessions and kills the other reset links when one is used', async () => {
    const email = 'lkv-mitarbeiter@herdenblick.example';
    const session = await login(t.app, email);
    expect((await post('/request_reset_password/', { email })).statusCode).toBe(200);
    const older = resetLinkFrom(readOutbox(t.config.dataDir).filter((m) => m.to === email).at(-1)!).searchParams.get('token')!;
    // Pretend the first link is older than the resend pause, then ask again.
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.database.db.update(passwordResetTokens).set({ createdAt: new Date(Date.now() - 10 * 60_000) }).where(eq(passwordResetTokens.userId, user!.id));
    expect((await post('/request_reset_password/', { email })).statusCode).toBe(200);
    const newer = resetLinkFrom(readOutbox(t.config.dataDir).filter((m) => m.to === email).at(-1)!).searchParams.get('token')!;
    expect(newer).not.toBe(older);

    expect((await post('/reset_password/', { email, token: newer, password: 'Weidegang-2026' })).statusCode).toBe(200);
    expect((await post('/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
    const stale = await post('/reset_password/', { email, token: older, password: 'Anderes-Passwort-9' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors.token).toBeDefined();
    const open = await t.database.db.select().from(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user!.id), isNull(passwordResetTokens.usedAt)));
    expect(open).toHaveLength(0);
  });

  it('issues one reset link for a burst of concurrent requests', async () => {
    const email = 'ldwu-admin-multi@herdenblick.example';
    const before = readOutbox(t.config.dataDir).filter((m) => m.to === email).length;
    const results = await Promise.all(Array.from({ length: 12 }, () => post('/request_reset_password/', { email })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user!.id))).toHaveLength(1);
    expect(readOutbox(t.config.dataDir).filter((m) => m.to === email).length - before).toBe(1);
  });
});
