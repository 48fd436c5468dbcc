// A group's members laid out for the per-date work: which store slot each single-site member reads
// and which multi-site ordinal each Betrieb with several sites has. None of this depends on the
// date, so it is computed once per tree and filter; each date (a timeline asks twelve) then only
// looks up the snapshot's pick per member instead of walking the tree's site lists again.
import type { Freshness } from './engine.ts';
import { multiSites } from './multi-site.ts';
import type { Snapshot } from './snapshot.ts';
import type { MonthBlock } from './store.ts';
import type { Topology } from './topology.ts';

export interface MemberLayout {
  /** Member location indices, ascending. */
  members: Int32Array;
  /** Per member: the store slot of its only site (−1: several sites, none, or a site without reports). */
  slot: Int32Array;
  /** Per member: its ordinal among the tree's multi-site Betriebe (multi-site.ts; −1: not such a Betrieb). */
  ordinal: Int32Array;
  /** Members with several sites. */
  multiCount: number;
}

/** A group's members with data on a day, as the gathering loops want them. */
export interface GatherPlan {
  membersWithData: Int32Array;
  /** Per snapshot block: the slots of single-site members whose counting report is in that block. */
  single: Int32Array[];
  /** Members with several sites (location indices). */
  multi: Int32Array;
  /** Their ordinals among the tree's multi-site Betriebe (multi-site.ts). */
  multiOrdinal: Int32Array;
  freshness: Freshness;
}

/** No members. */
export const NO_MEMBERS: MemberLayout = { members: new Int32Array(0), slot: new Int32Array(0), ordinal: new Int32Array(0), multiCount: 0 };

export function layoutOf(t: Topology, members: Int32Array): MemberLayout {
  const count = members.length;
  const slot = new Int32Array(count).fill(-1);
  const ordinal = new Int32Array(count).fill(-1);
  const multiOrdinal = multiSites(t).ordinal;
  let multiCount = 0;
  for (let m = 0; m < count; m++) {
    const i = members[m]!;
    const from = t.siteStart[i]!;
    const sites = t.siteStart[i + 1]! - from;
    if (sites === 1) slot[m] = t.siteSlots[from]!;
    else if (sites > 1) {
      ordinal[m] = multiOrdinal[i]!;
      multiCount++;
    }
  }
  return { members, slot, ordinal, multiCount };
}

const NO_COLUMN = new Float32Array(0);

/**
 * Each member's value of one figure into values[m] (NaN: none): single sites from the snapshot's
 * `columns` at `pick`, multi-site Betriebe from `combined` (per ordinal). The finite values are
 * packed into finite[0..n), their least and greatest into range[0], range[1]; returns n. A small
 * function of its own (as the other per-member loops here): a timeline's first run calls it in a
 * fresh process, where a small loop is compiled sooner than one inside a larger method.
 */
