// With SMTP_URL set, mail goes out over real SMTP (nodemailer) — here to an SMTP server on loopback
// that records what it receives, as a mail relay would; a multipart mail (the monthly digest) keeps both parts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMonthlyDigests } from '../../src/api/services/controlling/digest.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { decodeMail, resetLinkFrom } from '../support/mail.ts';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp.ts';
import { rows } from '../support/read.ts';

describe('mail over SMTP', () => {
  let smtp: SmtpCapture;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp('pglite', { SMTP_URL: smtp.url, PUBLIC_URL: 'https://herdenblick.example' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the password-reset mail to the SMTP server instead of the outbox', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/request_reset_password/', payload: { email: 'lkv-admin@herdenblick.example' } });
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['lkv-admin@herdenblick.example']);
    expect(smtp.received[0]!.from).toBe('noreply@herdenblick.example');
    const mail = decodeMail(smtp.received[0]!.raw.replace(/\r\n/g, '\n'));
    expect(mail.subject).toBe('Herdenblick: Passwort zurücksetzen');
    expect(resetLinkFrom(mail).origin).toBe('https://herdenblick.example');
  });

  it('delivers the monthly digest with a plain-text and an HTML part', async () => {
    const db = t.database.db;
    await db.execute(sql`update users set digest_opt_in = true where username = 'ldwu-admin'`);
    const [site] = await rows<{ id: number }>(
      db,
      sql`select s.id from sites s join farm_admins fa on fa.farm_id = s.farm_id join users u on u.id = fa.user_id where u.username = 'ldwu-admin' order by s.id limit 1`,
    );
    await db.execute(sql`insert into incidents (entity_type, entity_id, field, operator, upper_bound, value, observed, created_at)
      values ('site', ${Number(site!.id)}, 'leistung_milch_kg_div_melk_avg', 'lt', 30, 28.5, '2026-05-12', '2026-05-13T08:00:00Z')`);
    const before = smtp.received.length;
    expect(await sendMonthlyDigests(t.app.deps, '2026-05-01', 'smtp-test')).toEqual({ sent: 1, failed: 0 });
    const [received] = smtp.received.slice(before);
    expect(received!.to).toEqual(['ldwu-admin@herdenblick.example']);
    const mail = decodeMail(received!.raw.replace(/\r\n/g, '\n'));
    expect(mail.subject).toBe('Herdenblick: Zusammenfassung der Controlling-Meldungen im Mai 2026');
    expect(mail.text).toContain('Der Wert 28,5 ist unter 30.');
    expect(mail.html).toContain(`<a href="https://herdenblick.example/sites/${Number(site!.id)}/controlling">`);
  });
});
