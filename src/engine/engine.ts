// The benchmark engine: the report columns (store.ts) plus the figure facts (figures.ts), and the
// two questions the API asks of them: an entity's values on a date (its sites combined) and a
// comparison group's values on a date (members filtered, top-in applied, aggregated per figure).
import { percentileRank } from '../domain/percentile-rank.ts';
import { aggregate, boundaryRank, type Aggregation } from './aggregate.ts';
import { combineSites } from './combine.ts';
import { kthLargestInRange } from './select.ts';
import { CountKernel } from './count-kernel.ts';
import { LANES, queueLanes, takeLanes, type QueuedQuad } from './figure-lanes.ts';
import { GroupsPass, type FieldOutput, type GroupsInput } from './groups-pass.ts';
import { multiSites, MultiSiteValues } from './multi-site.ts';
import { NO_MULTI_BUCKETS } from './multi-buckets.ts';
import type { ColumnIndex } from './column-index.ts';
import { OrderIndex } from './order-index.ts';
import { figureInfo, type FigureInfo } from './figures.ts';
import { FigureTable, withRows } from './figure-table.ts';
import { gatherPlan, keptLayout, layoutOf, memberValuesOf, NO_MEMBERS, type GatherPlan, type MemberLayout } from './member-layout.ts';
import { members, type MemberFilter } from './membership.ts';
import { SHARED_GROUPS, sharedPlan, type SharedPlan } from './shared-plan.ts';
import { patchedPlan } from './plan-patch.ts';
import { columnsOf, patchedSnapshot, stillCurrent, takeSnapshot, type Snapshot } from './snapshot.ts';
import { ReportStore } from './store.ts';
import { locationsOfSlots, type Topology } from './topology.ts';

export interface FigureValue extends FieldOutput {
  field: number;
}

export interface Freshness {
  /** Latest inspection day among the reports used (NaN: none). */
  latestInspectionDay: number;
  /** Latest processing time (epoch ms) among the reports used (NaN: none). */
  latestProcessingMs: number;
}

export interface EntityResult extends Freshness {
  /** The entity's values of the query's figures, in its order (n: Betriebe with a value; no group statistics). */
  table: FigureTable;
  /** The same as objects (made on first use). */
  readonly rows: FigureValue[];
  /** Store slots of the sites that had a report on the date. */
  contributingSlots: number[];
}

export interface GroupQuery {
  /** Report date (day number). */
  day: number;
  /** Read the group this many days before the report date (product rules ‹Business constants and limits›). */
  delayDays?: number;
  filter: MemberFilter;
  /** Keep the best `percent` % of the members by `field` (ties at the boundary stay). */
  topIn?: { field: number; percent: number } | null;
  aggregation: Aggregation;
  fields: readonly number[];
  /** Values to rank among the members, one per entry of `fields` (NaN: none); absent: no ranks. */
  rankOf?: ArrayLike<number> | null;
}

export interface GroupResult extends Freshness {
  /** The day the group was read (report date minus delay). */
  day: number;
  /** Member location indices (after top-in) that had a report on that day. */
  membersWithData: Int32Array;
  /** The statistics of the query's figures, in its order (what the API reads). */
  table: FigureTable;
  /** The same as objects (made on first use). */
  readonly rows: FigureValue[];
}

const NO_MULTI = { values: new Float64Array(0), buckets: new Uint8Array(0), grouped: NO_MULTI_BUCKETS, slab: null };
const NO_BOUNDS = new Float64Array(0);
/**
 * Snapshots kept: every date of the longest timeline (36 months) and an evaluation's date, so
 * that a repeated timeline finds its dates' snapshots, plans and combined values (each snapshot
 * ~1 byte per site).
 */
const SNAPSHOTS = 40;
/** Memory for gathering plans per tree (a plan of 54,000 members ~0.5 MB with its block marks). */
const PLAN_BYTES = 64 * 1024 * 1024;

/** What a plan holds. */
function planBytes(plan: GatherPlan): number {
  let bytes = plan.membersWithData.byteLength + plan.multi.byteLength + plan.multiOrdinal.byteLength;
  for (const slots of plan.single) bytes += slots.byteLength;
  return bytes;
}

