// One figure for up to three groups of one date, read straight from the columns. Each group's
// members' order buckets (order-index.ts) are counted and their values summed for a mean by
// figure-lanes.ts, four figures at a time. `finish` then finds the best value, the boundary of the
// best 10 %, the percentile value, the spread (p25, median, p75) and the percentile rank of each
// group by looking only into the bucket that holds them: a bucket whose values all come from one
// block is sorted once and walked from its nearer end (bucket-order.ts); a bucket with values of
// several blocks is walked once for all groups asking it, its values going to each asking group's
// list by the member bits (shared-plan.ts), and the asked value selected from the list.
import type { Aggregation } from './aggregate.ts';
import type { Direction } from './figures.ts';
import { VALUE_BUCKETS, type ColumnIndex } from './column-index.ts';
import { ASKED, LOCATED } from './count-steps.mjs';
import type { MultiSlab } from './count-kernel.ts';
import { countBeyond, kthInBucket, sortBucket, type Walk } from './bucket-order.ts';
import { sortMultiBucket, type MultiBuckets } from './multi-buckets.ts';
import { kthLargest } from './select.ts';
import { blockBits, SHARED_GROUPS, type SharedPlan } from './shared-plan.ts';

export interface GroupsInput {
  plan: SharedPlan;
  /** Per snapshot block: the figure's column and its order index (null: no member of the union counts from it). */
  columns: readonly (Float32Array | null)[];
  indexes: readonly (ColumnIndex | null)[];
  /** The figure's bucket boundaries (those the indexes were built with). */
  bounds: Float64Array;
  /** Combined values and order buckets of the tree's multi-site Betriebe (per ordinal, multi-site.ts), and the ordinals grouped by bucket. */
  multiValues: Float64Array;
  multiBuckets: Uint8Array;
  multiGrouped: MultiBuckets;
  /** The kernel's slab holding the two (null: plain arrays, counted in JavaScript; figure-lanes.ts). */
  multiSlab: MultiSlab | null;
  direction: Direction;
  /** Per group. */
  aggregations: readonly Aggregation[];
  /** Per group: the value whose percentile rank is asked (NaN: none). */
  rankOf: ArrayLike<number>;
}

/** One figure's statistics of one group (engine.ts FigureValue adds the figure). */
export interface FieldOutput {
  /** NaN: missing. */
  value: number;
  best: number;
  top: number;
  /** Betriebe (locations) with a value: a group's members, or the Betriebe of an entity's sites (see entityValues). */
  n: number;
  /** Percent of members with a value worse than the ranked value (src/domain/percentile-rank.ts); NaN: not asked or none. */
  rank: number;
  /** A group's spread (aggregate.ts, product rules ‹Group spread›); NaN for entities and empty groups. */
  p25: number;
  median: number;
  p75: number;
}

/** Statistics asked per group (count-steps.mjs): best, top boundary, percentile value, p25, median, p75, rank (the last). */
const RANK = ASKED - 1;
/** Distinct buckets asked in one figure (each group asks up to ASKED). */
const DISTINCT = ASKED * SHARED_GROUPS;
/** walkBlock of a bucket collected into lists. */
const LISTS = -2;
const NO_SLOTS = new Int32Array(0);
const NO_VALUES = new Float32Array(0);
const NO_BITS = new Uint8Array(0);

