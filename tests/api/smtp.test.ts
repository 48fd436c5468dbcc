// With SMTP_URL set, mail goes out over real SMTP (nodemailer) — here to an SMTP server on loopback
// that records what it receives, as a mail relay would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { decodeMail, resetLinkFrom } from '../support/mail.ts';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp.ts';

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
});