/** Queries of at least this many figures build the month indexes they need. */
const INDEXED_QUERY = 8;
/**
 * Groups of at most this many Betriebe with data select member by member, also for many figures:
 * a farm's own locations (the best location and top-10 % of an entity's report) or a narrow
 * profile. The indexed path's work per figure does not shrink with the group (a bucket holds
 * every site's values): 170 figures of a one-Betrieb group take 0.6 ms indexed against 0.12 ms
 * directly at 60,000 sites, 126 Betriebe 2.2 against 1.5 ms; at 373 both ~3.3 ms (bench world).
 */
const SMALL_GROUP = 200;


/** A group being evaluated: its query, snapshot, plan and its statistics' table. */
interface Running {
  query: GroupQuery;
  day: number;
  snapshot: Snapshot;
  plan: GatherPlan;
  table: FigureTable;
}

export class BenchmarkEngine {
  readonly store: ReportStore;
  readonly figures: FigureInfo;
  readonly lookbackDays: number;
  /** The newest snapshot of each date asked, least recently used first. */
  private readonly snapshots = new Map<number, Snapshot>();
  private scratch = new Float64Array(1024);
  /** Top-in: each member's value of the top-in figure (NaN: none). */
  private memberValues = new Float64Array(1024);
  /** Top-in: the least and the greatest member value. */
  private readonly range = new Float64Array(2);
  /** One pass per figure counted together (figure-lanes.ts). */
  private readonly lanes = Array.from({ length: LANES }, () => new GroupsPass());
  /** Their histograms counted in WebAssembly (count-kernel.ts). */
  private readonly kernel = new CountKernel();
  /** Order buckets of the month columns the queries read (built on first use after a change). */
  private readonly order = new OrderIndex(this.kernel);
  private readonly multiValues: MultiSiteValues;
  /** The inputs of a job's figures, kept (gatheredAt), and the shared plan made last (sharedPlanOf). */
  private readonly inputs: Gathered[] = [];
  private lastShared: { plans: GatherPlan[]; capacity: number; multi: number; shared: SharedPlan } | null = null;
  private readonly laneOuts: FieldOutput[][] = Array.from({ length: LANES }, () => Array.from({ length: SHARED_GROUPS }, () => ({ value: 0, best: 0, top: 0, n: 0, rank: 0, p25: 0, median: 0, p75: 0 })));
  private readonly memberLists = new WeakMap<Topology, Map<string, MemberLayout>>();
  /** Plans per tree, by snapshot and group (a tree is replaced, never changed), oldest first. */
  private readonly plans = new WeakMap<Topology, { bytes: number; byKey: Map<string, GatherPlan> }>();

  /** Groups of at most this many Betriebe with data are read member by member (see SMALL_GROUP). */
  private readonly smallGroup: number;

  /** `smallGroup`: SMALL_GROUP unless given (0: every query of many figures reads the month indexes; the property tests of the indexed path). */
  constructor(options: { lookbackDays: number; figures?: FigureInfo; siteCapacity?: number; smallGroup?: number }) {
    this.figures = options.figures ?? figureInfo();
    this.lookbackDays = options.lookbackDays;
    this.smallGroup = options.smallGroup ?? SMALL_GROUP;
    this.store = new ReportStore(this.figures.names.length, options.siteCapacity);
    this.multiValues = new MultiSiteValues(this.figures, this.kernel);
  }

  /**
   * Which report of each site counts on `day`: kept per date while its months do not change, patched
   * at the changed sites when a few did (an upload), taken anew otherwise.
   */
  snapshot(day: number): Snapshot {
    let s = this.snapshots.get(day);
    if (s) {
      this.snapshots.delete(day);
      if (stillCurrent(this.store, s, this.lookbackDays)) s.version = this.store.version;
      else s = patchedSnapshot(this.store, s, this.lookbackDays, this.patchLimit()) ?? takeSnapshot(this.store, day, this.lookbackDays);
    } else {
      s = takeSnapshot(this.store, day, this.lookbackDays);
      // Least recently used out.
      if (this.snapshots.size >= SNAPSHOTS) this.snapshots.delete(this.snapshots.keys().next().value!);
    }
    this.snapshots.set(day, s);
    return s;
  }

