// Creating, changing and deleting evaluations (spec 2 §5, §7.1). Anyone who may manage evaluations
// creates; only the owner changes or deletes. The entity must lie in the owner's scope, the filter
// and the groups must be selectable by them, the visibility must be one they are offered
// (src/domain/evaluation-visibility.ts). Deleting one that is someone's start-page default clears
// that default (users.default_evaluation_id is ON DELETE SET NULL).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { evaluationProblems, EVALUATION_MESSAGES, groupUnavailable, type EvaluationInput } from '../../../domain/evaluation-rules.ts';
import { audit } from '../../db/audit.ts';
import { comparisonGroups, evaluationComparisonGroups, evaluations, figureFilters } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { actorPermissions, changedKeys, isEntityVisible, requireDefinitionManager, requireOwner } from '../../services/definitions.ts';
import { callerScope, intArray } from '../../services/scope.ts';
import { comparisonGroupVisible } from '../comparison-groups/queries.ts';
import { figureFilterVisible } from '../filters/queries.ts';
import { evaluationVisible, getEvaluation } from './queries.ts';
import type { EvaluationOut, EvaluationPatch, EvaluationWrite } from './schemas.ts';

async function validate(request: FastifyRequest, e: EvaluationInput): Promise<EvaluationInput> {
  const problems = evaluationProblems(e, actorPermissions(request.actor));
  const add = (path: string, message: string) => (problems[path] ??= []).push(message);
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  if (e.entity_type !== null && e.entity_id !== null && !problems.entity_type && !(await isEntityVisible(db, scope, e.entity_type, e.entity_id))) {
    add('entity_id', EVALUATION_MESSAGES.entityOutOfScope);
  }
  if (e.filter !== null) {
    const [found] = await db.select({ id: figureFilters.id }).from(figureFilters).where(and(eq(figureFilters.id, e.filter), figureFilterVisible(scope)));
    if (!found) add('filter', EVALUATION_MESSAGES.filterUnavailable);
  }
  if (e.comparison_groups.length) {
    const found = await db
      .select({ id: comparisonGroups.id })
      .from(comparisonGroups)
      .where(and(sql`${comparisonGroups.id} = any(${intArray(e.comparison_groups)})`, comparisonGroupVisible(scope)));
    const selectable = new Set(found.map((g) => g.id));
    e.comparison_groups.forEach((id, i) => {
      if (!selectable.has(id)) add(`comparison_groups.${i}`, groupUnavailable(id));
    });
  }
  if (Object.keys(problems).length) throw badRequest(problems);
  return { ...e, name: e.name.trim() };
}

const columns = (e: EvaluationInput) => ({
  name: e.name,
  entityType: e.entity_type,
  entityId: e.entity_id,
  filterId: e.filter,
  visibility: e.visibility,
  sendMail: e.send_mail,
});

const groupRows = (evaluationId: number, e: EvaluationInput) => e.comparison_groups.map((comparisonGroupId, position) => ({ evaluationId, comparisonGroupId, position }));

const asInput = (e: EvaluationOut): EvaluationInput => ({
  name: e.name,
  entity_type: e.entity_type,
  entity_id: e.entity_id,
  filter: e.filter,
  comparison_groups: e.comparison_groups,
  visibility: e.visibility,
  send_mail: e.send_mail,
});

export async function createEvaluation(request: FastifyRequest, body: EvaluationWrite) {
  requireDefinitionManager(request.actor);
  const input = await validate(request, body);
  const { db } = request.server.deps.database;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(evaluations).values({ ...columns(input), userId: request.actor.id }).returning({ id: evaluations.id });
    await tx.insert(evaluationComparisonGroups).values(groupRows(row!.id, input));
    await audit(tx, { actorId: request.actor.id, action: 'evaluation.created', entity: 'evaluation', entityId: row!.id, changes: { ...input } });
    return row!.id;
  });
  return getEvaluation(request, id);
}

async function ownEvaluation(request: FastifyRequest, id: number) {
  requireDefinitionManager(request.actor);
  const current = await getEvaluation(request, id);
  requireOwner(request.actor, current.user, 'Nur der Eigentümer kann diese Auswertung ändern oder löschen.');
  return current;
}

async function store(request: FastifyRequest, id: number, before: EvaluationInput, next: EvaluationInput) {
  const input = await validate(request, next);
  const [old, now] = [before as unknown as Record<string, unknown>, input as unknown as Record<string, unknown>];
  const { db } = request.server.deps.database;
  await db.transaction(async (tx) => {
    await tx.update(evaluations).set(columns(input)).where(eq(evaluations.id, id));
    await tx.delete(evaluationComparisonGroups).where(eq(evaluationComparisonGroups.evaluationId, id));
    await tx.insert(evaluationComparisonGroups).values(groupRows(id, input));
    await audit(tx, { actorId: request.actor.id, action: 'evaluation.updated', entity: 'evaluation', entityId: id, changes: Object.fromEntries(changedKeys(old, now).map((k) => [k, now[k]])) });
  });
  return getEvaluation(request, id);
}

export async function replaceEvaluation(request: FastifyRequest, id: number, body: EvaluationWrite) {
  const current = await ownEvaluation(request, id);
  return store(request, id, asInput(current), body);
}

export async function updateEvaluation(request: FastifyRequest, id: number, patch: EvaluationPatch) {
  const current = asInput(await ownEvaluation(request, id));
  const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<EvaluationInput>;
  return store(request, id, current, { ...current, ...given });
}

export async function deleteEvaluation(request: FastifyRequest, id: number) {
  const current = await ownEvaluation(request, id);
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  await db.transaction(async (tx) => {
    const gone = await tx.delete(evaluations).where(and(eq(evaluations.id, id), evaluationVisible(scope))).returning({ id: evaluations.id });
    if (gone.length === 0) throw notFound('Auswertung nicht gefunden.');
    await audit(tx, { actorId: request.actor.id, action: 'evaluation.deleted', entity: 'evaluation', entityId: id, changes: { name: current.name } });
  });
}
