// Creating, changing and deleting evaluations (product rules ‹Validation rules›, ‹Evaluation, group and filter calls›). Anyone who may manage evaluations
// creates; only the owner changes or deletes. The entity must lie in the owner's scope, the filter
// and the groups must be selectable by them, the visibility must be one they are offered
// (src/domain/evaluation-visibility.ts). Deleting one that is someone's start-page default clears
// that default (users.default_evaluation_id is ON DELETE SET NULL).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { evaluationProblems, EVALUATION_MESSAGES, groupUnavailable, LOCATION_SIZE_GROUP, type EvaluationInput } from '../../../domain/evaluation-rules.ts';
import { emptyGroupProblem } from '../../../domain/evaluation-form.ts';
import { reportToday } from '../../../domain/reports.ts';
import type { Db } from '../../db/client.ts';
import { groupCounts } from '../../services/benchmark/answers.ts';
import { groupDefinitionOf } from '../../services/benchmark/definition.ts';
import { comparisonGroups, evaluationComparisonGroups, evaluations, figureFilters } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { actorPermissions, auditedDefinitionWrite, changedValues, isEntityVisible, ownDefinition, requireDefinitionManager } from '../../services/definitions.ts';
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
  const stored = storedGroups(e);
  let empty: string | null = null;
  if (stored.length) {
    const found = await db
      .select()
      .from(comparisonGroups)
      .where(and(sql`${comparisonGroups.id} = any(${intArray(stored)})`, comparisonGroupVisible(scope)));
    const selectable = new Set(found.map((g) => g.id));
    e.comparison_groups.forEach((id, i) => {
      if (id !== LOCATION_SIZE_GROUP && !selectable.has(id)) add(`comparison_groups.${i}`, groupUnavailable(id));
    });
    empty = await emptyGroup(request, stored.flatMap((id) => found.filter((g) => g.id === id)));
    if (empty) add('comparison_groups', empty);
  }
  // The empty group alone: its sentence (naming the group) is the answer's detail too.
  const only = Object.values(problems).flat();
  if (only.length) throw badRequest(problems, empty && only.length === 1 ? empty : undefined);
  return { ...e, name: e.name.trim() };
}

/**
 * A chosen group without member locations would leave its column empty ('–' in every row): refused
 * with the message the wizard shows (src/domain/evaluation-form.ts emptyGroupProblem), counted as the
 * group list counts (members with a report today, from the benchmark engine).
 */
async function emptyGroup(request: FastifyRequest, groups: (typeof comparisonGroups.$inferSelect)[]): Promise<string | null> {
  if (groups.length === 0) return null;
  const counts = await groupCounts(request.server, groups.map(groupDefinitionOf), reportToday());
  return emptyGroupProblem(groups.map((g) => g.id), groups.map((g, i) => ({ id: g.id, name: g.name, location_count: counts[i]! })));
}

const storedGroups = (e: EvaluationInput) => e.comparison_groups.filter((g): g is number => g !== LOCATION_SIZE_GROUP);

const columns = (e: EvaluationInput) => ({
  name: e.name,
  // The link table holds stored groups; the special group keeps its place in the order here.
  locationSizePosition: e.comparison_groups.includes(LOCATION_SIZE_GROUP) ? e.comparison_groups.indexOf(LOCATION_SIZE_GROUP) : null,
  entityType: e.entity_type,
  entityId: e.entity_id,
  filterId: e.filter,
  visibility: e.visibility,
  sendMail: e.send_mail,
});

const groupRows = (evaluationId: number, e: EvaluationInput) =>
  e.comparison_groups.flatMap((g, position) => (g === LOCATION_SIZE_GROUP ? [] : [{ evaluationId, comparisonGroupId: g, position }]));

/** Inserts the links (none when the special group is the only one). */
async function insertLinks(tx: Pick<Db, 'insert'>, evaluationId: number, e: EvaluationInput) {
  const rows = groupRows(evaluationId, e);
  if (rows.length) await tx.insert(evaluationComparisonGroups).values(rows);
}

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
  const id = await auditedDefinitionWrite(request, 'evaluation', 'created', async (tx) => {
    const [row] = await tx.insert(evaluations).values({ ...columns(input), userId: request.actor.id }).returning({ id: evaluations.id });
    await insertLinks(tx, row!.id, input);
    return { id: row!.id, changes: { ...input } };
  });
  return getEvaluation(request, id);
}

const ownEvaluation = (request: FastifyRequest, id: number) =>
  ownDefinition(request, id, getEvaluation, 'Nur der Eigentümer kann diese Auswertung ändern oder löschen.');

async function store(request: FastifyRequest, id: number, before: EvaluationInput, next: EvaluationInput) {
  const input = await validate(request, next);
  await auditedDefinitionWrite(request, 'evaluation', 'updated', async (tx) => {
    await tx.update(evaluations).set(columns(input)).where(eq(evaluations.id, id));
    await tx.delete(evaluationComparisonGroups).where(eq(evaluationComparisonGroups.evaluationId, id));
    await insertLinks(tx, id, input);
    return { id, changes: changedValues({ ...before }, { ...input }) };
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
  const scope = await callerScope(request);
  await auditedDefinitionWrite(
    request,
    'evaluation',
    'deleted',
    async (tx) => {
      const gone = await tx.delete(evaluations).where(and(eq(evaluations.id, id), evaluationVisible(scope))).returning({ id: evaluations.id });
      return gone.length ? { id, changes: { name: current.name } } : null;
    },
    NOT_FOUND.evaluation,
  );
}
