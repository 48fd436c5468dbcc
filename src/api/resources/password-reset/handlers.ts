// Password reset by mail: a single-use token (only its hash is stored) valid for one hour.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_PASSWORD_VERIFICATION_PATH } from '../../../domain/navigation.ts';
import { passwordProblems } from '../../../domain/password-policy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { FastifyRequest } from 'fastify';
import type { ApiDeps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { audit } from '../../db/audit.ts';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema.ts';
import { badRequest, throttled } from '../../http/errors.ts';
import { MAIL_LINK_TEXTS } from '../../services/mail-link-texts.ts';

export const RESET_TOKEN_MINUTES = 60;
/** One mail per account and minute at most, so the form cannot be used to flood a mailbox. */
const RESEND_PAUSE_MS = 60_000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export const REQUEST_ACCEPTED =
  'Falls ein aktives Konto mit dieser E-Mail-Adresse existiert, wurde eine E-Mail mit weiteren Anweisungen versendet.';

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * A new reset token for the user, unless one was issued within the resend pause. The user's row is
 * locked for the check and the insert, so concurrent requests cannot both pass the pause.
 */
async function issueResetToken(db: Db, userId: number): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [recent] = await tx
      .select({ createdAt: passwordResetTokens.createdAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId))
      .orderBy(desc(passwordResetTokens.createdAt))
      .limit(1);
    if (recent && Date.now() - recent.createdAt.getTime() < RESEND_PAUSE_MS) return undefined;
    const token = randomBytes(32).toString('base64url');
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    });
    await audit(tx, { actorId: null, action: 'password_reset.requested', entity: 'user', entityId: userId });
    return token;
  });
}

export async function requestPasswordReset(request: FastifyRequest, email: string): Promise<{ detail: string }> {
  const deps = request.server.deps;
  const verdict = await request.server.throttles.resetRequest(request.ip);
  if (verdict.blocked) {
    const n = minutes(verdict.retryAfterMs);
    throw throttled(verdict.retryAfterMs / 1000, `Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuchen Sie es in ${n} ${n === 1 ? 'Minute' : 'Minuten'} erneut.`);
  }
  const db = deps.database.db;
  const matches = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(users.isActive, true)));
  for (const user of matches) {
    const token = await issueResetToken(db, user.id);
    if (!token) continue;
    const link = new URL(RESET_PASSWORD_VERIFICATION_PATH, deps.config.publicUrl);
    link.searchParams.set('token', token);
    link.searchParams.set('email', user.email);
    await deps.mailer.send({
      to: user.email,
      subject: 'Herdenblick: Passwort zurücksetzen',
      text: [
        `Guten Tag ${user.firstName} ${user.lastName}`.trim() + ',',
        '',
        `für Ihr Herdenblick-Konto „${user.username}“ wurde das Zurücksetzen des Passworts angefordert.`,
        `Über folgenden Link vergeben Sie ein neues Passwort (gültig für ${RESET_TOKEN_MINUTES} Minuten):`,
        '',
        link.toString(),
        '',
        MAIL_LINK_TEXTS.notRequested,
      ].join('\n'),
    });
  }
  return { detail: REQUEST_ACCEPTED };
}

const invalidLink = () => badRequest({ token: [MAIL_LINK_TEXTS.invalid] });

export async function resetPassword(deps: ApiDeps, input: { email: string; token: string; password: string }) {
  const db = deps.database.db;
  const [row] = await db
    .select({ tokenId: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  if (!row || row.user.email.toLowerCase() !== input.email.trim().toLowerCase() || !row.user.isActive) throw invalidLink();
  const problems = passwordProblems(input.password, { username: row.user.username, email: row.user.email });
  if (problems.length) throw badRequest({ password: problems });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, row.tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (used.length === 0) throw invalidLink();
    // The other links of the account die with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, row.user.id), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, row.user.id));
    // A new password ends every existing session of the account.
    await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userId, row.user.id), isNull(refreshTokens.revokedAt)));
    await audit(tx, { actorId: row.user.id, action: 'password_reset.completed', entity: 'user', entityId: row.user.id, changes: { password: '***' } });
  });
  return { detail: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.' };
}
