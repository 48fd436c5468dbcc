// Where control fields stand now, by the same rule detection stores (services/controlling/evaluate.ts):
// GET /alerts/current/ for one entity's control fields (the entity page's 'Aktuell' and state), and
// GET /alerts/current-value/ for a field that is not saved yet (the modal's "würde jetzt auslösen").
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { FIELD_INDEX } from '../../catalogue/fields.ts';
import { alerts, comparisonGroups } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { entityVisible, loadEntity, type ControlledEntity } from '../../services/controlling/entities.ts';
import { evaluateAlerts } from '../../services/controlling/evaluate.ts';
import { callerScope, type CallerScope } from '../../services/scope.ts';
import { comparisonGroupVisible } from '../comparison-groups/queries.ts';
import { alertVisible } from './queries.ts';
import { ALERT_MESSAGES, type AlertCurrentPage, type AlertCurrentQuery, type CurrentValue, type CurrentValueQuery } from './schemas.ts';
import { requestBenchmark } from '../../services/benchmark/request-context.ts';

async function visibleEntity(request: FastifyRequest, scope: CallerScope, type: ControlledEntity['type'] | undefined, id: number | undefined): Promise<ControlledEntity> {
  if (type === undefined || id === undefined) throw badRequest({ [type === undefined ? 'entity_type' : 'entity_id']: [ALERT_MESSAGES.entity] });
  const entity = await loadEntity(request.server.deps.database.db, type, id);
  if (!entity || !entityVisible(scope, entity)) throw notFound(ALERT_MESSAGES.unknownEntity);
  return entity;
}

export async function currentStates(request: FastifyRequest, query: AlertCurrentQuery): Promise<AlertCurrentPage> {
  const scope = await callerScope(request);
  const entity = await visibleEntity(request, scope, query.entity_type, query.entity_id);
  const db = request.server.deps.database.db;
  const rows = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.entityType, entity.type), eq(alerts.entityId, entity.id), alertVisible(scope)))
    .orderBy(asc(alerts.id));
  const states = await evaluateAlerts(requestBenchmark(request), rows);
  return {
    results: rows.map((a, i) => {
      const s = states[i]!;
      return { alert: a.id, observed: s.observed, value: s.value, group_value: s.groupValue, triggers: s.triggers, problem: s.problem };
    }),
  };
}

export async function currentValue(request: FastifyRequest, query: CurrentValueQuery): Promise<CurrentValue> {
  const scope = await callerScope(request);
  const entity = await visibleEntity(request, scope, query.entity_type, query.entity_id);
  if (!query.field) throw badRequest({ field: [ALERT_MESSAGES.field] });
  if (!FIELD_INDEX.has(query.field)) throw badRequest({ field: [ALERT_MESSAGES.unknownField] });
  const group = query.comparison_group ?? null;
  if (group !== null) {
    const db = request.server.deps.database.db;
    const [visible] = await db.select({ id: comparisonGroups.id }).from(comparisonGroups).where(and(eq(comparisonGroups.id, group), comparisonGroupVisible(scope)));
    if (!visible) throw badRequest({ comparison_group: [ALERT_MESSAGES.unknownGroup] });
  }
  // Evaluated as a relative field, so a group that cannot give its value says why.
  const [state] = await evaluateAlerts(requestBenchmark(request), [
    { entityType: entity.type, entityId: entity.id, field: query.field, comparisonGroupId: group, operator: 'lt', lowerBound: null, upperBound: null, isRelative: group !== null },
  ]);
  return { observed: state!.observed, value: state!.value, group_value: state!.groupValue, group_problem: group === null ? null : state!.problem };
}
