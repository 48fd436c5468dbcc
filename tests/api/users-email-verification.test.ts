// E-mail verification (product rules ‹User form›, ‹REST calls›, ‹Error catalogue›): the user asks for a link to their stored
// address, a German mail arrives with a single-use link to /verify-email, following it marks the
// address verified; a changed address voids the link and is unverified again.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_NOTICE } from '../../src/domain/errors.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { readOutbox, type Mail } from '../support/mail.ts';
import { newUser, usersApi } from '../support/users-api.ts';

const linkIn = (mail: Mail) => {
  const match = mail.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/);
  if (!match) throw new Error(`no verification link in:\n${mail.text}`);
  return new URL(match[0]);
};

describe.each(dbKinds())('e-mail verification on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof usersApi>;
  let id: number;
  const email = 'gruene.wiese@neu.example';
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = usersApi(t);
    id = (await api.post('ldwu-admin', '/users/', newUser(email, { account_type: 'farm_staff', username: 'wiese', locations: [{ location: 1 }] }))).body.id;
  });
  afterAll(() => t?.close());
  const lastMail = () => readOutbox(t.config.dataDir).at(-1)!;
  /** The pause between two mails of one account is over. */
  const pauseOver = () => api.sql(sql`update email_verification_tokens set created_at = created_at - interval '1 day' where user_id = ${id}`);

  it('mails a single-use link that marks the address verified', async () => {
    const res = await api.post('wiese', `/users/${id}/verify_email/`, { email: email.toUpperCase() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.detail).toBe(EMAIL_VERIFICATION_NOTICE.message);
    const mail = lastMail();
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Herdenblick: E-Mail-Adresse bestätigen');
    expect(mail.text).toContain('Guten Tag Herr Jörg Weiß,');
    expect(mail.text).toContain('„wiese“');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/verify-email');
    const token = link.searchParams.get('token')!;
    // Only the hash is stored.
    const stored = await api.sql(sql`select token_hash from email_verification_tokens where user_id = ${id}`);
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    // A second request within a minute is refused: the button cannot flood a mailbox.
    const again = await api.post('wiese', `/users/${id}/verify_email/`, { email });
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    const confirmed = await api.post(null, '/verify_email/', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.detail).toBe('Ihre E-Mail-Adresse wurde verifiziert.');
    expect((await api.get('wiese', `/users/${id}/`)).body.email_verified).toBe(true);
    const reused = await api.post(null, '/verify_email/', { token });
    expect(reused.status).toBe(400);
    expect(reused.body.errors.token).toEqual(['Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.']);
    expect((await api.auditOf('user', id)).map((e) => e.action).slice(-2)).toEqual(['email_verification.requested', 'email_verification.confirmed']);
    // Verified already: nothing more to send.
    expect((await api.post('wiese', `/users/${id}/verify_email/`, { email })).body.errors.email).toEqual(['Ihre E-Mail-Adresse ist bereits verifiziert.']);
  });

  it('a changed address is unverified and voids links sent to the old one', async () => {
    await api.patch('wiese', `/users/${id}/`, { email: 'alt@neu.example' });
    await pauseOver();
    await api.post('wiese', `/users/${id}/verify_email/`, { email: 'alt@neu.example' });
    const oldToken = linkIn(lastMail()).searchParams.get('token')!;
    const changed = await api.patch('wiese', `/users/${id}/`, { email: 'neu@neu.example' });
    expect(changed.body.email_verified).toBe(false);
    expect((await api.post(null, '/verify_email/', { token: oldToken })).status).toBe(400);
    expect((await api.get('wiese', `/users/${id}/`)).body.email_verified).toBe(false);
    // Asking for the not yet saved address is refused: the form offers the button only for the stored one.
    const unsaved = await api.post('wiese', `/users/${id}/verify_email/`, { email: 'anders@neu.example' });
    expect(unsaved.status).toBe(400);
    expect(unsaved.body.errors.email[0]).toMatch(/stimmt nicht mit der gespeicherten überein/);
  });

  it('refuses expired and made-up tokens', async () => {
    await pauseOver();
    await api.post('wiese', `/users/${id}/verify_email/`, { email: 'neu@neu.example' });
    const token = linkIn(lastMail()).searchParams.get('token')!;
    await api.sql(sql`update email_verification_tokens set expires_at = now() - interval '1 minute' where user_id = ${id}`);
    expect((await api.post(null, '/verify_email/', { token })).status).toBe(400);
    expect((await api.post(null, '/verify_email/', { token: 'ausgedacht' })).status).toBe(400);
    expect((await api.post(null, '/verify_email/', { token: '' })).status).toBe(400);
  });

  it('is for the user themself: others get 403, outsiders 404', async () => {
    const before = readOutbox(t.config.dataDir).length;
    const byAdmin = await api.post('ldwu-admin', `/users/${id}/verify_email/`, { email: 'neu@neu.example' });
    expect(byAdmin.status).toBe(403);
    expect((await api.post('ldwu-admin-multi', `/users/${id}/verify_email/`, { email: 'neu@neu.example' })).status).toBe(404);
    expect((await api.post(null, `/users/${id}/verify_email/`, { email: 'neu@neu.example' })).status).toBe(401);
    expect(readOutbox(t.config.dataDir)).toHaveLength(before);
  });
});
