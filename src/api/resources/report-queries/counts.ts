// Matching operations of a comparison group (product rules ‹Validation rules›: re-verified on every change of the form):
// member locations with a report on the date. GET takes the controls as query parameters, POST the
// group's {aggregation, filter} body; per stored group the same refine that group.
import type { FastifyRequest } from 'fastify';
import type { Criterion } from '../../../domain/profile-match.ts';
import { reportToday } from '../../../domain/reports.ts';
import { groupCount } from '../../services/benchmark/answers.ts';
import { EMPTY_FILTER, refine, type GroupDefinition, type Refinement } from '../../services/benchmark/definition.ts';
import { assertEntityReadable } from '../../services/benchmark/entities.ts';
import { callerScope } from '../../services/scope.ts';
import { badRequest } from '../../http/errors.ts';
import { INPUT_TEXTS } from '../../http/input.ts';
import { FIELD_INDEX } from '../../catalogue/fields.ts';
import { refinementOf } from './controls.ts';
import type { CountBody, ReportControls } from './schemas.ts';
import { storedGroup } from './targets.ts';
import { requestBenchmark } from '../../services/benchmark/request-context.ts';

const ADHOC: GroupDefinition = { aggregation: { how: 'add', threshold: null }, filter: EMPTY_FILTER };

async function withEntity(request: FastifyRequest, g: GroupDefinition, type: string | null | undefined, id: number | null | undefined): Promise<GroupDefinition> {
  if (!type && !id) return g;
  if (!type || !id) throw badRequest({ [type ? 'entity_id' : 'entity_type']: [INPUT_TEXTS.entityPair] });
  const ref = { entity_type: type as NonNullable<GroupDefinition['filter']['entity_type']>, entity_id: id };
  await assertEntityReadable(request.server.deps.database.db, await callerScope(request), ref);
  return { ...g, filter: { ...g.filter, entity_type: ref.entity_type, entity_id: ref.entity_id } };
}

/** The body's filter as a refinement (null-like placeholders are absent, product rules ‹Entities and fields›). */
function bodyRefinement(body: CountBody): Refinement {
  const f = body.filter ?? {};
  const topIn = f.top_in?.field && f.top_in.value !== null && f.top_in.value !== undefined ? { field: f.top_in.field, value: f.top_in.value } : undefined;
  if (topIn && !FIELD_INDEX.has(topIn.field)) throw badRequest({ 'filter.top_in.field': [`Unbekannte Kennzahl: ${topIn.field}`] });
  const options = Object.fromEntries(Object.entries(f.management_options ?? {}).filter(([, v]) => v !== null)) as Record<string, Criterion>;
  return {
    ...(f.delay === null || f.delay === undefined ? {} : { delay: f.delay }),
    ...(f.location_size === null || f.location_size === undefined ? {} : { location_size: f.location_size }),
    ...(Object.keys(options).length ? { management_options: options } : {}),
    ...(topIn ? { top_in: topIn } : {}),
  };
}

export async function countByQuery(request: FastifyRequest, c: ReportControls) {
  const g = await withEntity(request, refine(ADHOC, refinementOf(c)), c.entity_type, c.entity_id);
  return { count: await groupCount(requestBenchmark(request), g, c.report_date ?? reportToday()) };
}

export async function countByBody(request: FastifyRequest, body: CountBody) {
  const g = await withEntity(request, refine(ADHOC, bodyRefinement(body)), body.filter?.entity_type, body.filter?.entity_id);
  return { count: await groupCount(requestBenchmark(request), g, body.report_date ?? reportToday()) };
}

export async function groupCountByQuery(request: FastifyRequest, id: number, c: ReportControls) {
  const g = refine(await storedGroup(request, id), refinementOf(c));
  return { count: await groupCount(requestBenchmark(request), g, c.report_date ?? reportToday()) };
}

export async function groupCountByBody(request: FastifyRequest, id: number, body: CountBody) {
  const g = refine(await storedGroup(request, id), bodyRefinement(body));
  return { count: await groupCount(requestBenchmark(request), g, body.report_date ?? reportToday()) };
}
