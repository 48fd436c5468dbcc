// Report answers from the engine: an entity's own values, a comparison group's values (with the
// minimum-n rule of src/domain/group-privacy.ts), member counts and report dates.
import { activeCriteria } from '../../../domain/profile-match.ts';
import { profileRestrictionError, withheldReason } from '../../../domain/group-privacy.ts';
import { shownRank } from '../../../domain/percentile-rank.ts';
import { inScope } from '../../../domain/scope.ts';
import {
  answerValue,
  dayNumber,
  isoDate,
  NO_REPORT,
  type BenchmarkEngine,
  type EntityFilter,
  type Freshness,
  type GroupQuery,
  type GroupResult,
  type Topology,
} from '../../../engine/index.ts';
import type { BenchmarkContext } from '../../context.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import type { CallerScope } from '../scope.ts';
import { refine, restrictsLocations, type GroupDefinition, type Refinement } from './definition.ts';
import { entitySites } from './entities.ts';
import type { EntityRef, ReportAnswer, ReportRow } from './types.ts';

export interface AnswerOptions {
  reportDate: string;
  /** Column indices of the figures asked for. */
  fields: readonly number[];
  bestValue: boolean;
  topValue: boolean;
  refinement: Refinement;
  /** The entity the report is shown for: group answers rank its values among the members. */
  evaluated?: EntityRef | null;
}

const finite = answerValue;

/** The engine up to date for the caller: a reading request's version reading serves all its questions. */
const currentEngine = (app: BenchmarkContext) => app.engine.current(0, app.versionsSince);
const treeOf = (app: BenchmarkContext, engine: BenchmarkEngine) => app.topology.load(engine, app.versionsSince);

function freshnessOut(f: Freshness) {
  return {
    latest_inspection_date: Number.isNaN(f.latestInspectionDay) ? null : isoDate(f.latestInspectionDay),
    latest_processing_date: Number.isNaN(f.latestProcessingMs) ? null : new Date(f.latestProcessingMs).toISOString(),
  };
}

const answerKeys = (g: GroupDefinition) => activeCriteria(g.filter.management_options).map(([k]) => k);

function groupQuery(
  engine: BenchmarkEngine,
  g: GroupDefinition,
  day: number,
  fields: readonly number[],
  extraEntities: EntityFilter[] = [],
  rankOf: ArrayLike<number> | null = null,
): GroupQuery {
  const entities: EntityFilter[] = [...extraEntities];
  if (g.filter.entity_type && g.filter.entity_id) entities.push({ type: g.filter.entity_type, id: g.filter.entity_id });
  const topIn = g.filter.top_in ? { field: engine.figures.names.indexOf(g.filter.top_in.field), percent: g.filter.top_in.value } : null;
  if (topIn && topIn.field < 0) throw badRequest({ top_in_field: [`Unbekannte Kennzahl: ${g.filter.top_in!.field}`] });
  return {
    day,
    delayDays: g.filter.delay ?? 0,
    filter: { entities, locationSize: g.filter.location_size, managementOptions: g.filter.management_options },
    topIn,
    aggregation: { how: g.aggregation.how, threshold: g.aggregation.threshold },
    fields,
    rankOf,
  };
}

/** A group definition evaluated by the engine over a loaded tree (tests and the bench call this too). */
export function engineGroup(
  engine: BenchmarkEngine,
  topology: Topology,
  g: GroupDefinition,
  reportDate: string,
  fields: readonly number[],
  rankOf: ArrayLike<number> | null = null,
): GroupResult {
  return engine.group(topology, groupQuery(engine, g, dayNumber(reportDate), fields, [], rankOf));
}

/** Several group definitions at once over one tree (an evaluation's groups: the engine reads each figure's column once for all). */
export function engineGroups(
  engine: BenchmarkEngine,
  topology: Topology,
  groups: readonly GroupDefinition[],
  reportDate: string,
  fields: readonly number[],
  rankOf: ArrayLike<number> | null = null,
): GroupResult[] {
  const day = dayNumber(reportDate);
  return engine.groups(topology, groups.map((g) => groupQuery(engine, g, day, fields, [], rankOf)));
}

/** The group's members on the date (after every filter) as the engine sees them; `rankOf` values (one per field) are ranked among them. */
export async function evaluateGroup(
  app: BenchmarkContext,
  g: GroupDefinition,
  reportDate: string,
  fields: readonly number[],
  rankOf: ArrayLike<number> | null = null,
  /** The engine a caller already brought up to date for this request (each currentEngine reads the versions). */
  current?: BenchmarkEngine,
): Promise<{ result: GroupResult; topology: Topology }> {
  const engine = current ?? (await currentEngine(app));
  const topology = await treeOf(app, engine);
  return { result: engineGroup(engine, topology, g, reportDate, fields, rankOf), topology };
}