export class GroupsPass {
  /** Per group: its n, then per asked statistic its k, bucket, above and count, where the count found them (count-steps.mjs `locate`): set by figure-lanes.ts. */
  readonly located: Int32Array[] = Array.from({ length: SHARED_GROUPS }, () => new Int32Array(LOCATED));
  /** Per group: the sum of its members' values (for a mean), filled by figure-lanes.ts. */
  readonly sums = new Float64Array(SHARED_GROUPS);
  private readonly n = new Int32Array(SHARED_GROUPS);
  /** Per group and asked statistic: its bucket (−1: not asked), how many counted values lie above it and in it, its distinct bucket's number. */
  private readonly bucket = new Int32Array(SHARED_GROUPS * ASKED);
  private readonly above = new Int32Array(SHARED_GROUPS * ASKED);
  private readonly count = new Int32Array(SHARED_GROUPS * ASKED);
  private readonly list = new Int32Array(SHARED_GROUPS * ASKED);
  private readonly ks = new Int32Array(SHARED_GROUPS * ASKED);
  /** Per distinct asked bucket: the bucket, the groups asking it, its one value (ties; NaN: several). */
  private readonly distinct = new Int32Array(DISTINCT);
  private readonly asking = new Int32Array(DISTINCT);
  private readonly single = new Float64Array(DISTINCT);
  /** Per distinct asked bucket: the block whose sorted list is walked (−1: the bucket holds only multi-site values; LISTS: values of several blocks, collected into lists). */
  private readonly walkBlock = new Int32Array(DISTINCT);
  private readonly walkIndex: (ColumnIndex | null)[] = Array.from({ length: DISTINCT }, () => null);
  /** Per distinct asked bucket walked: the group bits of the slots counting from its block. */
  private readonly walkBits: Uint8Array[] = Array.from({ length: DISTINCT }, () => NO_BITS);
  /** The current figure's multi-site grouping's bucket starts (multi-buckets.ts). */
  private multiStart: Int32Array = new Int32Array(VALUE_BUCKETS + 1);
  /** The walk of one group's values in one bucket (reused; bucket-order.ts). */
  private readonly walk: Walk = { slots: NO_SLOTS, values: NO_VALUES, first: 0, end: 0, bits: NO_BITS, g: 0, ordinals: NO_SLOTS, multiFirst: 0, multiEnd: 0, multiValues: new Float64Array(0), ordinalBits: new Uint8Array(0) };
  /** Per group and distinct bucket: the group's values in it and how many (a collected bucket). */
  private readonly lists: Float64Array[] = Array.from({ length: SHARED_GROUPS * DISTINCT }, () => new Float64Array(64));
  private readonly lengths = new Int32Array(SHARED_GROUPS * DISTINCT);

  /** Fills outs[g] with group g's value, best, top, n, rank and spread of the figure once figure-lanes.ts counted its members. */
  finish(input: GroupsInput, outs: readonly FieldOutput[]): void {
    const { plan, direction } = input;
    const groups = plan.groups;
    for (let g = 0; g < groups; g++) this.take(g);
    this.collect(input);
    for (let g = 0; g < groups; g++) this.output(g, direction, input.aggregations[g]!, input.rankOf[g]!, outs[g]!);
  }

  /** Group g's n and its asked statistics' k-th largest (0: not asked), bucket (−1: none), counted values above and in that bucket, as the count located them. */
  private take(g: number): void {
    const located = this.located[g]!;
    this.n[g] = located[0]!;
    for (let s = 0, at = g * ASKED, i = 1; s < ASKED; s++, at++, i += 4) {
      this.ks[at] = located[i]!;
      this.bucket[at] = located[i + 1]!;
      this.above[at] = located[i + 2]!;
      this.count[at] = located[i + 3]!;
    }
  }

