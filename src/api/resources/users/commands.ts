// Creating and editing users (product rules ‹User save›, ‹Validation rules›, ‹Roles and permissions›). Each write is one transaction with one
// audit event naming the changed fields (a password only as changed, never its hash); a rejected
// save stores nothing.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canStarEvaluation } from '../../../domain/permissions.ts';
import {
  assignmentKind,
  createRefusal,
  USER_FIELD_CODES,
  USER_MESSAGES,
  userChangeRefusal,
  usernameNumber,
  type UserField,
} from '../../../domain/user-rules.ts';
import { loadActor } from '../../auth/actor.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { audit, changedFields } from '../../db/audit.ts';
import { evaluations, refreshTokens, users } from '../../db/schema.ts';
import { fieldErrors, type FieldProblem } from '../../http/errors.ts';
import { callerScope, resolveCallerScope } from '../../services/scope.ts';
import { evaluationVisible } from '../evaluations/queries.ts';
import { assignmentNumbers, checkRoleLinks, dropLinksNotFitting, holdsRoleLink, insertRoleLinks } from './assignments.ts';
import { editorOf, editTarget, refuseIf } from './editing.ts';
import { emailProblems, generateUsername, isUsernameConflict, passwordFieldProblems, usernameProblems } from './identity.ts';
import { getUser } from './queries.ts';
import type { UserCreate, UserUpdate } from './write-schemas.ts';

type Problems = Record<string, FieldProblem[]>;
const MISPLACED_LINK = 'Diese Zuordnung passt nicht zur Rolle des Benutzers.';
const LINKS_ONLY_WITH_ROLE = 'Zuordnungen kommen hier nur mit einer neuen Rolle mit; sonst ändern Sie sie über die Zuordnungen des Benutzers.';
const hasProblems = (p: Problems) => Object.values(p).some((list) => list.length > 0);

/** A unique-index race on the username (past the locks) answers like the check would. */
async function withUsernameRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUsernameConflict(error)) throw fieldErrors({ username: [{ code: USER_FIELD_CODES.taken, message: USER_MESSAGES.usernameTaken }] });
    throw error;
  }
}

export async function createUser(request: FastifyRequest, input: UserCreate) {
  const actor = request.actor;
  refuseIf(createRefusal(editorOf(actor), input.account_type));
  const scope = await callerScope(request);
  const { db } = request.server.deps.database;
  const kind = assignmentKind(input.account_type);
  const id = await withUsernameRace(() =>
    db.transaction(async (tx) => {
      // Assignment first: it decides 403s and the generated username.
      const links = await checkRoleLinks(tx, scope, input.account_type, input);
      const problems: Problems = {};
      for (const k of links.misplaced) problems[k] = [{ code: USER_FIELD_CODES.invalid, message: MISPLACED_LINK }];
      const assigned = links.associations.length + links.farmAdminOf.length + links.locations.length > 0;
      if (!assigned && !actor.isSuperuser) problems[kind] = [{ code: USER_FIELD_CODES.required, message: USER_MESSAGES.assignmentRequired }];

      let username = input.username;
      if (username === undefined) {
        const firstFarm = links.farmAdminOf[0] ?? links.locationFarms[0] ?? links.associations.find((a) => a.allowed_farms.length)?.allowed_farms[0];
        const numbers = await assignmentNumbers(tx, firstFarm, links.associations[0]?.association);
        const number = usernameNumber({ ...numbers, accountType: input.account_type });
        if (number) username = await generateUsername(tx, input.account_type, number);
        else problems.username = [{ code: USER_FIELD_CODES.required, message: USER_MESSAGES.usernameRequired }];
      } else {
        problems.username = await usernameProblems(tx, username);
      }
      problems.email = await emailProblems(tx, input.email);
      problems.password = passwordFieldProblems(input.password, { ...(username ? { username } : {}), email: input.email });
      if (hasProblems(problems) || !username) throw fieldErrors(problems);

      const [created] = await tx
        .insert(users)
        .values({
          username,
          email: input.email,
          emailVerified: false,
          passwordHash: await hashPassword(input.password),
          prefix: input.prefix ?? null,
          firstName: input.first_name,
          lastName: input.last_name,
          accountType: input.account_type,
          isActive: input.is_active,
        })
        .returning({ id: users.id });
      const userId = created!.id;
      await insertRoleLinks(tx, userId, links);
      await audit(tx, {
        actorId: actor.id,
        action: 'user.created',
        entity: 'user',
        entityId: userId,
        changes: {
          username,
          email: input.email,
          prefix: input.prefix ?? null,
          first_name: input.first_name,
          last_name: input.last_name,
          account_type: input.account_type,
          is_active: input.is_active,
          password: '***',
          farm_admin_of: links.farmAdminOf,
          associations: links.associations,
          locations: links.locations,
        },
      });
      return userId;
    }),
  );
  return getUser(request, id);
}

/** The fields of `input` that differ from the stored row, with their new values (a given password always counts). */
function userChanges(row: typeof users.$inferSelect, input: UserUpdate): Partial<Record<UserField, unknown>> {
  const stored: Record<Exclude<UserField, 'password'>, unknown> = {
    email: row.email,
    username: row.username,
    prefix: row.prefix ?? null,
    first_name: row.firstName,
    last_name: row.lastName,
    is_active: row.isActive,
    account_type: row.accountType ?? null,
    default_evaluation: row.defaultEvaluationId ?? null,
    digest_opt_in: row.digestOptIn,
  };
  const { password, ...rest } = input;
  const changes: Partial<Record<UserField, unknown>> = Object.fromEntries(Object.entries(changedFields(stored, rest)).map(([key, c]) => [key, c.to]));
  if (password !== undefined) changes.password = password;
  return changes;
}