/** The evaluated entity's values on the report date (its sites combined, as its own answer shows them), one per field. */
async function rankedValues(app: BenchmarkContext, engine: BenchmarkEngine, entity: EntityRef, reportDate: string, fields: readonly number[]): Promise<Float64Array> {
  const sites = await entitySites(app.deps.database.db, entity);
  const slots = Int32Array.from(sites, (s) => engine.store.slotOf(s.id) ?? -1);
  return engine.entityValues(slots, dayNumber(reportDate), fields).table.values();
}

/** Matching operations: member locations with a report on the date. */
export async function groupCount(app: BenchmarkContext, g: GroupDefinition, reportDate: string): Promise<number> {
  return (await evaluateGroup(app, g, reportDate, [])).result.membersWithData.length;
}

/** location_count of several groups on one date, over one read of the organisation tree. */
export async function groupCounts(app: BenchmarkContext, groups: readonly GroupDefinition[], reportDate: string): Promise<number[]> {
  if (groups.length === 0) return [];
  const engine = await currentEngine(app);
  const topology = await treeOf(app, engine);
  const day = dayNumber(reportDate);
  return groups.map((g) => engine.group(topology, groupQuery(engine, g, day, [])).membersWithData.length);
}

/**
 * A comparison group's answer for the caller (null: no member has data). Values with n below the
 * minimum are withheld when the group holds locations outside the caller's farms; a
 * profile-restricted group below the minimum is refused with the spec's message.
 */
export async function groupAnswer(app: BenchmarkContext, scope: CallerScope, group: GroupDefinition, o: AnswerOptions): Promise<ReportAnswer | null> {
  const g = refine(group, o.refinement);
  // One engine for the whole answer: every currentEngine call is a version reading.
  const engine = await currentEngine(app);
  const rankOf = o.evaluated ? await rankedValues(app, engine, o.evaluated, o.reportDate, o.fields) : null;
  const { result, topology } = await evaluateGroup(app, g, o.reportDate, o.fields, rankOf, engine);
  return shapedGroupAnswer(app, scope, engine, topology, g, result, o);
}

/**
 * Several groups' answers on one date from one engine call (a timeline's date): each as
 * groupAnswer gives it, or the error groupAnswer throws for it. Without ranks.
 */
export async function groupAnswers(
  app: BenchmarkContext,
  scope: CallerScope,
  groups: readonly GroupDefinition[],
  o: AnswerOptions,
): Promise<({ answer: ReportAnswer | null } | { error: unknown })[]> {
  if (groups.length === 0) return [];
  const engine = await currentEngine(app);
  const topology = await treeOf(app, engine);
  const refined = groups.map((group) => refine(group, o.refinement));
  const results = engineGroups(engine, topology, refined, o.reportDate, o.fields);
  return refined.map((g, k) => {
    try {
      return { answer: shapedGroupAnswer(app, scope, engine, topology, g, results[k]!, o) };
    } catch (error) {
      return { error };
    }
  });
}

/** The engine's group result as the caller sees it (minimum-n rule, refusal of a small profile-restricted group). */
function shapedGroupAnswer(
  app: BenchmarkContext,
  scope: CallerScope,
  engine: BenchmarkEngine,
  topology: Topology,
  g: GroupDefinition,
  result: GroupResult,
  o: AnswerOptions,
): ReportAnswer | null {
  const minimum = app.deps.config.minGroupSize;
  const count = result.membersWithData.length;
  if (answerKeys(g).length > 0) {
    const message = profileRestrictionError(count, minimum);
    if (message) throw new HttpError(400, message, 'too_few_locations');
  }
  if (count === 0) return null;
  const hasForeign = !scope.farms.all && [...result.membersWithData].some((i) => !inScope(scope.farms, topology.farmIds[i]!));
  const t = result.table;
  const data: ReportRow[] = Array.from({ length: t.length }, (_, k) => {
    const n = t.n(k);
    const error = withheldReason(n, hasForeign, minimum);
    return {
      field: engine.figures.names[t.field(k)]!,
      value: error ? null : finite(t.value(k)),
      has_error: error !== null,
      best_value: error || !o.bestValue ? null : finite(t.best(k)),
      top_value: error || !o.topValue ? null : finite(t.top(k)),
      n,
      percentile_rank: shownRank(t.rank(k), error !== null),
      p25: error ? null : finite(t.p25(k)),
      median: error ? null : finite(t.median(k)),
      p75: error ? null : finite(t.p75(k)),
      error,
    };
  });
  return { data, report_date: o.reportDate, location_count: count, ...freshnessOut(result) };
}