  /** Changed sites up to which a date's state is patched rather than rebuilt (a farm's upload, not a national one). */
  private patchLimit(): number {
    return Math.max(64, this.store.capacity >> 6);
  }

  private weights(snapshot: Snapshot) {
    return this.figures.weightField < 0 ? null : columnsOf(snapshot, this.figures.weightField);
  }

  private scratchOf(n: number): Float64Array {
    if (this.scratch.length < n) this.scratch = new Float64Array(Math.max(n, this.scratch.length * 2));
    return this.scratch;
  }

  private freshness(snapshot: Snapshot, slots: Iterable<number>): Freshness {
    let latestInspectionDay = Number.NaN;
    let latestProcessingMs = Number.NaN;
    for (const slot of slots) {
      const b = snapshot.pick[slot]!;
      if (b < 0) continue;
      const block = snapshot.blocks[b]!;
      const d = block.inspectionDay[slot]!;
      const p = block.processing[slot]!;
      if (!(d <= latestInspectionDay)) latestInspectionDay = d;
      if (!(p <= latestProcessingMs)) latestProcessingMs = p;
    }
    return { latestInspectionDay, latestProcessingMs };
  }

  /**
   * An entity's values: the given sites (store slots, -1 for sites without reports) combined.
   * `places[k]` names the Betrieb (location) of `slots[k]` (any number, a site without location its
   * own), so that n counts Betriebe with a value, the unit of a group's n; without it each site counts.
   */
  entityValues(slots: Int32Array, day: number, fields: readonly number[], places?: ArrayLike<number>): EntityResult {
    const snapshot = this.snapshot(day);
    const { pick, blocks } = snapshot;
    const contributingSlots: number[] = [];
    // The contributing sites' places, numbered 0.. once (a Betrieb's number, or each site its own):
    // a figure's n then counts places with a value by marking them, without a Set per figure.
    const contributingPlaces: number[] = [];
    const numbered = new Map<number, number>();
    for (let k = 0; k < slots.length; k++) {
      const s = slots[k]!;
      if (s < 0 || pick[s]! < 0) continue;
      contributingSlots.push(s);
      const place = places ? places[k]! : k;
      let p = numbered.get(place);
      if (p === undefined) numbered.set(place, (p = numbered.size));
      contributingPlaces.push(p);
    }
    const marked = new Int32Array(numbered.size);
    // One array of the figure's column per block, filled anew per figure.
    const columns: Float32Array[] = [];
    const weights = this.weights(snapshot);
    const table = new FigureTable(fields.length);
    const out: FieldOutput = { value: Number.NaN, best: Number.NaN, top: Number.NaN, n: 0, rank: Number.NaN, p25: Number.NaN, median: Number.NaN, p75: Number.NaN };
    for (let f = 0; f < fields.length; f++) {
      const field = fields[f]!;
      for (let b = 0; b < blocks.length; b++) columns[b] = blocks[b]!.columns[field]!;
      out.value = combineSites(snapshot, slots, 0, slots.length, columns, this.figures.intensive[field] === 1, weights);
      let n = 0;
      for (let i = 0; i < contributingSlots.length; i++) {
        const s = contributingSlots[i]!;
        const v = columns[pick[s]!]![s]!;
        const p = contributingPlaces[i]!;
        // f + 1: the mark of this figure (0 is no figure's).
        if (v === v && marked[p] !== f + 1) {
          marked[p] = f + 1;
          n++;
        }
      }
      out.n = n;
      table.set(f, field, out);
    }
    return withRows({ table, contributingSlots, ...this.freshness(snapshot, contributingSlots) });
  }