  /** Each distinct asked bucket: its one value, or the asking groups' values in it (one walk for all of them). */
  private collect(input: GroupsInput): void {
    const { plan, columns, indexes, multiValues } = input;
    const groups = plan.groups;
    let count = 0;
    for (let a = 0; a < groups * ASKED; a++) {
      const b = this.bucket[a]!;
      this.list[a] = -1;
      if (b < 0) continue;
      let d = 0;
      while (d < count && this.distinct[d] !== b) d++;
      if (d === count) {
        this.distinct[count] = b;
        this.asking[count++] = 0;
      }
      this.list[a] = d;
      const g = (a / ASKED) | 0;
      this.asking[d]! |= 1 << g;
      // Its count in the bucket: the length of a bucket of one value (a collected bucket's is set below).
      this.lengths[g * DISTINCT + d] = this.count[a]!;
    }
    // The multi-site Betriebe of the tree in each bucket (multi-buckets.ts), those of the groups by their bits.
    const grouped = input.multiGrouped;
    const inBucket = grouped.ordinals;
    const ordinalBits = plan.ordinalBits;
    const walk = this.walk;
    walk.ordinals = grouped.ordinals;
    this.multiStart = grouped.start;
    walk.multiValues = grouped.values;
    walk.ordinalBits = ordinalBits;
    for (let d = 0; d < count; d++) {
      const b = this.distinct[d]!;
      const asking = this.asking[d]!;
      // A bucket of one value (in every block read and among the multi-site members) needs no list.
      const one = oneValue(columns, indexes, b, grouped, ordinalBits);
      this.single[d] = one;
      if (one === one) continue;
      // Values of one block only (the common case): its list sorted once, walked per asked statistic.
      let holder = -1;
      let holders = 0;
      for (let k = 0; k < columns.length; k++) {
        if (columns[k] && indexes[k]!.start[b] !== indexes[k]!.start[b + 1]) {
          holder = k;
          holders++;
        }
      }
      if (holders <= 1) {
        this.walkBlock[d] = holder;
        this.walkIndex[d] = holder >= 0 ? indexes[holder]! : null;
        this.walkBits[d] = holder >= 0 ? blockBits(plan, holder) : NO_BITS;
        if (holder >= 0) sortBucket(indexes[holder]!, b);
        sortMultiBucket(grouped, b, multiValues);
        continue;
      }
      this.walkBlock[d] = LISTS;
      // Room for the bucket's slots of every block read, and the union's multi-site members in it.
      let room = 0;
      for (let k = 0; k < columns.length; k++) if (columns[k]) room += indexes[k]!.start[b + 1]! - indexes[k]!.start[b]!;
      room += grouped.start[b + 1]! - grouped.start[b]!;
      if ((asking & (asking - 1)) === 0) {
        // Asked by one group only (the common case): only its list is written.
        const g = 31 - Math.clz32(asking);
        const list = this.listOf(g, d, room);
        let n = 0;
        for (let k = 0; k < columns.length; k++) if (columns[k]) n = collectOne(indexes[k]!, b, blockBits(plan, k), g, list, n);
        for (let i = grouped.start[b]!; i < grouped.start[b + 1]!; i++) {
          list[n] = grouped.values[i]!;
          n += (ordinalBits[inBucket[i]!]! >> g) & 1;
        }
        for (let h = 0; h < SHARED_GROUPS; h++) this.lengths[h * DISTINCT + d] = h === g ? n : 0;
        continue;
      }
      // A list for every group, asked or not (written, never read): the loop stays the same for all.
      const l0 = this.listOf(0, d, room);
      const l1 = this.listOf(1, d, room);
      const l2 = this.listOf(2, d, room);
      let n0 = 0, n1 = 0, n2 = 0;
      for (let k = 0; k < columns.length; k++) {
        const column = columns[k];
        if (!column) continue;
        const index = indexes[k]!;
        const slots = index.slots;
        const values = index.values;
        const end = index.start[b + 1]!;
        const bits = blockBits(plan, k);
        // Every slot's value is written to each list and a list's length moves on only for its
        // group's member: no branch on membership, which is as good as random.
        for (let j = index.start[b]!; j < end; j++) {
          const m = bits[slots[j]!]! & asking;
          const v = values[j]!;
          l0[n0] = v;
          n0 += m & 1;
          l1[n1] = v;
          n1 += (m >> 1) & 1;
          l2[n2] = v;
          n2 += m >> 2;
        }
      }
      for (let i = grouped.start[b]!; i < grouped.start[b + 1]!; i++) {
        const m = ordinalBits[inBucket[i]!]! & asking;
        const v = grouped.values[i]!;
        l0[n0] = v;
        n0 += m & 1;
        l1[n1] = v;
        n1 += (m >> 1) & 1;
        l2[n2] = v;
        n2 += m >> 2;
      }
      this.lengths[d] = n0;
      this.lengths[DISTINCT + d] = n1;
      this.lengths[2 * DISTINCT + d] = n2;
    }
  }

  /** Group g's list for distinct bucket d, with room for `room` values. */
  private listOf(g: number, d: number, room: number): Float64Array {
    const at = g * DISTINCT + d;
    if (this.lists[at]!.length < room) this.lists[at] = new Float64Array(Math.max(room, this.lists[at]!.length * 2));
    return this.lists[at]!;
  }

  private output(g: number, direction: Direction, aggregation: Aggregation, x: number, out: FieldOutput): void {
    const n = this.n[g]!;
    out.n = n;
    if (n === 0) {
      out.value = out.best = out.top = out.rank = out.p25 = out.median = out.p75 = Number.NaN;
      return;
    }
    const at = g * ASKED;
    out.best = this.pick(g, at);
    out.top = this.pick(g, at + 1);
    out.value = aggregation.how === 'percentile' ? this.pick(g, at + 2) : this.sums[g]! / n;
    out.p25 = this.pick(g, at + 3);
    out.median = this.pick(g, at + 4);
    out.p75 = this.pick(g, at + 5);
    out.rank = direction !== 0 && x === x ? this.rank(g, x, n, direction) : Number.NaN;
  }

