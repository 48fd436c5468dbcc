// Login, refresh rotation and the current user.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isFarmUser } from '../../../domain/roles.ts';
import { userPermissions } from '../../../domain/permissions.ts';
import { loadActor, type Actor } from '../../auth/actor.ts';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '../../auth/passwords.ts';
import { refreshTokenInvalid, refreshTokenUsed, userInactive } from '../../auth/problems.ts';
import type { ApiDeps } from '../../context.ts';
import { farms, refreshTokens, users } from '../../db/schema.ts';
import { audit } from '../../db/audit.ts';
import { throttled, unauthorized } from '../../http/errors.ts';
import { resolveFarmScope } from '../../services/scope.ts';
import { serializeUser } from '../users/serialize.ts';
import { MESSAGES } from '../../../domain/errors.ts';

const WRONG_CREDENTIALS = () => unauthorized(MESSAGES.wrongCredentials, 'no_active_account');

async function issuePair(deps: ApiDeps, user: typeof users.$inferSelect, family: string) {
  const access = await deps.signer.signAccess(user);
  const refresh = await deps.signer.signRefresh(user.id, family);
  await deps.database.db.insert(refreshTokens).values({ jti: refresh.jti, userId: user.id, family, expiresAt: refresh.expiresAt });
  return { access, refresh: refresh.token };
}

/** Farm users need at least one active farm to log in (product rules ‹Generic error handler›: 'Keine aktiven LDWUs vorhanden.'). */
async function assertActiveFarm(deps: ApiDeps, actor: Actor) {
  if (actor.isSuperuser || !isFarmUser(actor.accountType)) return;
  const scope = await resolveFarmScope(deps.database.db, actor);
  const ids = scope.all ? [] : [...scope.farmIds];
  const active = ids.length
    ? await deps.database.db.select({ id: farms.id }).from(farms).where(and(eq(farms.isActive, true), inArray(farms.id, ids))).limit(1)
    : [];
  if (active.length === 0) throw unauthorized('Keine aktiven LDWUs vorhanden.', 'no_active_farm');
}

/**
 * Replaces a hash made with older argon2 parameters by one with today's, once, at the first login
 * that proves the password (only then is the plain password at hand). Skipped when the hash changed
 * meanwhile (a password reset won the race).
 */
async function upgradePasswordHash(deps: ApiDeps, userId: number, oldHash: string, password: string) {
  const passwordHash = await hashPassword(password);
  await deps.database.db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)))
      .returning({ id: users.id });
    if (updated.length > 0) await audit(tx, { actorId: userId, action: 'password.rehash', entity: 'user', entityId: userId, changes: { password_hash: 'argon2id m=7168,t=5,p=1' } });
  });
}

/** Minutes, rounded up, for the throttling message. */
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export const tooManyLogins = (retryAfterMs: number) =>
  throttled(
    retryAfterMs / 1000,
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes(retryAfterMs)} ${minutes(retryAfterMs) === 1 ? 'Minute' : 'Minuten'} erneut.`,
  );

/**
 * Login by username or e-mail. Throttled per account and per client address, across instances (src/api/auth/throttle.ts):
 * a throttled attempt is refused before the password is checked, whether or not it is right.
 */
export async function obtainToken(request: FastifyRequest, username: string, password: string) {
  const deps = request.server.deps;
  const throttles = request.server.throttles;
  const login = username.trim().toLowerCase();
  const candidates = await deps.database.db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${login}`, sql`lower(${users.email}) = ${login}`));
  // A username match wins over an e-mail match, so an e-mail shared by two accounts cannot hijack one.
  const user = candidates.find((u) => u.username.toLowerCase() === login) ?? candidates.find((u) => u.email.toLowerCase() === login);
  // Unknown names are throttled like accounts, so a 429 does not tell which accounts exist.
  const account = user ? `user:${user.id}` : `login:${login}`;
  const verdict = await throttles.login(account, request.ip);
  if (verdict.blocked) throw tooManyLogins(verdict.retryAfterMs);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok || !user.isActive) {
    await throttles.loginFailed(account, request.ip);
    await audit(deps.database.db, {
      actorId: null,
      action: 'login.failed',
      entity: user ? 'user' : 'login',
      entityId: user ? user.id : login.slice(0, 254),
      changes: { address: request.ip, reason: !user ? 'unknown_account' : !ok ? 'wrong_password' : 'inactive' },
    });
    throw WRONG_CREDENTIALS();
  }
  if (verdict.accountCounted) await throttles.loginSucceeded(account);
  if (passwordNeedsRehash(user.passwordHash)) await upgradePasswordHash(deps, user.id, user.passwordHash, password);
  const actor = await loadActor(deps.database.db, user.id);
  if (actor) await assertActiveFarm(deps, actor);
  return issuePair(deps, user, randomUUID());
}

export async function rotateRefresh(deps: ApiDeps, token: string) {
  const claims = await deps.signer.verifyRefresh(token);
  const db = deps.database.db;
  const [stored] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, claims.jti));
  if (!stored) throw refreshTokenInvalid();
  if (stored.revokedAt) {
    // A rotated token came back: someone holds a copy. Revoke the whole login.
    await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.family, stored.family), isNull(refreshTokens.revokedAt)));
    throw refreshTokenUsed();
  }
  const [user] = await db.select().from(users).where(eq(users.id, claims.id));
  if (!user?.isActive) throw userInactive();
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.jti, stored.jti), isNull(refreshTokens.revokedAt)))
    .returning({ jti: refreshTokens.jti });
  // Two concurrent refreshes with the same token: only one wins the rotation.
  if (revoked.length === 0) throw refreshTokenUsed();
  return issuePair(deps, user, stored.family);
}

/** Logout: the refresh token's whole family (this login on this device) can no longer be refreshed. */
export async function logout(deps: ApiDeps, token: string) {
  const claims = await deps.signer.verifyRefresh(token);
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(refreshTokens).where(eq(refreshTokens.jti, claims.jti));
    if (!stored) throw refreshTokenInvalid();
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.family, stored.family), isNull(refreshTokens.revokedAt)))
      .returning({ jti: refreshTokens.jti });
    if (revoked.length > 0) await audit(tx, { actorId: stored.userId, action: 'logout', entity: 'user', entityId: stored.userId });
  });
  return { detail: 'Sie wurden abgemeldet.' };
}

export async function currentUser(request: FastifyRequest) {
  const { db } = request.server.deps.database;
  const actor = request.actor;
  const [row] = await db.select().from(users).where(eq(users.id, actor.id));
  const scope = await resolveFarmScope(db, actor);
  const farmIds = scope.all ? (await db.select({ id: farms.id }).from(farms)).map((f) => f.id) : [...scope.farmIds];
  return {
    ...serializeUser(row!, actor, farmIds),
    permissions: userPermissions(actor.accountType, actor.locationLinks, actor.isSuperuser),
    location_links: actor.locationLinks.map((l) => ({ location: l.locationId, allow_alerts: l.allowAlerts })),
    // Sent with the user the browser loads at every start, so the group modal needs no call of its own.
    min_group_size: request.server.deps.config.minGroupSize,
  };
}
