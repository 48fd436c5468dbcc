// E-mail verification (product rules ‹User form›, ‹Login, terms and user errors›): the user asks for a link to
// their stored address; the mail carries a single-use token (only its hash is stored) that opens the
// SPA page /verify-email?token=…, which confirms it through POST /verify_email/. A link counts only
// while the user still has the address it was sent to: changing the e-mail voids it.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { EMAIL_VERIFICATION_NOTICE } from '../../../domain/errors.ts';
import { audit } from '../../db/audit.ts';
import { emailVerificationTokens, users } from '../../db/schema.ts';
import { badRequest, forbidden, throttled } from '../../http/errors.ts';
import { MAIL_LINK_TEXTS } from '../../services/mail-link-texts.ts';
import { visibleUserRow } from './queries.ts';
import { VERIFY_EMAIL_PATH } from '../../../domain/navigation.ts';

export const VERIFY_TOKEN_HOURS = 48;
/** One mail per account and minute at most: the button cannot flood a mailbox. */
const RESEND_PAUSE_MS = 60_000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export const EMAIL_VERIFICATION_MESSAGES = {
  onlySelf: 'Nur der Benutzer selbst kann seine E-Mail-Adresse verifizieren.',
  notStored: 'Die E-Mail-Adresse stimmt nicht mit der gespeicherten überein. Bitte speichern Sie die Änderung zuerst.',
  alreadyVerified: 'Ihre E-Mail-Adresse ist bereits verifiziert.',
  invalidLink: MAIL_LINK_TEXTS.invalid,
  verified: 'Ihre E-Mail-Adresse wurde verifiziert.',
} as const;

export async function requestEmailVerification(request: FastifyRequest, userId: number, email: string) {
  const { row } = await visibleUserRow(request, userId);
  if (row.id !== request.actor.id) throw forbidden(EMAIL_VERIFICATION_MESSAGES.onlySelf);
  if (row.email.toLowerCase() !== email.trim().toLowerCase()) throw badRequest({ email: [EMAIL_VERIFICATION_MESSAGES.notStored] });
  if (row.emailVerified) throw badRequest({ email: [EMAIL_VERIFICATION_MESSAGES.alreadyVerified] });
  const deps = request.server.deps;
  const token = randomBytes(32).toString('base64url');
  await deps.database.db.transaction(async (tx) => {
    // The row lock makes concurrent requests take turns, so only one passes the pause.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.id)).for('update');
    const [recent] = await tx
      .select({ createdAt: emailVerificationTokens.createdAt })
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, row.id))
      .orderBy(desc(emailVerificationTokens.createdAt))
      .limit(1);
    const wait = recent ? RESEND_PAUSE_MS - (Date.now() - recent.createdAt.getTime()) : 0;
    if (wait > 0) throw throttled(wait / 1000, 'Es wurde gerade erst ein Bestätigungslink gesendet. Bitte versuchen Sie es in einer Minute erneut.');
    await tx.insert(emailVerificationTokens).values({
      userId: row.id,
      email: row.email,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + VERIFY_TOKEN_HOURS * 3_600_000),
    });
    await audit(tx, { actorId: request.actor.id, action: 'email_verification.requested', entity: 'user', entityId: row.id, changes: { email: row.email } });
  });
  const link = new URL(VERIFY_EMAIL_PATH, deps.config.publicUrl);
  link.searchParams.set('token', token);
  await deps.mailer.send({
    to: row.email,
    subject: 'Herdenblick: E-Mail-Adresse bestätigen',
    text: [
      `Guten Tag ${[row.prefix, row.firstName, row.lastName].filter(Boolean).join(' ')}`.trim() + ',',
      '',
      `bitte bestätigen Sie, dass die E-Mail-Adresse ${row.email} zu Ihrem Herdenblick-Konto „${row.username}“ gehört.`,
      `Dazu öffnen Sie folgenden Link (gültig für ${VERIFY_TOKEN_HOURS} Stunden, nur einmal verwendbar):`,
      '',
      link.toString(),
      '',
      MAIL_LINK_TEXTS.notRequested,
    ].join('\n'),
  });
  return { detail: EMAIL_VERIFICATION_NOTICE.message };
}

/** Follows a mailed link: marks the address verified and uses the token up. */
export async function confirmEmail(request: FastifyRequest, token: string) {
  const { db } = request.server.deps.database;
  const invalid = () => badRequest({ token: [EMAIL_VERIFICATION_MESSAGES.invalidLink] });
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailVerificationTokens.tokenHash, sha256(token)), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, new Date())))
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    if (!used) throw invalid();
    const [user] = await tx.select({ email: users.email, isActive: users.isActive }).from(users).where(eq(users.id, used.userId));
    if (!user || !user.isActive || user.email.toLowerCase() !== used.email.toLowerCase()) throw invalid();
    await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, used.userId));
    await audit(tx, { actorId: used.userId, action: 'email_verification.confirmed', entity: 'user', entityId: used.userId, changes: { email: user.email, email_verified: true } });
  });
  return { detail: EMAIL_VERIFICATION_MESSAGES.verified };
}