  /** The asked statistic's k-th largest from its bucket's list (NaN: not asked). */
  private pick(g: number, asked: number): number {
    const k = this.ks[asked]!;
    if (k === 0) return Number.NaN;
    const d = this.list[asked]!;
    const one = this.single[d]!;
    if (one === one) return one;
    const inBucket = k - this.above[asked]!;
    if (this.walkBlock[d] === LISTS) return kthLargest(this.lists[g * DISTINCT + d]!, this.lengths[g * DISTINCT + d]!, inBucket);
    const b = this.bucket[asked]!;
    return kthInBucket(this.walkOf(g, d, b), inBucket, this.count[asked]!);
  }

  /** The walk of group g's values in distinct bucket d (bucket b): its one block's sorted list and its multi-site values. */
  private walkOf(g: number, d: number, b: number): Walk {
    const walk = this.walk;
    const index = this.walkIndex[d];
    walk.slots = index ? index.slots : NO_SLOTS;
    walk.values = index ? index.values : NO_VALUES;
    walk.first = index ? index.start[b]! : 0;
    walk.end = index ? index.start[b + 1]! : 0;
    walk.bits = this.walkBits[d]!;
    walk.g = g;
    walk.multiFirst = this.multiStart[b]!;
    walk.multiEnd = this.multiStart[b + 1]!;
    return walk;
  }

  /** Percent of group g's counted values strictly worse than x: whole buckets below (above) its bucket, then its bucket's list. */
  private rank(g: number, x: number, n: number, direction: Direction): number {
    const asked = g * ASKED + RANK;
    const bx = this.bucket[asked]!;
    const d = this.list[asked]!;
    const list = this.lists[g * DISTINCT + d]!;
    const length = this.lengths[g * DISTINCT + d]!;
    const one = this.single[d]!;
    const better = direction === 1;
    // Whole buckets below (above) its bucket: those below are the ones neither above nor in it.
    let worse = better ? n - this.above[asked]! - this.count[asked]! : this.above[asked]!;
    if (one === one) worse += (better ? one < x : one > x) ? length : 0;
    else if (this.walkBlock[d] !== LISTS) worse += countBeyond(this.walkOf(g, d, bx), x, better);
    else if (better) for (let i = 0; i < length; i++) worse += +(list[i]! < x);
    else for (let i = 0; i < length; i++) worse += +(list[i]! > x);
    return (100 * worse) / n;
  }
}

/**
 * Appends group g's members' values in bucket b of a block to list from `length` on (`bits`: the
 * group bits of the slots counting from that block); returns the new length. Every slot's value is
 * written and the length moves on only for a member: no branch on membership, which is as good as
 * random (list has room for the whole bucket).
 */
function collectOne(index: ColumnIndex, b: number, bits: Uint8Array, g: number, list: Float64Array, length: number): number {
  const slots = index.slots;
  const values = index.values;
  const end = index.start[b + 1]!;
  for (let j = index.start[b]!; j < end; j++) {
    list[length] = values[j]!;
    length += (bits[slots[j]!]! >> g) & 1;
  }
  return length;
}

/** The one value bucket b holds in every block read and among the groups' multi-site Betriebe (NaN: none or several). */
function oneValue(columns: readonly (Float32Array | null)[], indexes: readonly (ColumnIndex | null)[], b: number, grouped: MultiBuckets, ordinalBits: Uint8Array): number {
  let v = Number.NaN;
  for (let k = 0; k < columns.length; k++) {
    const index = indexes[k];
    if (!columns[k] || !index || index.start[b] === index.start[b + 1]) continue;
    const one = index.one[b]!;
    if (one !== one || (v === v && one !== v)) return Number.NaN;
    v = one;
  }
  for (let i = grouped.start[b]!; i < grouped.start[b + 1]!; i++) {
    if (ordinalBits[grouped.ordinals[i]!] === 0) continue;
    const w = grouped.values[i]!;
    if (v !== v) v = w;
    else if (w !== v) return Number.NaN;
  }
  return v;
}
