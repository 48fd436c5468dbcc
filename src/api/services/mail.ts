// Real SMTP through nodemailer when SMTP_URL is set; otherwise every mail is written as an .eml
// file to DATA_DIR/outbox (and its links logged), so password resets work on a fresh machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from '../context.ts';

const FROM = 'Herdenblick <noreply@herdenblick.example>';

export function createMailer(options: { smtpUrl?: string; dataDir: string; log?: (line: string) => void }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: FROM, ...message });
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: FROM, ...message });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`);
      writeFileSync(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.log?.(`Mail an ${message.to} in ${file}${links.length ? ` – Link: ${links.join(' ')}` : ''}`);
    },
  };
}