  /**
   * Many entities' values of one figure at once (a ranking): entity e combines the sites
   * slots[start[e]..start[e+1]) as entityValues does; n[e] counts its Betriebe with a value, where
   * places[k] names the Betrieb of slots[k] (a Betrieb's sites lie next to each other).
   */
  entitiesValues(slots: Int32Array, start: Int32Array, places: Int32Array, day: number, field: number): { values: Float64Array; n: Int32Array } {
    const snapshot = this.snapshot(day);
    const columns = columnsOf(snapshot, field);
    const intensive = this.figures.intensive[field] === 1;
    const weights = intensive ? this.weights(snapshot) : null;
    const count = start.length - 1;
    const values = new Float64Array(count);
    const n = new Int32Array(count);
    const pick = snapshot.pick;
    for (let e = 0; e < count; e++) {
      const from = start[e]!;
      const to = start[e + 1]!;
      values[e] = combineSites(snapshot, slots, from, to, columns, intensive, weights);
      let withValue = 0;
      let last = Number.NaN;
      for (let k = from; k < to; k++) {
        const slot = slots[k]!;
        const b = slot < 0 ? -1 : pick[slot]!;
        if (b < 0) continue;
        const v = columns[b]![slot]!;
        if (v === v && places[k] !== last) {
          withValue++;
          last = places[k]!;
        }
      }
      n[e] = withValue;
    }
    return { values, n };
  }

  /** Each member's value of one figure into out[0..members.length) (NaN: missing). */
  locationValues(t: Topology, snapshot: Snapshot, memberList: Int32Array, field: number, out: Float64Array): void {
    const columns = columnsOf(snapshot, field);
    const intensive = this.figures.intensive[field] === 1;
    const weights = intensive ? this.weights(snapshot) : null;
    const { siteStart, siteSlots } = t;
    const pick = snapshot.pick;
    for (let m = 0; m < memberList.length; m++) {
      const i = memberList[m]!;
      const from = siteStart[i]!;
      const to = siteStart[i + 1]!;
      if (to - from === 1) {
        // Most Betriebe have one site: its value, without the combining loop.
        const slot = siteSlots[from]!;
        const b = slot < 0 ? -1 : pick[slot]!;
        out[m] = b < 0 ? Number.NaN : columns[b]![slot]!;
      } else {
        out[m] = combineSites(snapshot, siteSlots, from, to, columns, intensive, weights);
      }
    }
  }

  /** Member locations of a group filter (before top-in). */
  members(t: Topology, filter: MemberFilter): Int32Array {
    return this.layoutOfFilter(t, filter).members;
  }

  /** Membership does not depend on the date: members and their layout computed once per tree and filter (the tree is replaced when it changes). */
  private layoutOfFilter(t: Topology, filter: MemberFilter): MemberLayout {
    let byFilter = this.memberLists.get(t);
    if (!byFilter) this.memberLists.set(t, (byFilter = new Map()));
    const key = JSON.stringify(filter);
    let layout = byFilter.get(key);
    if (!layout) {
      // A layout holds three lists per member (~650 kB for 54,000 members): 96 of them stay within
      // the memory the 256 plain member lists held before.
      if (byFilter.size >= 96) byFilter.clear();
      layout = layoutOf(t, members(t, filter));
      byFilter.set(key, layout);
    }
    return layout;
  }

  /** Keeps the members whose `field` value is at least as good as the k-th best (k of `percent` %). */
  private topIn(snapshot: Snapshot, t: Topology, layout: MemberLayout, field: number, percent: number): MemberLayout {
    // Each member's value: single sites straight from the columns, multi-site Betriebe from the date's combined values.
    const count = layout.members.length;
    const combined = layout.multiCount ? this.multiValues.values(t, snapshot, field) : NO_MULTI.values;
    if (this.memberValues.length < count) this.memberValues = new Float64Array(Math.max(count, this.memberValues.length * 2));
    const values = this.memberValues;
    const finite = this.scratchOf(count);
    const range = this.range;
    const n = memberValuesOf(layout, snapshot.pick, columnsOf(snapshot, field), combined, values, finite, range);
    const min = range[0]!;
    const max = range[1]!;
    if (n === 0) return NO_MEMBERS;
    // The k-th best by histogram selection over the known range (exact; finite[] stays in place).
    const better = this.figures.direction[field] === -1 ? -1 : 1;
    const k = boundaryRank(percent, n);
    const boundary = kthLargestInRange(finite, n, better === 1 ? k : n - k + 1, min, max);
    return keptLayout(layout, values, boundary, better);
  }

