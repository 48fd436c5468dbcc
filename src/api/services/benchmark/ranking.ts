// The association's ranking from the engine: every member location of the association
// (locations within it, as a comparison group of that association has them), or every farm of
// those locations, with the figure's value on the report date as the evaluations read it (each
// site's newest report within the look-back, sites combined as an entity's own answer does), the
// Betriebe with a value (n) and the percentile rank among all of the association's entities with a
// value (src/domain/ranking.ts percentileRanks). The profile filter picks rows; it does not change
// values or ranks (a farm stays when one of its locations matches).
import type { Criterion } from '../../../domain/profile-match.ts';
import { percentileRanks, type RankingLevel } from '../../../domain/ranking.ts';
import { activeCriteria } from '../../../domain/profile-match.ts';
import { inScope, type FarmScope } from '../../../domain/scope.ts';
import { dayNumber } from '../../../engine/index.ts';
import type { BenchmarkContext } from '../../context.ts';

export interface RankingInput {
  associationId: number;
  level: RankingLevel;
  /** Column index of the figure. */
  field: number;
  /** true: larger is better; false: smaller; null: neutral (no ranks). */
  largerIsBetter: boolean | null;
  managementOptions: Record<string, Criterion>;
  reportDate: string;
  /** Rows only for farms the caller sees (the ranks stay those of the whole association). */
  farms: FarmScope;
}

export interface RankedEntity {
  /** Farm or location id. */
  id: number;
  farmId: number;
  /** NaN: no value. */
  value: number;
  n: number;
  /** NaN: no value or a neutral figure. */
  rank: number;
}

export interface RankingResult {
  /** The rows the filters and the caller's scope keep, in member order. */
  rows: RankedEntity[];
  /** The association's entities with a value (the rank's base). */
  ranked: number;
}

export async function associationRanking(app: BenchmarkContext, input: RankingInput): Promise<RankingResult> {
  const engine = await app.engine.current(0, app.versionsSince);
  const topology = await app.topology.load(engine, app.versionsSince);
  const association = [{ type: 'association' as const, id: input.associationId }];
  const all = engine.members(topology, { entities: association });
  // Entities as runs of locations: one location each, or a farm's locations side by side.
  const order = Array.from(all);
  if (input.level === 'farm') order.sort((a, b) => topology.farmIds[a]! - topology.farmIds[b]! || a - b);
  const entityStart: number[] = [];
  for (let k = 0; k < order.length; k++) {
    if (input.level === 'location' || k === 0 || topology.farmIds[order[k]!] !== topology.farmIds[order[k - 1]!]) entityStart.push(k);
  }
  entityStart.push(order.length);
  const count = entityStart.length - 1;
  // The sites of each entity (CSR over its locations' sites) and the Betrieb of each site.
  const siteStart = new Int32Array(count + 1);
  let total = 0;
  for (let e = 0; e < count; e++) {
    siteStart[e] = total;
    for (let k = entityStart[e]!; k < entityStart[e + 1]!; k++) total += topology.siteStart[order[k]! + 1]! - topology.siteStart[order[k]!]!;
  }
  siteStart[count] = total;
  const slots = new Int32Array(total);
  const places = new Int32Array(total);
  let at = 0;
  for (const i of order) {
    for (let s = topology.siteStart[i]!; s < topology.siteStart[i + 1]!; s++) {
      slots[at] = topology.siteSlots[s]!;
      places[at++] = i;
    }
  }
  const { values, n } = engine.entitiesValues(slots, siteStart, places, dayNumber(input.reportDate), input.field);
  const ranks = percentileRanks(values, input.largerIsBetter);
  let ranked = 0;
  for (const v of values) if (v === v) ranked++;
  // Rows: the profile filter (any of an entity's locations matches) and the caller's farms.
  const filtered = activeCriteria(input.managementOptions).length > 0;
  const matched = filtered ? new Set(engine.members(topology, { entities: association, managementOptions: input.managementOptions })) : null;
  const rows: RankedEntity[] = [];
  for (let e = 0; e < count; e++) {
    const first = order[entityStart[e]!]!;
    const farmId = topology.farmIds[first]!;
    if (!inScope(input.farms, farmId)) continue;
    if (matched) {
      let any = false;
      for (let k = entityStart[e]!; k < entityStart[e + 1]! && !any; k++) any = matched.has(order[k]!);
      if (!any) continue;
    }
    rows.push({ id: input.level === 'farm' ? farmId : topology.locationIds[first]!, farmId, value: values[e]!, n: n[e]!, rank: ranks[e]! });
  }
  return { rows, ranked };
}