/**
 * An evaluation the user sees (spec 2: the start-page evaluation is one bound to an entity type).
 * Read before the write transaction: the user's scope takes several queries at once.
 */
async function defaultEvaluationProblems(request: FastifyRequest, userId: number, evaluationId: number): Promise<FieldProblem[]> {
  const { db } = request.server.deps.database;
  const owner = userId === request.actor.id ? request.actor : await loadActor(db, userId);
  const scope = owner === request.actor ? await callerScope(request) : await resolveCallerScope(db, owner!);
  const [evaluation] = await db
    .select({ entityType: evaluations.entityType })
    .from(evaluations)
    .where(and(eq(evaluations.id, evaluationId), evaluationVisible(scope)));
  if (!evaluation) return [{ code: USER_FIELD_CODES.invalid, message: 'Diese Auswertung gibt es nicht oder sie ist für den Benutzer nicht sichtbar.' }];
  if (!canStarEvaluation({ entity_type: evaluation.entityType })) {
    return [{ code: USER_FIELD_CODES.invalid, message: 'Universelle Auswertungen können nicht als favorisierte Auswertung gewählt werden.' }];
  }
  return [];
}

export async function updateUser(request: FastifyRequest, userId: number, input: UserUpdate) {
  const { db, scope, row, editor, target } = await editTarget(request, userId);
  const { farm_admin_of, associations, locations, ...fields } = input;
  const newLinks = { farm_admin_of, associations, locations };
  const changes = userChanges(row, fields);
  refuseIf(userChangeRefusal(editor, target, changes));
  const linkFields = (Object.keys(newLinks) as (keyof typeof newLinks)[]).filter((k) => newLinks[k] !== undefined);
  if (linkFields.length && !('account_type' in changes)) {
    throw fieldErrors(Object.fromEntries(linkFields.map((k) => [k, [{ code: USER_FIELD_CODES.invalid, message: LINKS_ONLY_WITH_ROLE }]])));
  }
  if (Object.keys(changes).length === 0) return getUser(request, userId);
  const evaluationProblems = typeof changes.default_evaluation === 'number' ? await defaultEvaluationProblems(request, row.id, changes.default_evaluation) : [];
  await withUsernameRace(() =>
    db.transaction(async (tx) => {
      const problems: Problems = {};
      const username = (changes.username as string | undefined) ?? row.username;
      const email = (changes.email as string | undefined) ?? row.email;
      if ('username' in changes) problems.username = await usernameProblems(tx, username, row.id);
      if ('email' in changes) problems.email = await emailProblems(tx, email, row.id);
      if ('password' in changes) problems.password = passwordFieldProblems(changes.password as string, { username, email });
      problems.default_evaluation = evaluationProblems;
      if (hasProblems(problems)) throw fieldErrors(problems);

      const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      if ('email' in changes) Object.assign(set, { email, emailVerified: false });
      if ('username' in changes) set.username = username;
      if ('prefix' in changes) set.prefix = (changes.prefix as 'Herr' | 'Frau' | null) ?? null;
      if ('first_name' in changes) set.firstName = changes.first_name as string;
      if ('last_name' in changes) set.lastName = changes.last_name as string;
      if ('is_active' in changes) set.isActive = changes.is_active as boolean;
      if ('account_type' in changes) set.accountType = changes.account_type as typeof row.accountType;
      if ('digest_opt_in' in changes) set.digestOptIn = changes.digest_opt_in as boolean;
      if ('default_evaluation' in changes) set.defaultEvaluationId = changes.default_evaluation as number | null;
      if ('password' in changes) set.passwordHash = await hashPassword(changes.password as string);
      await tx.update(users).set(set).where(eq(users.id, row.id));
      // A new role keeps only the links that fit it and takes its own along (same transaction: a
      // refusal changes nothing); the user stays assigned, and so in the caller's view.
      let dropped: Awaited<ReturnType<typeof dropLinksNotFitting>> | null = null;
      let added: Awaited<ReturnType<typeof checkRoleLinks>> | null = null;
      if ('account_type' in changes) {
        const role = changes.account_type as NonNullable<typeof row.accountType>;
        dropped = await dropLinksNotFitting(tx, scope, row.id, role);
        added = await checkRoleLinks(tx, scope, role, newLinks);
        const linkProblems: Problems = {};
        for (const k of added.misplaced) linkProblems[k] = [{ code: USER_FIELD_CODES.invalid, message: MISPLACED_LINK }];
        if (hasProblems(linkProblems)) throw fieldErrors(linkProblems);
        await insertRoleLinks(tx, row.id, added);
        if (!request.actor.isSuperuser && !(await holdsRoleLink(tx, row.id, role))) {
          throw fieldErrors({ [assignmentKind(role)]: [{ code: USER_FIELD_CODES.required, message: USER_MESSAGES.assignmentRequired }] });
        }
      }
      // Someone else's new password or a deactivation ends the user's sessions.
      if (('password' in changes && row.id !== request.actor.id) || changes.is_active === false) {
        await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userId, row.id), isNull(refreshTokens.revokedAt)));
      }
      const logged = {
        ...changes,
        ...('password' in changes ? { password: '***' } : {}),
        ...('email' in changes ? { email_verified: false } : {}),
        ...(dropped ? { dropped_links: dropped } : {}),
        ...(added ? { farm_admin_of: added.farmAdminOf, associations: added.associations, locations: added.locations } : {}),
      };
      await audit(tx, { actorId: request.actor.id, action: 'user.updated', entity: 'user', entityId: row.id, changes: logged });
    }),
  );
  return getUser(request, userId);
}