  /** The group's members after top-in and its gathering plan, cached per tree, snapshot and filter. */
  private prepared(t: Topology, snapshot: Snapshot, q: GroupQuery): GatherPlan {
    let cache = this.plans.get(t);
    if (!cache) this.plans.set(t, (cache = { bytes: 0, byKey: new Map() }));
    const group = JSON.stringify([q.filter, q.topIn ?? null]);
    const key = `${snapshot.id}:${group}`;
    let plan = cache.byKey.get(key);
    if (!plan) {
      let layout = this.layoutOfFilter(t, q.filter);
      // After a few sites changed: the date's older plan patched at their Betriebe (top-in groups are chosen anew).
      const from = snapshot.from;
      const older = from && !q.topIn ? cache.byKey.get(`${from.snapshot.id}:${group}`) : undefined;
      if (older) plan = patchedPlan(t, from!.snapshot, snapshot, layout, older, locationsOfSlots(t, from!.slots));
      else {
        if (q.topIn) layout = this.topIn(snapshot, t, layout, q.topIn.field, q.topIn.percent);
        plan = gatherPlan(t, snapshot, layout);
      }
      cache.byKey.set(key, plan);
      cache.bytes += planBytes(plan);
      // Oldest out until within budget (the plan just made stays).
      for (const [k, old] of cache.byKey) {
        if (cache.bytes <= PLAN_BYTES || old === plan) break;
        cache.byKey.delete(k);
        cache.bytes -= planBytes(old);
      }
    }
    return plan;
  }

  /** A comparison group's values on a date. */
  group(t: Topology, q: GroupQuery): GroupResult {
    return this.groups(t, [q])[0]!;
  }

  /**
   * Several comparison groups at once (an evaluation's groups): groups of the same date and
   * figures are read together, up to SHARED_GROUPS of them in one pass per figure over the union of
   * their members, so the month's column is read from memory once for all of them instead of once
   * per group. Each result is the one `group` gives for its query.
   */
  groups(t: Topology, queries: readonly GroupQuery[]): GroupResult[] {
    const running: Running[] = queries.map((query) => {
      const day = query.day - (query.delayDays ?? 0);
      const snapshot = this.snapshot(day);
      return { query, day, snapshot, plan: this.prepared(t, snapshot, query), table: new FigureTable(query.fields.length) };
    });
    const together: Running[][] = [];
    for (const r of running) {
      const fellow = together.find((c) => c.length < SHARED_GROUPS && c[0]!.snapshot === r.snapshot && sameFields(c[0]!.query.fields, r.query.fields));
      if (fellow) fellow.push(r);
      else together.push([r]);
    }
    for (const chunk of together) this.figuresOf(t, chunk);
    return running.map(({ day, plan, table }) => withRows({ day, membersWithData: plan.membersWithData, table, ...plan.freshness }));
  }

  /** The group's row of its k-th field by selection over the members' values, gathered (no month index). */
  private figureDirect(t: Topology, r: Running, k: number): FigureValue {
    const { snapshot, plan, query } = r;
    const field = query.fields[k]!;
    const values = this.scratchOf(plan.membersWithData.length);
    let n = 0;
    plan.single.forEach((slots, b) => {
      const column = snapshot.blocks[b]!.columns[field]!;
      for (let j = 0; j < slots.length; j++) {
        const v = column[slots[j]!]!;
        if (v === v) values[n++] = v;
      }
    });
    if (plan.multi.length) {
      const combined = this.multiValues.values(t, snapshot, field);
      for (const o of plan.multiOrdinal) if (combined[o] === combined[o]) values[n++] = combined[o]!;
    }
    const direction = this.figures.direction[field] as -1 | 0 | 1;
    const x = query.rankOf ? query.rankOf[k]! : Number.NaN;
    const rank = percentileRank(x, values, n, direction === 0 ? null : direction === 1);
    const g = aggregate(values, n, query.aggregation, direction);
    return { field, value: g.value, best: g.best, top: g.top, n: g.n, rank, p25: g.p25, median: g.median, p75: g.p75 };
  }

