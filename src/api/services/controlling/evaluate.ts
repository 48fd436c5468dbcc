// The one rule for "where does a control field stand now": the entity's newest report date (the most
// recent date any of its sites reported), the entity's value of the field on that date from the
// benchmark engine, the comparison group's value on the same date as the entity's own farm would see
// it (withheld values stay withheld), and the trigger rule of src/domain/trigger.ts. Detection stores
// what this returns; the control-field modal's "würde jetzt auslösen" and the entity page's current
// values ask the server for it, so the page and the incidents never disagree.
import { eq, sql } from 'drizzle-orm';
import { reportToday } from '../../../domain/reports.ts';
import type { EntityType } from '../../../domain/roles.ts';
import { evaluateTrigger, TRIGGER_MESSAGES, type Operator } from '../../../domain/trigger.ts';
import { FIELD_INDEX } from '../../catalogue/fields.ts';
import type { BenchmarkContext } from '../../context.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { comparisonGroups } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { entityAnswer, entityReportDates, groupAnswer } from '../benchmark/answers.ts';
import { groupDefinitionOf } from '../benchmark/definition.ts';
import type { ReportAnswer } from '../benchmark/types.ts';
import type { CallerScope } from '../scope.ts';
import { entityKey, type EntityKey } from './marks.ts';
import { NO_VALID_GROUP } from '../../../domain/controlling-view.ts';


/** What a control field needs to be evaluated (a stored alert row, or a draft of one). */
export interface AlertInput {
  entityType: EntityType;
  entityId: number;
  field: string;
  comparisonGroupId: number | null;
  operator: Operator;
  lowerBound: number | null;
  upperBound: number | null;
  isRelative: boolean;
}

export interface AlertState {
  /** The report date the values are from; null: the entity has no report. */
  observed: string | null;
  value: number | null;
  groupValue: number | null;
  triggers: boolean;
  /** Why it cannot be decided (unknown figure, invalid or withheld group), in German; null when it can. */
  problem: string | null;
}

/** The entity's farm (null for an association): a group's values are shown as that farm would see them. */
async function farmsOf(db: Db, entities: readonly EntityKey[]): Promise<Map<string, number | null>> {
  const out = new Map<string, number | null>();
  for (const e of entities) {
    if (out.has(entityKey(e))) continue;
    const farm =
      e.type === 'association'
        ? null
        : e.type === 'farm'
          ? e.id
          : ((await queryRows<{ f: number }>(db, e.type === 'location' ? sql`select farm_id as f from locations where id = ${e.id}` : sql`select farm_id as f from sites where id = ${e.id}`))[0]?.f ?? null);
    out.set(entityKey(e), farm === null ? null : Number(farm));
  }
  return out;
}

/** A detection's view of the group: what the entity's own farm would be shown (withheld values stay withheld). */
function viewerScope(farmId: number | null): CallerScope {
  const none = { all: false as const, farmIds: new Set<number>() };
  return {
    actor: { id: 0, username: 'controlling', email: '', accountType: null, isSuperuser: false, isActive: true, farmAdminOf: [], associations: [], locationLinks: [] },
    farms: { all: false, farmIds: new Set(farmId === null ? [] : [farmId]) },
    adminFarms: none,
    associations: { all: false, associationIds: new Set() },
    users: { all: false, selfId: 0, associationIds: [], farmIds: [] },
  };
}

/** The state of each alert, in order; the entities' dates, answers and group answers are read once per run. */
export async function evaluateAlerts(app: BenchmarkContext, rows: readonly AlertInput[]): Promise<AlertState[]> {
  const db = app.deps.database.db;
  const entities = [...new Map(rows.map((a) => [`${a.entityType}:${a.entityId}`, { type: a.entityType, id: a.entityId }])).values()];
  const farms = await farmsOf(db, entities);
  const today = reportToday();
  const allFields = [...new Set(rows.map((a) => FIELD_INDEX.get(a.field)).filter((i): i is number => i !== undefined))];

  const newest = new Map<string, Promise<string | null>>();
  const own = new Map<string, Promise<ReportAnswer | null>>();
  const groups = new Map<string, Promise<ReportAnswer | null | { problem: string }>>();
  const definitions = new Map<number, ReturnType<typeof groupDefinitionOf> | null>();

  const newestDate = (e: EntityKey) => {
    const key = entityKey(e);
    if (!newest.has(key)) newest.set(key, entityReportDates(app, { entity_type: e.type, entity_id: e.id }, undefined, today).then((d) => d[0] ?? null));
    return newest.get(key)!;
  };
  const ownAnswer = (e: EntityKey, date: string) => {
    const key = `${entityKey(e)}|${date}`;
    if (!own.has(key)) own.set(key, entityAnswer(app, { entity_type: e.type, entity_id: e.id }, { reportDate: date, fields: allFields, bestValue: false, topValue: false, refinement: {} }));
    return own.get(key)!;
  };
  const groupValues = async (groupId: number | null, date: string, farmId: number | null) => {
    if (groupId === null) return { problem: NO_VALID_GROUP };
    if (!definitions.has(groupId)) {
      const [g] = await db.select().from(comparisonGroups).where(eq(comparisonGroups.id, groupId));
      definitions.set(groupId, g ? groupDefinitionOf(g) : null);
    }
    const definition = definitions.get(groupId);
    if (!definition) return { problem: NO_VALID_GROUP };
    const key = `${groupId}|${date}|${farmId}`;
    if (!groups.has(key)) {
      groups.set(
        key,
        groupAnswer(app, viewerScope(farmId), definition, { reportDate: date, fields: allFields, bestValue: false, topValue: false, refinement: {} }).catch((error: unknown) => {
          // A group the engine refuses (too few locations for its profile criteria, an unknown figure) is the alert's problem.
          if (error instanceof HttpError && error.statusCode < 500) return { problem: `${NO_VALID_GROUP} ${error.detail}` };
          throw error;
        }),
      );
    }
    return groups.get(key)!;
  };

  const evaluated: AlertState[] = [];
  for (const alert of rows) {
    const e = { type: alert.entityType, id: alert.entityId };
    const base = { observed: null, value: null, groupValue: null, triggers: false };
    if (!FIELD_INDEX.has(alert.field)) {
      evaluated.push({ ...base, problem: `Unbekannte Kennzahl: ${alert.field}` });
      continue;
    }
    const date = await newestDate(e);
    const group = date === null ? null : await groupValues(alert.comparisonGroupId, date, farms.get(entityKey(e)) ?? null);
    const groupProblem = group && 'problem' in group ? group.problem : null;
    if (date === null) {
      evaluated.push({ ...base, problem: groupProblem });
      continue;
    }
    const value = (await ownAnswer(e, date))?.data.find((r) => r.field === alert.field)?.value ?? null;
    const groupRow = group && !('problem' in group) ? group.data.find((r) => r.field === alert.field) : undefined;
    const groupValue = groupRow?.value ?? null;
    const result = evaluateTrigger({ operator: alert.operator, lower_bound: alert.lowerBound, upper_bound: alert.upperBound, is_relative: alert.isRelative }, value, groupValue);
    // Undecidable because of the group (missing, refused, withheld): that is the alert's problem.
    const problem =
      groupProblem ?? (alert.isRelative && result.reason === TRIGGER_MESSAGES.noGroupValue && value !== null ? (groupRow?.error ?? TRIGGER_MESSAGES.noGroupValue) : null);
    evaluated.push({ observed: date, value, groupValue, triggers: result.triggers, problem });
  }
  return evaluated;
}

