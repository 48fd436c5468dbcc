// The engine's code compiled before the first request. A server that has just loaded tens of
// thousands of sites would otherwise run its first timeline in code V8 has not optimised yet: at
// 60,000 sites a 12-month timeline took 80–100 ms in a fresh process against ~30 ms once warm. A
// small engine of the same figures and lookback is asked what the pages ask (an evaluation with
// ranks against three kinds of groups, 12-month timelines), over a few shifted dates so that each
// round meets new snapshots and plans; its data is garbage afterwards. What it warms is code only:
// no cache of the real engine is touched.
import { timelineDates } from '../../../domain/timeline.ts';
import { BenchmarkEngine, buildTopology, dayNumber, isoDate, monthOfDay, monthStart, type FigureInfo, type LocationInput } from '../../../engine/index.ts';
import { engineGroups } from './answers.ts';
import { EMPTY_FILTER, type GroupDefinition } from './definition.ts';

/** Engines from this many sites on are warmed (below, cold code costs less than the warm-up). */
export const WARM_UP_SITES = 5_000;

/**
 * Compiled code belongs to the process, so once per process is enough: an engine rebuilt while
 * the server serves (a gap in the change log) finds the code warm, and must not block requests
 * for the warm-up's few hundred milliseconds again.
 */
let warmedInThisProcess = false;

/** The warm-up when the process has not had one and the engine is large enough to need it; its milliseconds, or null. */
export function warmUpOnce(sites: number, figures: FigureInfo, lookbackDays: number, today: string): number | null {
  if (warmedInThisProcess || sites < WARM_UP_SITES) return null;
  warmedInThisProcess = true;
  return warmUpEngine(figures, lookbackDays, today).ms;
}

const SITES = 1_000;
const MONTHS = 14;
const ROUNDS = 6;
const PARLOURS = ['AMS_BOX', 'FGM', 'TANDEM', 'KARUSSELL'];

/** An evaluation's three kinds of groups: an entity, a size band with a profile answer (percentile), a top-in. */
const groupsOf = (topInField: string): GroupDefinition[] => [
  { aggregation: { how: 'add', threshold: null }, filter: { ...EMPTY_FILTER, entity_type: 'association', entity_id: 1 } },
  { aggregation: { how: 'percentile', threshold: 25 }, filter: { ...EMPTY_FILTER, location_size: 100, management_options: { melkstandtyp: ['AMS_BOX', 'KARUSSELL'] } } },
  { aggregation: { how: 'add', threshold: null }, filter: { ...EMPTY_FILTER, top_in: { field: topInField, value: 10 } } },
];

export interface WarmUp {
  ms: number;
  /** Members with data of the three groups in the first round: none would leave the group paths cold. */
  members: number[];
}

/** Runs the warm-up for an engine of `figures` as of `today`. */
export function warmUpEngine(figures: FigureInfo, lookbackDays: number, today: string): WarmUp {
  const started = performance.now();
  let seed = 7;
  const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
  const engine = new BenchmarkEngine({ lookbackDays, figures, siteCapacity: SITES });
  // Every tenth location has two sites: multi-site Betriebe take their own paths.
  const locations: LocationInput[] = [];
  for (let site = 1; site <= SITES; ) {
    const l = locations.length;
    const siteIds = l % 10 === 9 && site < SITES ? [site++, site++] : [site++];
    locations.push({ id: l + 1, farmId: 1 + (l >> 1), cowCount: 10 + Math.floor(random() * 300), associations: [1 + (l % 3)], siteIds, answers: l % 5 === 0 ? null : { melkstandtyp: PARLOURS[l % 4]! } });
  }
  const newest = monthOfDay(dayNumber(today));
  const values = new Float64Array(figures.names.length);
  for (let m = newest - MONTHS + 1; m <= newest; m++) {
    const first = dayNumber(monthStart(m));
    for (let site = 1; site <= SITES; site++) {
      for (let f = 0; f < values.length; f++) values[f] = random() < 0.02 ? Number.NaN : Math.round(100 + random() * 5_000) / 100;
      const day = first + (site % 25);
      engine.store.put(site, m, { reportId: site, inspectionDay: day, processingMs: day * 86_400_000, values });
    }
  }
  const topology = buildTopology(engine.store, locations);
  const all = figures.names.map((_, f) => f);
  const one = [Math.min(1, all.length - 1)];
  const groups = groupsOf(figures.names[one[0]!]!);
  const own = Int32Array.from(locations[3]!.siteIds, (s) => engine.store.slotOf(s) ?? -1);
  let members: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const date = isoDate(dayNumber(today) - round);
    const rankOf = engine.entityValues(own, dayNumber(date), all).table.values();
    const results = engineGroups(engine, topology, groups, date, all, rankOf);
    if (round === 0) members = results.map((r) => r.membersWithData.length);
    for (const d of timelineDates(date, 12)) {
      engine.entityValues(own, dayNumber(d), one);
      engineGroups(engine, topology, groups, d, one);
    }
  }
  return { ms: performance.now() - started, members };
}