  /**
   * The rows of groups of one snapshot and the same figures (at most SHARED_GROUPS), four figures
   * counted at a time: each quad's count is queued as soon as its inputs are gathered (the count's
   * second thread starts on it, count-crew.ts), then the quads are finished in order.
   */
  private figuresOf(t: Topology, chunk: readonly Running[]): void {
    const { snapshot } = chunk[0]!;
    const fields = chunk[0]!.query.fields;
    const blocks = snapshot.blocks;
    this.order.fit(this.store.capacity);
    let shared: SharedPlan | null = null;
    const aggregations = chunk.map((r) => r.query.aggregation);
    // One closure per call, not per figure: the tree's combined values of a figure.
    const combined = (field: number) => this.multiValues.values(t, snapshot, field);
    // Figures waiting to be counted together (their inputs carry their figures and places in the query).
    let pending: Gathered[] = [];
    let gathered = 0;
    const queued: Queued[] = [];
    // A figure's gathering may place its boundaries anew and rebucket its multi-site values in
    // place: a figure asked twice is gathered again only after its first quad is finished.
    const inJob = new Set<number>();
    const finish = () => {
      this.finishQueued(queued, chunk);
      // The figures gathered but not yet queued belong to the next job.
      inJob.clear();
      for (const input of pending) inJob.add(input.field);
    };
    const queue = () => {
      if (pending.length === 0) return;
      if (!this.kernel.roomFor(blocks.length)) finish();
      queued.push({ inputs: pending, quad: queueLanes(pending, this.kernel) });
      pending = [];
    };
    const small = chunk.every((r) => r.plan.membersWithData.length <= this.smallGroup);
    try {
      for (let k = 0; k < fields.length; k++) {
        const field = fields[k]!;
        // Building a month's index reads its whole column: worth it for a query of many figures (an
        // evaluation), not for one figure over older months (a timeline) or a small group, which select directly.
        if (small || (fields.length < INDEXED_QUERY && !this.indexesAtHand(chunk, field))) {
          for (const r of chunk) r.table.set(k, field, this.figureDirect(t, r, k));
          continue;
        }
        if (inJob.has(field)) {
          queue();
          finish();
        }
        inJob.add(field);
        shared ??= this.sharedPlanOf(t, chunk);
        const input = this.gatheredAt(gathered++, chunk.length, blocks.length);
        this.gather(t, input, combined, snapshot, shared, field, chunk, k, aggregations);
        pending.push(input);
        if (pending.length === LANES) queue();
      }
      queue();
      finish();
    } finally {
      // Also after an error: no quad of the job is counted any more, and the kept inputs let go of what they read.
      this.kernel.end();
      for (let i = 0; i < gathered; i++) forget(this.inputs[i]!);
    }
  }

  /** Whether every block a group of the chunk counts from has a current index of the figure (none to build). */
  private indexesAtHand(chunk: readonly Running[], field: number): boolean {
    const blocks = chunk[0]!.snapshot.blocks;
    for (let b = 0; b < blocks.length; b++) {
      if (this.order.has(blocks[b]!, field)) continue;
      for (const r of chunk) if (r.plan.single[b]!.length !== 0) return false;
    }
    return true;
  }

  /**
   * The chunk's shared plan: the one made last when its groups' plans are the same (an evaluation
   * asked again on the same date), so that the slot bits are not laid out and the member lists not
   * copied into the kernel again.
   */
  private sharedPlanOf(t: Topology, chunk: readonly Running[]): SharedPlan {
    const last = this.lastShared;
    const multi = multiSites(t).locations.length;
    const capacity = this.store.capacity;
    if (last && last.capacity === capacity && last.multi === multi && last.plans.length === chunk.length && chunk.every((r, g) => r.plan === last.plans[g])) return last.shared;
    const plans = chunk.map((r) => r.plan);
    const shared = sharedPlan(plans, chunk[0]!.snapshot, capacity, multi);
    this.lastShared = { plans, capacity, multi, shared };
    return shared;
  }

  /** The engine's k-th input of a job, made on first use and kept: an evaluation allocates nothing per figure (V8 would otherwise tenure its inputs, which live through the job). */
  private gatheredAt(k: number, groups: number, blocks: number): Gathered {
    let input = this.inputs[k];
    if (!input) this.inputs[k] = input = newGathered();
    // A snapshot's blocks rarely change in number (setting an array's length is a call into V8 each time).
    if (input.columns.length !== blocks) {
      input.columns.length = blocks;
      input.indexes.length = blocks;
    }
    input.rankOf = input.rankOf.length === groups ? input.rankOf : new Float64Array(groups);
    return input;
  }