/**
 * An entity's own answer (null: none of its sites has a report on the date): its sites combined.
 * Query controls restrict which of its locations count; best_value/top_value are the best
 * location of the entity and the boundary of its best 10 %.
 */
export async function entityAnswer(app: BenchmarkContext, entity: EntityRef, o: AnswerOptions): Promise<ReportAnswer | null> {
  const engine = await currentEngine(app);
  const db = app.deps.database.db;
  let sites = await entitySites(db, entity);
  const self: EntityFilter = { type: entity.entity_type, id: entity.entity_id };
  const needsTree = restrictsLocations(o.refinement) || o.bestValue || o.topValue;
  const asGroup = refine(
    { aggregation: { how: 'add', threshold: null }, filter: { delay: null, entity_type: null, entity_id: null, location_size: null, management_options: {}, top_in: null } },
    o.refinement,
  );
  const day = dayNumber(o.reportDate) - (o.refinement.delay ?? 0);
  let best: GroupResult | null = null;
  if (needsTree) {
    const topology = await treeOf(app, engine);
    const query = groupQuery(engine, { ...asGroup, filter: { ...asGroup.filter, delay: 0 } }, day, o.bestValue || o.topValue ? o.fields : [], [self]);
    best = engine.group(topology, query);
    if (restrictsLocations(o.refinement)) {
      const kept = new Set([...best.membersWithData].map((i) => topology.locationIds[i]));
      sites = sites.filter((s) => s.locationId !== null && kept.has(s.locationId));
    }
  }
  const slots = Int32Array.from(sites, (s) => engine.store.slotOf(s.id) ?? -1);
  // n and location_count count Betriebe, as a group's do: a site counts through its location, a
  // site without location as a Betrieb of its own (negative keys, apart from location ids).
  const placeOf = Int32Array.from(sites, (s) => s.locationId ?? -s.id);
  const result = engine.entityValues(slots, day, o.fields, placeOf);
  if (result.contributingSlots.length === 0) return null;
  const contributing = new Set(result.contributingSlots);
  const places = new Set(placeOf.filter((_, k) => contributing.has(slots[k]!)));
  const own = result.table;
  const data: ReportRow[] = Array.from({ length: own.length }, (_, k) => ({
    field: engine.figures.names[own.field(k)]!,
    value: finite(own.value(k)),
    has_error: false,
    best_value: o.bestValue && best ? finite(best.table.best(k)) : null,
    top_value: o.topValue && best ? finite(best.table.top(k)) : null,
    n: own.n(k),
    percentile_rank: null,
    p25: null,
    median: null,
    p75: null,
    error: null,
  }));
  return { data, report_date: o.reportDate, location_count: places.size, ...freshnessOut(result) };
}

/** Inspection dates (newest first, within [oldest, newest]) of the given store slots. */
export function reportDatesOf(engine: BenchmarkEngine, slots: Iterable<number>, oldest: string | undefined, newest: string): string[] {
  const from = oldest ? dayNumber(oldest) : Number.NEGATIVE_INFINITY;
  const to = dayNumber(newest);
  const days = new Set<number>();
  const list = [...slots].filter((s) => s >= 0);
  for (const m of engine.store.months()) {
    const block = engine.store.month(m)!;
    for (const s of list) {
      const d = block.inspectionDay[s]!;
      if (d !== NO_REPORT && d >= from && d <= to) days.add(d);
    }
  }
  return [...days].sort((a, b) => b - a).map(isoDate);
}

/** Report dates of an entity's sites. */
export async function entityReportDates(app: BenchmarkContext, entity: EntityRef, oldest: string | undefined, newest: string): Promise<string[]> {
  const engine = await currentEngine(app);
  const sites = await entitySites(app.deps.database.db, entity);
  return reportDatesOf(engine, sites.map((s) => engine.store.slotOf(s.id) ?? -1), oldest, newest);
}

/** Report dates of a group: the inspection dates of its members' reports (members as of `newest`). */
export async function groupReportDates(app: BenchmarkContext, group: GroupDefinition, refinement: Refinement, oldest: string | undefined, newest: string): Promise<string[]> {
  const engine = await currentEngine(app);
  const g = refine(group, refinement);
  const topology = await treeOf(app, engine);
  const q = groupQuery(engine, g, dayNumber(newest), []);
  const memberList = engine.members(topology, q.filter);
  const slots: number[] = [];
  for (const i of memberList) for (let k = topology.siteStart[i]!; k < topology.siteStart[i + 1]!; k++) slots.push(topology.siteSlots[k]!);
  return reportDatesOf(engine, slots, oldest, newest);
}
