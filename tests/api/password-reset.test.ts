// The password-reset flow as a user meets it: request, the mail in the outbox, the link, the new password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, login, type TestApp } from '../support/app.ts';
import { readOutbox, resetLinkFrom } from '../support/mail.ts';

describe.each(dbKinds())('password reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const email = 'mitarbeiter@herdenblick.example';
    const before = await login(t.app, email);
    const requested = await post('/api/v1/request_reset_password/', { email: email.toUpperCase() });
    expect(requested.statusCode).toBe(200);
    const mails = readOutbox(t.config.dataDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(email);
    expect(mails[0]!.subject).toBe('Herdenblick: Passwort zurücksetzen');
    expect(mails[0]!.text).toContain('Guten Tag');
    const link = resetLinkFrom(mails[0]!);
    expect(link.pathname).toBe('/reset-password-verification');
    expect(link.searchParams.get('email')).toBe(email);
    expect(t.logs.some((l) => l.includes('reset-password-verification'))).toBe(true);

    const token = link.searchParams.get('token')!;
    const weak = await post('/api/v1/reset_password/', { email, token, password: '1234' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password.length).toBeGreaterThan(0);

    const done = await post('/api/v1/reset_password/', { email, token, password: 'Weidegang-2026' });
    expect(done.statusCode).toBe(200);
    expect((await post('/api/v1/token/', { username: email, password: 'herdenblick' })).statusCode).toBe(401);
    expect((await post('/api/v1/token/', { username: email, password: 'Weidegang-2026' })).statusCode).toBe(200);
    expect((await post('/api/v1/refresh/', { refresh: before.refresh })).statusCode).toBe(401);

    const again = await post('/api/v1/reset_password/', { email, token, password: 'Nochmal-anders-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.token).toBeDefined();
  });

  it('answers unknown addresses the same way without sending anything', async () => {
    const count = readOutbox(t.config.dataDir).length;
    const res = await post('/api/v1/request_reset_password/', { email: 'unbekannt@herdenblick.example' });
    expect(res.statusCode).toBe(200);
    expect(readOutbox(t.config.dataDir)).toHaveLength(count);
  });

  it('refuses a token for another address and an invalid e-mail', async () => {
    await post('/api/v1/request_reset_password/', { email: 'ldwu-admin@herdenblick.example' });
    const token = resetLinkFrom(readOutbox(t.config.dataDir).at(-1)!).searchParams.get('token')!;
    const res = await post('/api/v1/reset_password/', { email: 'lkv-admin@herdenblick.example', token, password: 'Weidegang-2026' });
    expect(res.statusCode).toBe(400);
    const bad = await post('/api/v1/request_reset_password/', { email: 'keine-adresse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toEqual(['Geben Sie eine gültige E-Mail-Adresse ein.']);
  });
});
