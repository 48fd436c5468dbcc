// The timeline of product rules ‹Timeline page› in one call: for each report date (a month apart,
// oldest first) the entity's values and each comparison group's values of up to four figures. Each
// date asks the engine once for the entity and once for all groups with all figures together, so
// four figures and several groups cost little more than one. A group withheld below the minimum
// (or refused for a profile restriction) leaves a gap.
import type { FastifyRequest } from 'fastify';
import { reportToday } from '../../../domain/reports.ts';
import { LOCATION_SIZE_GROUP, LOCATION_SIZE_GROUP_LABEL } from '../../../domain/evaluation-rules.ts';
import { timelineDates } from '../../../domain/timeline.ts';
import { HISTORY_MONTHS } from '../../../domain/constants.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { ALERT_MESSAGES } from '../alerts/schemas.ts';
import { entityAnswer, groupAnswers, type AnswerOptions } from '../../services/benchmark/answers.ts';
import type { GroupDefinition } from '../../services/benchmark/definition.ts';
import { assertEntityReadable } from '../../services/benchmark/entities.ts';
import { locationSizeDefinition } from '../../services/benchmark/special-groups.ts';
import type { ReportAnswer } from '../../services/benchmark/types.ts';
import { callerScope } from '../../services/scope.ts';
import { getComparisonGroup } from '../comparison-groups/queries.ts';
import { fieldsOf } from '../../services/benchmark/fields.ts';
import { AT_LEAST_ONE_FIGURE, type TimelineQuery } from './schemas.ts';
import { storedGroup } from './targets.ts';
import { requestBenchmark } from '../../services/benchmark/request-context.ts';

type Series = { id: string; name: string | null; values: { field: string; values: (number | null)[] }[] };

async function visibleGroup(request: FastifyRequest, ref: string): Promise<{ id: string; name: string | null; definition: GroupDefinition | null }> {
  try {
    return { id: ref, name: (await getComparisonGroup(request, Number(ref))).name, definition: await storedGroup(request, Number(ref)) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return { id: ref, name: null, definition: null };
    throw error;
  }
}

export async function timeline(request: FastifyRequest, q: TimelineQuery) {
  const app = requestBenchmark(request);
  const db = app.deps.database.db;
  const scope = await callerScope(request);
  const missing: Record<string, string[]> = {};
  if (q.entity_type === undefined) missing.entity_type = [ALERT_MESSAGES.entity];
  if (q.entity_id === undefined) missing.entity_id = [ALERT_MESSAGES.entity];
  if (q.field === undefined) missing.field = [AT_LEAST_ONE_FIGURE];
  if (q.entity_type === undefined || q.entity_id === undefined || q.field === undefined) throw badRequest(missing);
  const entity = { entity_type: q.entity_type, entity_id: q.entity_id };
  await assertEntityReadable(db, scope, entity);
  const fieldIndices = await fieldsOf(db, { field: q.field });
  const names = [...new Set(q.field.split(',').map((n) => n.trim()).filter(Boolean))];
  const refs = [...new Set((q.groups ?? '').split(',').map((g) => g.trim()).filter(Boolean))];
  // A group the caller cannot see (a shared evaluation may name the owner's own groups) stays a gap
  // with no name, as its own report call would; the other lines still answer.
  const groups: { id: string; name: string | null; definition: GroupDefinition | null }[] = [];
  for (const ref of refs) {
    if (ref === LOCATION_SIZE_GROUP) groups.push({ id: ref, name: LOCATION_SIZE_GROUP_LABEL, definition: await locationSizeDefinition(db, entity) });
    else groups.push(await visibleGroup(request, ref));
  }
  const dates = timelineDates(q.report_date ?? reportToday(), q.months ?? HISTORY_MONTHS);
  const base: Omit<AnswerOptions, 'reportDate'> = { fields: fieldIndices, bestValue: false, topValue: false, refinement: {} };
  const shape = (id: string, name: string | null, byDate: (ReportAnswer | null)[]): Series => ({
    id,
    name,
    values: names.map((field) => ({
      field,
      values: byDate.map((a) => {
        const row = a?.data.find((r) => r.field === field);
        return row && !row.has_error ? row.value : null;
      }),
    })),
  });
  // Per date the entity, then every visible group in one engine call (members laid out once per date).
  const asked = groups.filter((g) => g.definition !== null);
  const entityByDate: (ReportAnswer | null)[] = [];
  const groupByDate = new Map<string, (ReportAnswer | null)[]>(asked.map((g) => [g.id, []]));
  for (const reportDate of dates) {
    entityByDate.push(await entityAnswer(app, entity, { ...base, reportDate }));
    const answers = await groupAnswers(app, scope, asked.map((g) => g.definition!), { ...base, reportDate });
    answers.forEach((a, k) => {
      if ('error' in a) {
        if (a.error instanceof HttpError && a.error.code === 'too_few_locations') groupByDate.get(asked[k]!.id)!.push(null);
        else throw a.error;
      } else groupByDate.get(asked[k]!.id)!.push(a.answer);
    });
  }
  const series: Series[] = [shape('entity', null, entityByDate)];
  for (const g of groups) series.push(shape(g.id, g.name, groupByDate.get(g.id) ?? dates.map(() => null)));
  return { report_dates: dates, fields: names, series };
}
