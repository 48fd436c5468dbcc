// The unique parts of an account inside a write transaction: e-mail and username checks (with the
// field codes the user form maps to its dialogs), the generated username, and the password policy.
// Concurrent saves of the same address or username stem are serialised by transaction-scoped
// advisory locks; the unique index on lower(username) stays the last word (see isUsernameConflict).
import { and, ne, sql } from 'drizzle-orm';
import { passwordProblems } from '../../../domain/password-policy.ts';
import type { AccountType } from '../../../domain/roles.ts';
import { nextRunningNumber, USER_FIELD_CODES, USER_MESSAGES, usernameStem } from '../../../domain/user-rules.ts';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';
import type { FieldProblem } from '../../http/errors.ts';

/** Holds a lock named `key` until the transaction ends (portable: PostgreSQL and PGlite). */
export const lockName = (tx: Tx, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

const otherThan = (exceptId: number | undefined) => (exceptId === undefined ? undefined : ne(users.id, exceptId));

export async function emailProblems(tx: Tx, email: string, exceptId?: number): Promise<FieldProblem[]> {
  await lockName(tx, `user-email:${email.toLowerCase()}`);
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, otherThan(exceptId)))
    .limit(1);
  return other ? [{ code: USER_FIELD_CODES.alreadyAssociated, message: USER_MESSAGES.emailAlreadyAssociated }] : [];
}

export async function usernameProblems(tx: Tx, username: string, exceptId?: number): Promise<FieldProblem[]> {
  await lockName(tx, `user-name:${username.toLowerCase()}`);
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, otherThan(exceptId)))
    .limit(1);
  return other ? [{ code: USER_FIELD_CODES.taken, message: USER_MESSAGES.usernameTaken }] : [];
}

export const passwordFieldProblems = (password: string, context: { username?: string; email?: string }): FieldProblem[] =>
  passwordProblems(password, context).map((message) => ({ code: USER_FIELD_CODES.weakPassword, message }));

/**
 * The generated username for a stem (e.g. 'la_276001234_'): the next running number after every
 * username with that stem. The stem's lock makes concurrent creates wait for each other, so the
 * second one sees the first one's row once it commits.
 */
export async function generateUsername(tx: Tx, accountType: AccountType, number: string): Promise<string> {
  const stem = usernameStem(accountType, number);
  await lockName(tx, `user-stem:${stem.toLowerCase()}`);
  const taken = await tx
    .select({ username: users.username })
    .from(users)
    .where(sql`left(lower(${users.username}), ${stem.length}) = ${stem.toLowerCase()}`);
  return `${stem}${nextRunningNumber(stem, taken.map((t) => t.username))}`;
}

/** The unique index on lower(username) refused a row (a race past the checks). */
export const isUsernameConflict = (error: unknown) => isUniqueViolation(error, 'users_username_key');
