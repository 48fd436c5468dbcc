// Creating, changing and deleting comparison groups (product rules ‹Evaluation and group workflows›, ‹Validation rules›, ‹Evaluation, group and filter calls›). Anyone who may manage
// evaluations creates; only the owner changes or deletes. A group some evaluation uses is deleted
// only with force=true, which removes it from those evaluations.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { comparisonGroupProblems, COMPARISON_GROUP_MESSAGES, type ComparisonGroupContext, type ComparisonGroupInput } from '../../../domain/comparison-group-rules.ts';
import { activeCriteria } from '../../../domain/profile-match.ts';
import { REPORT_FIELDS, SURVEY_QUESTIONS } from '../../catalogue/index.ts';
import { comparisonGroups, evaluationComparisonGroups, evaluations } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { auditedDefinitionWrite, changedValues, isEntityVisible, ownDefinition, requireDefinitionManager } from '../../services/definitions.ts';
import { callerScope } from '../../services/scope.ts';
import { evaluationVisible } from '../evaluations/queries.ts';
import { comparisonGroupVisible, getComparisonGroup } from './queries.ts';
import type { ComparisonGroupDeleteQuery, ComparisonGroupOut, ComparisonGroupPatch, ComparisonGroupWrite } from './schemas.ts';

const CONTEXT: ComparisonGroupContext = {
  questions: new Map(SURVEY_QUESTIONS.map((q) => [q.name, { type: q.type, optionKeys: (q.options ?? []).flatMap((o) => Object.keys(o)) }])),
  fields: new Map(REPORT_FIELDS.map((f) => [f.pythonic_name, f.evaluation ?? null])),
};

/** Validated and normalised (placeholders dropped, no threshold without percentile), or a 400. */
async function validate(request: FastifyRequest, g: ComparisonGroupInput): Promise<ComparisonGroupInput> {
  const problems = comparisonGroupProblems(g, CONTEXT);
  const { entity_type: type, entity_id: id } = g.filter;
  if (type !== null && id !== null && !problems['filter.entity_id']) {
    const scope = await callerScope(request);
    if (!(await isEntityVisible(request.server.deps.database.db, scope, type, id))) problems['filter.entity_id'] = [COMPARISON_GROUP_MESSAGES.entityOutOfScope];
  }
  if (Object.keys(problems).length) throw badRequest(problems);
  return {
    name: g.name.trim(),
    aggregation: { how: g.aggregation.how, threshold: g.aggregation.how === 'percentile' ? g.aggregation.threshold : null },
    filter: { ...g.filter, management_options: Object.fromEntries(activeCriteria(g.filter.management_options)) },
  };
}

const columns = (g: ComparisonGroupInput) => ({
  name: g.name,
  aggregationHow: g.aggregation.how,
  aggregationThreshold: g.aggregation.threshold,
  delay: g.filter.delay,
  entityType: g.filter.entity_type,
  entityId: g.filter.entity_id,
  locationSize: g.filter.location_size,
  managementOptions: g.filter.management_options,
  topInField: g.filter.top_in?.field ?? null,
  topInValue: g.filter.top_in?.value ?? null,
});

/** The audited view of a group: one flat key per stored setting. */
const auditView = (g: ComparisonGroupInput): Record<string, unknown> => ({
  name: g.name,
  aggregation: g.aggregation,
  ...Object.fromEntries(Object.entries(g.filter).map(([k, v]) => [`filter.${k}`, v])),
});

/** The keys a patch gives (undefined ones left out). */
const defined = <T extends object>(o: T | undefined) => Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;

const asInput = (g: ComparisonGroupOut): ComparisonGroupInput => ({ name: g.name, aggregation: g.aggregation, filter: g.filter });

export async function createComparisonGroup(request: FastifyRequest, body: ComparisonGroupWrite) {
  requireDefinitionManager(request.actor);
  const input = await validate(request, body);
  const id = await auditedDefinitionWrite(request, 'comparison_group', 'created', async (tx) => {
    const [row] = await tx.insert(comparisonGroups).values({ ...columns(input), userId: request.actor.id }).returning({ id: comparisonGroups.id });
    return { id: row!.id, changes: auditView(input) };
  });
  return getComparisonGroup(request, id);
}

const ownGroup = (request: FastifyRequest, id: number) =>
  ownDefinition(request, id, getComparisonGroup, 'Nur der Eigentümer kann diese Vergleichsgruppe ändern oder löschen.');

async function store(request: FastifyRequest, id: number, before: ComparisonGroupInput, next: ComparisonGroupInput) {
  const input = await validate(request, next);
  await auditedDefinitionWrite(request, 'comparison_group', 'updated', async (tx) => {
    await tx.update(comparisonGroups).set(columns(input)).where(eq(comparisonGroups.id, id));
    return { id, changes: changedValues(auditView(before), auditView(input)) };
  });
  return getComparisonGroup(request, id);
}

export async function replaceComparisonGroup(request: FastifyRequest, id: number, body: ComparisonGroupWrite) {
  const current = await ownGroup(request, id);
  return store(request, id, asInput(current), body);
}

export async function updateComparisonGroup(request: FastifyRequest, id: number, patch: ComparisonGroupPatch) {
  const current = asInput(await ownGroup(request, id));
  return store(request, id, current, {
    name: patch.name ?? current.name,
    aggregation: { ...current.aggregation, ...defined(patch.aggregation) },
    filter: { ...current.filter, ...defined(patch.filter) },
  });
}

/** 400 naming the evaluations that use the group (the SPA shows it in 'Bitte bestätigen'). */
function inUse(group: string, visible: string[], hidden: number): HttpError {
  const names = visible.map((n) => `„${n}“`).join(', ');
  const others = hidden === 0 ? '' : `${visible.length ? ' sowie in ' : ''}${hidden === 1 ? 'einer Auswertung' : `${hidden} Auswertungen`} anderer Benutzer`;
  const where = visible.length ? `in den Auswertungen ${names}${others}` : `in ${others.trim()}`;
  return new HttpError(400, `Die Vergleichsgruppe „${group}“ wird ${where} verwendet. Beim Löschen wird sie daraus entfernt.`, 'in_use');
}

export async function deleteComparisonGroup(request: FastifyRequest, id: number, query: ComparisonGroupDeleteQuery) {
  const current = await ownGroup(request, id);
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const visibleCondition = evaluationVisible(scope) ?? sql`true`;
  const users = await db
    .select({ id: evaluations.id, name: evaluations.name, visible: sql<boolean>`coalesce(${visibleCondition}, false)` })
    .from(evaluationComparisonGroups)
    .innerJoin(evaluations, eq(evaluations.id, evaluationComparisonGroups.evaluationId))
    .where(eq(evaluationComparisonGroups.comparisonGroupId, id))
    .orderBy(asc(evaluations.name), asc(evaluations.id));
  if (users.length && !query.force) {
    const visible = users.filter((u) => u.visible).map((u) => u.name);
    throw inUse(current.name, visible, users.length - visible.length);
  }
  await auditedDefinitionWrite(
    request,
    'comparison_group',
    'deleted',
    async (tx) => {
      const gone = await tx.delete(comparisonGroups).where(and(eq(comparisonGroups.id, id), comparisonGroupVisible(scope))).returning({ id: comparisonGroups.id });
      return gone.length ? { id, changes: { name: current.name, removed_from_evaluations: users.map((u) => u.id) } } : null;
    },
    NOT_FOUND.comparisonGroup,
  );
}