  /** What one figure's count and finish read, into `input`: its blocks' columns and order indexes, its bounds, the multi-site values. */
  private gather(t: Topology, input: Gathered, combined: (field: number) => Float64Array, snapshot: Snapshot, shared: SharedPlan, field: number, chunk: readonly Running[], k: number, aggregations: Aggregation[]): void {
    const blocks = snapshot.blocks;
    const { columns, indexes } = input;
    // The tree's combined values join the sample the figure's boundaries are placed from.
    for (let b = 0; b < blocks.length; b++) {
      const used = shared.used[b]!;
      columns[b] = used ? blocks[b]!.columns[field]! : null;
      indexes[b] = used ? this.order.of(blocks[b]!, field, this.store, combined) : null;
    }
    // A block with more values may have placed the figure's boundaries anew: then index again.
    const version = this.order.versionOf(field);
    let stale = false;
    for (let b = 0; b < blocks.length; b++) if (indexes[b] && indexes[b]!.bounds !== version) stale = true;
    if (stale) {
      for (let b = 0; b < blocks.length; b++) if (indexes[b]) indexes[b] = this.order.of(blocks[b]!, field, this.store, combined);
    }
    const bounds = this.order.boundsOf(field) ?? NO_BOUNDS;
    // Multi-site members (few): their combined values, the same for every group on this date.
    const multi = shared.multiCount ? this.multiValues.of(t, snapshot, field, bounds, this.order.versionOf(field)) : NO_MULTI;
    for (let g = 0; g < chunk.length; g++) {
      const rankOf = chunk[g]!.query.rankOf;
      input.rankOf[g] = rankOf ? rankOf[k]! : Number.NaN;
    }
    input.plan = shared;
    input.bounds = bounds;
    input.multiValues = multi.values;
    input.multiBuckets = multi.buckets;
    input.multiGrouped = multi.grouped;
    input.multiSlab = multi.slab;
    input.direction = this.figures.direction[field] as -1 | 0 | 1;
    input.aggregations = aggregations;
    input.field = field;
    input.at = k;
  }

  /** Finishes the queued quads in order (each counted by either thread, or here when no thread has claimed it yet) into the groups' tables; ends the count's job. */
  private finishQueued(queued: Queued[], chunk: readonly Running[]): void {
    for (const { inputs, quad } of queued) {
      takeLanes(this.lanes, inputs, quad, this.kernel);
      for (let i = 0; i < inputs.length; i++) {
        const input = inputs[i]!;
        const outs = this.laneOuts[i]!;
        this.lanes[i]!.finish(input, outs);
        for (let g = 0; g < chunk.length; g++) chunk[g]!.table.set(input.at, input.field, outs[g]!);
      }
    }
    queued.length = 0;
    this.kernel.end();
  }
}

/** A figure's input with its figure and place in the query, kept by the engine between jobs (gatheredAt). */
interface Gathered extends GroupsInput {
  columns: (Float32Array | null)[];
  indexes: (ColumnIndex | null)[];
  rankOf: Float64Array;
  field: number;
  at: number;
}

const newGathered = (): Gathered => ({
  plan: null as unknown as SharedPlan,
  columns: [],
  indexes: [],
  bounds: NO_BOUNDS,
  multiValues: NO_MULTI.values,
  multiBuckets: NO_MULTI.buckets,
  multiGrouped: NO_MULTI.grouped,
  multiSlab: null,
  direction: 0,
  aggregations: [],
  rankOf: new Float64Array(0),
  field: -1,
  at: -1,
});

/** A kept input lets go of what it read (an index dropped from the shelf later is not held here). */
function forget(input: Gathered): void {
  for (let b = 0; b < input.columns.length; b++) {
    input.columns[b] = null;
    input.indexes[b] = null;
  }
  input.multiValues = NO_MULTI.values;
  input.multiBuckets = NO_MULTI.buckets;
  input.multiGrouped = NO_MULTI.grouped;
  input.multiSlab = null;
}

/** A quad queued: its figures' inputs and its number with the kernel. */
interface Queued {
  inputs: Gathered[];
  quad: QueuedQuad;
}

/** Whether two queries ask the same figures in the same order. */
function sameFields(a: readonly number[], b: readonly number[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}
