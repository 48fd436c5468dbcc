// The one rule for "where does a control field stand now": the entity's newest report date (the most
// recent date any of its sites reported), the entity's value of the field on that date from the
// benchmark engine, the comparison group's value on the same date as the entity's own farm would see
// it (withheld values stay withheld), and the trigger rule of src/domain/trigger.ts. Detection stores
// what this returns; the control-field modal's "würde jetzt auslösen" and the entity page's current
// values ask the server for it, so the page and the incidents never disagree.
import { eq, sql } from 'drizzle-orm';
import { reportToday } from '../../../domain/reports.ts';
import type { EntityType } from '../../../domain/roles.ts';
import { evaluateTrigger, TRIGGER_MESSAGES, type Operator, type Threshold } from '../../../domain/trigger.ts';
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

/** The alert's trigger as the domain's rules take it. */
export const thresholdOf = (a: AlertInput): Threshold => ({ operator: a.operator, lower_bound: a.lowerBound, upper_bound: a.upperBound, is_relative: a.isRelative });

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

/** Evaluates control fields on any of their entity's test days; dates, answers and group answers are read once per evaluator. */
export class AlertEvaluator {
  private readonly db: Db;
  private readonly today = reportToday();
  private readonly farms = new Map<string, Promise<number | null>>();
  private readonly dates = new Map<string, Promise<string[]>>();
  private readonly own = new Map<string, Promise<ReportAnswer | null>>();
  private readonly groups = new Map<string, Promise<ReportAnswer | null | { problem: string }>>();
  private readonly definitions = new Map<number, ReturnType<typeof groupDefinitionOf> | null>();
  private readonly fields: number[];

  constructor(
    private readonly app: BenchmarkContext,
    rows: readonly AlertInput[],
  ) {
    this.db = app.deps.database.db;
    this.fields = [...new Set(rows.map((a) => FIELD_INDEX.get(a.field)).filter((i): i is number => i !== undefined))];
  }

  private farmOf(e: EntityKey): Promise<number | null> {
    const key = entityKey(e);
    if (!this.farms.has(key)) this.farms.set(key, farmsOf(this.db, [e]).then((m) => m.get(key) ?? null));
    return this.farms.get(key)!;
  }

  /** The entity's report dates up to today, newest first. */
  datesOf(e: EntityKey): Promise<string[]> {
    const key = entityKey(e);
    if (!this.dates.has(key)) this.dates.set(key, entityReportDates(this.app, { entity_type: e.type, entity_id: e.id }, undefined, this.today));
    return this.dates.get(key)!;
  }

  private ownAnswer(e: EntityKey, date: string) {
    const key = `${entityKey(e)}|${date}`;
    if (!this.own.has(key)) this.own.set(key, entityAnswer(this.app, { entity_type: e.type, entity_id: e.id }, { reportDate: date, fields: this.fields, bestValue: false, topValue: false, refinement: {} }));
    return this.own.get(key)!;
  }

  private async groupValues(groupId: number | null, date: string, farmId: number | null) {
    if (groupId === null) return { problem: NO_VALID_GROUP };
    if (!this.definitions.has(groupId)) {
      const [g] = await this.db.select().from(comparisonGroups).where(eq(comparisonGroups.id, groupId));
      this.definitions.set(groupId, g ? groupDefinitionOf(g) : null);
    }
    const definition = this.definitions.get(groupId);
    if (!definition) return { problem: NO_VALID_GROUP };
    const key = `${groupId}|${date}|${farmId}`;
    if (!this.groups.has(key)) {
      this.groups.set(
        key,
        groupAnswer(this.app, viewerScope(farmId), definition, { reportDate: date, fields: this.fields, bestValue: false, topValue: false, refinement: {} }).catch((error: unknown) => {
          // A group the engine refuses (too few locations for its profile criteria, an unknown figure) is the alert's problem.
          if (error instanceof HttpError && error.statusCode < 500) return { problem: `${NO_VALID_GROUP} ${error.detail}` };
          throw error;
        }),
      );
    }
    return this.groups.get(key)!;
  }

  /** The alert on one test day (null: the entity's newest one, or none without reports). */
  async at(alert: AlertInput, date: string | null): Promise<AlertState> {
    const e = { type: alert.entityType, id: alert.entityId };
    const base = { observed: null, value: null, groupValue: null, triggers: false };
    if (!FIELD_INDEX.has(alert.field)) return { ...base, problem: `Unbekannte Kennzahl: ${alert.field}` };
    const group = date === null ? null : await this.groupValues(alert.comparisonGroupId, date, await this.farmOf(e));
    const groupProblem = group && 'problem' in group ? group.problem : null;
    if (date === null) return { ...base, problem: null };
    const value = (await this.ownAnswer(e, date))?.data.find((r) => r.field === alert.field)?.value ?? null;
    const groupRow = group && !('problem' in group) ? group.data.find((r) => r.field === alert.field) : undefined;
    const groupValue = groupRow?.value ?? null;
    const result = evaluateTrigger(thresholdOf(alert), value, groupValue);
    // Undecidable because of the group (missing, refused, withheld): that is the alert's problem.
    const problem =
      groupProblem ?? (alert.isRelative && result.reason === TRIGGER_MESSAGES.noGroupValue && value !== null ? (groupRow?.error ?? TRIGGER_MESSAGES.noGroupValue) : null);
    return { observed: date, value, groupValue, triggers: result.triggers, problem };
  }
}

/** The state of each alert on its entity's newest report date, in order. */
export async function evaluateAlerts(app: BenchmarkContext, rows: readonly AlertInput[]): Promise<AlertState[]> {
  const evaluator = new AlertEvaluator(app, rows);
  const out: AlertState[] = [];
  for (const alert of rows) out.push(await evaluator.at(alert, (await evaluator.datesOf({ type: alert.entityType, id: alert.entityId }))[0] ?? null));
  return out;
}