export function memberValuesOf(
  layout: MemberLayout,
  pick: Int8Array,
  columns: readonly Float32Array[],
  combined: Float64Array,
  values: Float64Array,
  finite: Float64Array,
  range: Float64Array,
): number {
  const { slot, ordinal } = layout;
  const count = layout.members.length;
  let n = 0;
  let min = Infinity;
  let max = -Infinity;
  // The three newest blocks (a look-back of two months) as locals: a member's column without an array look-up.
  const [c0 = NO_COLUMN, c1 = NO_COLUMN, c2 = NO_COLUMN] = columns;
  for (let m = 0; m < count; m++) {
    const s = slot[m]!;
    let v: number;
    if (s >= 0) {
      const b = pick[s]!;
      v = b === 0 ? c0[s]! : b === 1 ? c1[s]! : b === 2 ? c2[s]! : b < 0 ? Number.NaN : columns[b]![s]!;
    } else {
      const o = ordinal[m]!;
      v = o >= 0 ? combined[o]! : Number.NaN;
    }
    values[m] = v;
    if (v !== v) continue;
    finite[n++] = v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  range[0] = min;
  range[1] = max;
  return n;
}

let keptScratch = new Int32Array(3 * 1024);

/**
 * The members whose values[m] is at least as good as `boundary` (better 1: ≥, −1: ≤; NaN never
 * is), laid out: the members after top-in, in one pass (kept lists cut to length at the end).
 */
export function keptLayout(layout: MemberLayout, values: Float64Array, boundary: number, better: 1 | -1): MemberLayout {
  const count = layout.members.length;
  if (keptScratch.length < 3 * count) keptScratch = new Int32Array(Math.max(3 * count, keptScratch.length * 2));
  const members = keptScratch.subarray(0, count);
  const slot = keptScratch.subarray(count, 2 * count);
  const ordinal = keptScratch.subarray(2 * count, 3 * count);
  let multiCount = 0;
  let k = 0;
  for (let m = 0; m < count; m++) {
    const v = values[m]!;
    if (better === 1 ? !(v >= boundary) : !(v <= boundary)) continue;
    members[k] = layout.members[m]!;
    slot[k] = layout.slot[m]!;
    const o = layout.ordinal[m]!;
    ordinal[k++] = o;
    if (o >= 0) multiCount++;
  }
  return { members: members.slice(0, k), slot: slot.slice(0, k), ordinal: ordinal.slice(0, k), multiCount };
}

let planScratch = new Int32Array(4 * 1024);
/** splitMembers' other results: the latest inspection day, the latest processing time, the multi-site members kept. */
const planOut = new Float64Array(3);

/** The members with a report counting on the snapshot's day, split by block, with the latest inspection and processing among them. */
export function gatherPlan(t: Topology, snapshot: Snapshot, layout: MemberLayout): GatherPlan {
  // Lists sized for the worst case in one reused scratch, copied out at their length at the end
  // (no growing arrays, and no garbage of the worst case's size, per date).
  const count = layout.members.length;
  const blocks = snapshot.blocks;
  const worst = count * (blocks.length + 1);
  if (planScratch.length < worst) planScratch = new Int32Array(Math.max(worst, planScratch.length * 2));
  const withData = planScratch.subarray(0, count);
  const single = blocks.map((_, b) => planScratch.subarray(count * (b + 1), count * (b + 2)));
  const multi = new Int32Array(layout.multiCount);
  const multiOrdinal = new Int32Array(layout.multiCount);
  const singleLength = new Int32Array(blocks.length);
  const withDataCount = splitMembers(t, layout, snapshot.pick, blocks, withData, single, singleLength, multi, multiOrdinal, planOut);
  const latestInspectionDay = planOut[0]!;
  const latestProcessingMs = planOut[1]!;
  const multiCount = planOut[2]!;
  return {
    membersWithData: withData.slice(0, withDataCount),
    single: single.map((slots, b) => slots.slice(0, singleLength[b]!)),
    multi: multi.slice(0, multiCount),
    multiOrdinal: multiOrdinal.slice(0, multiCount),
    freshness: { latestInspectionDay, latestProcessingMs },
  };
}

/**
 * gatherPlan's pass over the members: those with a counting report into withData, single sites
 * into their block's list, multi-site Betriebe into multi/multiOrdinal; the latest inspection day,
 * the latest processing time and the multi-site count into out[0..2]; returns how many have data. Its own function for the reason memberValuesOf gives.
 */
function splitMembers(
  t: Topology,
  layout: MemberLayout,
  pick: Int8Array,
  blocks: readonly MonthBlock[],
  withData: Int32Array,
  single: Int32Array[],
  singleLength: Int32Array,
  multi: Int32Array,
  multiOrdinal: Int32Array,
  out: Float64Array,
): number {
  const { members, slot, ordinal } = layout;
  const count = members.length;
  const { siteStart, siteSlots } = t;
  const days = blocks.map((block) => block.inspectionDay);
  const processing = blocks.map((block) => block.processing);
  let withDataCount = 0;
  let multiCount = 0;
  let latestInspectionDay = Number.NaN;
  let latestProcessingMs = Number.NaN;
  for (let m = 0; m < count; m++) {
    if (ordinal[m]! < 0) {
      const s = slot[m]!;
      const b = s < 0 ? -1 : pick[s]!;
      if (b < 0) continue;
      const d = days[b]![s]!;
      const p = processing[b]![s]!;
      if (!(d <= latestInspectionDay)) latestInspectionDay = d;
      if (!(p <= latestProcessingMs)) latestProcessingMs = p;
      withData[withDataCount++] = members[m]!;
      single[b]![singleLength[b]!++] = s;
      continue;
    }
    const i = members[m]!;
    let has = false;
    for (let k = siteStart[i]!; k < siteStart[i + 1]!; k++) {
      const s = siteSlots[k]!;
      const b = s < 0 ? -1 : pick[s]!;
      if (b < 0) continue;
      has = true;
      const d = days[b]![s]!;
      const p = processing[b]![s]!;
      if (!(d <= latestInspectionDay)) latestInspectionDay = d;
      if (!(p <= latestProcessingMs)) latestProcessingMs = p;
    }
    if (!has) continue;
    withData[withDataCount++] = i;
    multi[multiCount] = i;
    multiOrdinal[multiCount++] = ordinal[m]!;
  }
  out[0] = latestInspectionDay;
  out[1] = latestProcessingMs;
  out[2] = multiCount;
  return withDataCount;
}
