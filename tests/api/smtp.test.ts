// With SMTP_URL set, mail goes out over real SMTP (nodemailer) — here to an SMTP server on loopback
// that records what it receives, as a mail relay would.
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { decodeMail, resetLinkFrom } from '../support/mail.ts';

describe('mail over SMTP', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    const port = await new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)));
    t = await createTestApp('pglite', { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://herdenblick.example' });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the password-reset mail to the SMTP server instead of the outbox', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/request_reset_password/', payload: { email: 'lkv-admin@herdenblick.example' } });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['lkv-admin@herdenblick.example']);
    expect(received[0]!.from).toBe('noreply@herdenblick.example');
    const mail = decodeMail(received[0]!.raw.replace(/\r\n/g, '\n'));
    expect(mail.subject).toBe('Herdenblick: Passwort zurücksetzen');
    expect(resetLinkFrom(mail).origin).toBe('https://herdenblick.example');
  });
});
