// Reads the .eml files the outbox mailer writes, as a person's mail client would show them:
// encoded-word headers and the quoted-printable body decoded to UTF-8.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function qpBytes(text: string, underscoreIsSpace: boolean): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c === '_' && underscoreIsSpace) bytes.push(0x20);
    else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part of a multipart/alternative mail. */
  html?: string;
}

/** A body part as a mail client shows it (quoted-printable decoded). */
function decodePart(part: string): { type: string; body: string } {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const type = head.match(/^Content-Type: ([^;\s]+)/im)?.[1]?.toLowerCase() ?? 'text/plain';
  const quoted = /Content-Transfer-Encoding: quoted-printable/i.test(head);
  return { type, body: quoted ? qpBytes(body.replace(/=\r?\n/g, ''), false) : body };
}

export function decodeMail(eml: string): Mail {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => {
    const raw = unfolded.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1] ?? '';
    return raw
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, q: string) => qpBytes(q, true));
  };
  const body = rest.join('\n\n');
  const boundary = unfolded.match(/^Content-Type: multipart\/alternative;.*boundary="?([^";\s]+)"?/im)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1).map((p) => decodePart(p.replace(/^\r?\n/, '')));
    return { to: header('To'), subject: header('Subject'), text: parts.find((p) => p.type === 'text/plain')?.body ?? '', html: parts.find((p) => p.type === 'text/html')?.body };
  }
  const quoted = /Content-Transfer-Encoding: quoted-printable/i.test(head);
  return { to: header('To'), subject: header('Subject'), text: quoted ? qpBytes(body.replace(/=\r?\n/g, ''), false) : body };
}

export function readOutbox(dataDir: string): Mail[] {
  const dir = join(dataDir, 'outbox');
  try {
    return readdirSync(dir).sort().map((f) => decodeMail(readFileSync(join(dir, f), 'utf8')));
  } catch {
    return [];
  }
}

export function resetLinkFrom(mail: Mail): URL {
  const match = mail.text.match(/https?:\/\/\S+\/reset-password-verification\S+/);
  if (!match) throw new Error(`no reset link in mail:\n${mail.text}`);
  return new URL(match[0]);
}
