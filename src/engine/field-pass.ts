// One figure of one comparison group, read straight from the columns: one pass over the members
// counts them per order bucket (order-index.ts), summing their values only for a mean; the best value, the
// boundary of the best 10 %, the percentile value, the spread (p25, median, p75) and the percentile rank then each look only into
// the one bucket that holds them (its slots, filtered to the group's members), not at all members
// again. No member value is copied to a scratch array on the way.
import { boundaryRank, SPREAD_PERCENTS, spreadRank, TOP_SHARE_PERCENT, worstAsLargest, type Aggregation } from './aggregate.ts';
import type { Direction } from './figures.ts';
import { bucketOf, MISSING_BUCKET, VALUE_BUCKETS, type ColumnIndex } from './order-index.ts';
import { kthLargest } from './select.ts';

export interface FieldInput {
  /** Per snapshot block: the figure's column and its order index (null: the block has no single-site member). */
  columns: readonly (Float32Array | null)[];
  indexes: readonly (ColumnIndex | null)[];
  /** Per snapshot block: the slots of the single-site members counted from that block. */
  single: readonly Int32Array[];
  /** Per slot: the block a single-site member is counted from (−1: not such a member). */
  mark: Int8Array;
  /** The figure's bucket boundaries (those the indexes were built with). */
  bounds: Float64Array;
  /** Combined values and order buckets of the tree's multi-site Betriebe (multi-site.ts), and the members' ordinals among them. */
  multiValues: Float64Array;
  multiBuckets: Uint8Array;
  multiOrdinals: Int32Array;
  direction: Direction;
  aggregation: Aggregation;
  /** The value whose percentile rank is asked (NaN: none). */
  rankOf: number;
}

export interface FieldOutput {
  value: number;
  best: number;
  top: number;
  n: number;
  rank: number;
  p25: number;
  median: number;
  p75: number;
}

/**
 * Count per bucket and sum of one block's member values (monomorphic, one pass). A missing value
 * counts into MISSING_BUCKET (no branch for the count); only the sum skips it.
 */
function countSumInto(column: Float32Array, slots: Int32Array, bucket: Uint8Array, counts: Int32Array, acc: Float64Array): void {
  // Two partial sums: each addition waits for the one before it, so one running sum would bound the loop.
  let even = 0;
  let odd = 0;
  const pairs = slots.length & ~1;
  for (let k = 0; k < pairs; k += 2) {
    const a = slots[k]!;
    const b = slots[k + 1]!;
    counts[bucket[a]!]!++;
    counts[bucket[b]!]!++;
    const va = column[a]!;
    const vb = column[b]!;
    if (va === va) even += va;
    if (vb === vb) odd += vb;
  }
  if (pairs < slots.length) {
    const a = slots[pairs]!;
    counts[bucket[a]!]!++;
    const va = column[a]!;
    if (va === va) even += va;
  }
  acc[1] = acc[1]! + (even + odd);
}

/**
 * Count per bucket only (order statistics need no sum): the column itself is not read. Two
 * histograms, so that consecutive members in one bucket do not wait for each other's increment.
 */
function countInto(slots: Int32Array, bucket: Uint8Array, counts: Int32Array, other: Int32Array): void {
  const pairs = slots.length & ~1;
  for (let k = 0; k < pairs; k += 2) {
    counts[bucket[slots[k]!]!]!++;
    other[bucket[slots[k + 1]!]!]!++;
  }
  if (pairs < slots.length) counts[bucket[slots[pairs]!]!]!++;
}

/**
 * Appends the members' values in bucket b of one block to list from `length` on; returns the new
 * length. Every slot's value is written and the length moves on only for a member: no branch on
 * membership, which is as good as random (list has room for the whole bucket).
 */
function collectBucket(column: Float32Array, index: ColumnIndex, b: number, block: number, mark: Int8Array, list: Float64Array, length: number): number {
  const slots = index.slots;
  const end = index.start[b + 1]!;
  for (let j = index.start[b]!; j < end; j++) {
    const slot = slots[j]!;
    list[length] = column[slot]!;
    length += +(mark[slot] === block);
  }
  return length;
}

/** The one value bucket b holds in every block read and among the chained multi-site members (NaN: none or several). */
function oneValue(columns: readonly (Float32Array | null)[], indexes: readonly (ColumnIndex | null)[], b: number, head: Int32Array, next: Int32Array, multiValues: Float64Array, multiOrdinals: Int32Array): number {
  let v = Number.NaN;
  for (let k = 0; k < columns.length; k++) {
    const index = indexes[k];
    if (!columns[k] || !index || index.start[b] === index.start[b + 1]) continue;
    const low = index.low[b]!;
    if (low !== index.high[b] || (v === v && low !== v)) return Number.NaN;
    v = low;
  }
  for (let m = head[b]!; m >= 0; m = next[m]!) {
    const w = multiValues[multiOrdinals[m]!]!;
    if (v !== v) v = w;
    else if (w !== v) return Number.NaN;
  }
  return v;
}

/** Statistics asked: best, top boundary, percentile value, p25, median, p75, rank (the last). */
const ASKED = 7;
const RANK = ASKED - 1;

export class FieldPass {
  /** Per bucket, and MISSING_BUCKET for the members without a value. */
  private readonly counts = new Int32Array(VALUE_BUCKETS + 1);
  private readonly other = new Int32Array(VALUE_BUCKETS + 1);
  private readonly lists: Float64Array[] = Array.from({ length: ASKED }, () => new Float64Array(64));
  private readonly lengths = new Int32Array(ASKED);
  /** Per list: the one value its bucket holds for the group (ties; NaN: several values, the list holds them). */
  private readonly single = new Float64Array(ASKED);
  /** Per asked statistic: its bucket (−1: not asked), how many counted values lie above it, its list. */
  private readonly bucket = new Int32Array(ASKED);
  private readonly above = new Int32Array(ASKED);
  private readonly list = new Int32Array(ASKED);
  private readonly acc = new Float64Array(2);
  /** Multi-site members with a value, chained per bucket (head per bucket, next per member; −1 ends). */
  private readonly multiHead = new Int32Array(VALUE_BUCKETS);
  private multiNext = new Int32Array(64);

  /** Fills `out` with the group's value, best, top, n, rank and spread of one figure. */
  run(input: FieldInput, out: FieldOutput): void {
    const { columns, indexes, single, multiValues, multiBuckets, multiOrdinals, direction, aggregation } = input;
    const x = input.rankOf;
    const counts = this.counts;
    const acc = this.acc;
    acc[0] = 0;
    acc[1] = 0;
    // A percentile's value is an order statistic: only a mean needs the sum.
    const summed = aggregation.how !== 'percentile';
    counts.fill(0);
    if (!summed) this.other.fill(0);
    let counted = 0;
    for (let b = 0; b < columns.length; b++) {
      const column = columns[b];
      if (!column) continue;
      counted += single[b]!.length;
      if (summed) countSumInto(column, single[b]!, indexes[b]!.bucket, counts, acc);
      else countInto(single[b]!, indexes[b]!.bucket, counts, this.other);
    }
    if (!summed) for (let b = 0; b <= VALUE_BUCKETS; b++) counts[b]! += this.other[b]!;
    let n = counted - counts[MISSING_BUCKET]!;
    let sum = acc[1]!;
    const head = this.multiHead;
    head.fill(-1);
    if (this.multiNext.length < multiOrdinals.length) this.multiNext = new Int32Array(Math.max(multiOrdinals.length, this.multiNext.length * 2));
    const next = this.multiNext;
    // Multi-site members: counted, and chained per bucket so that collecting a bucket walks its chain, not all of them.
    for (let m = 0; m < multiOrdinals.length; m++) {
      const o = multiOrdinals[m]!;
      const v = multiValues[o]!;
      if (v !== v) continue;
      n++;
      sum += v;
      const b = multiBuckets[o]!;
      counts[b]!++;
      next[m] = head[b]!;
      head[b] = m;
    }
    out.n = n;
    if (n === 0) {
      out.value = out.best = out.top = out.rank = out.p25 = out.median = out.p75 = Number.NaN;
      return;
    }
    // The asked order statistics as k-th largest (0: not asked): best, top boundary, percentile value, spread.
    const kBest = direction === 1 ? 1 : direction === -1 ? n : 0;
    const kTopBest = boundaryRank(TOP_SHARE_PERCENT, n);
    const kTop = direction === 0 ? 0 : direction === -1 ? n - kTopBest + 1 : kTopBest;
    const kValueBest = aggregation.how === 'percentile' ? boundaryRank(aggregation.threshold ?? 0, n) : 0;
    const kValue = kValueBest === 0 ? 0 : direction === -1 ? n - kValueBest + 1 : kValueBest;
    this.locate(kBest, n, 0);
    this.locate(kTop, n, 1);
    this.locate(kValue, n, 2);
    const kP25 = worstAsLargest(spreadRank(SPREAD_PERCENTS[0], n), n, direction);
    const kMedian = worstAsLargest(spreadRank(SPREAD_PERCENTS[1], n), n, direction);
    const kP75 = worstAsLargest(spreadRank(SPREAD_PERCENTS[2], n), n, direction);
    this.locate(kP25, n, 3);
    this.locate(kMedian, n, 4);
    this.locate(kP75, n, 5);
    const ranked = direction !== 0 && x === x;
    this.bucket[RANK] = ranked ? bucketOf(input.bounds, x) : -1;
    // Each distinct asked bucket: its members' values into a list (slots of that bucket only).
    const lists = this.lists;
    const lengths = this.lengths;
    let listCount = 0;
    for (let s = 0; s < ASKED; s++) {
      const b = this.bucket[s]!;
      this.list[s] = -1;
      if (b < 0) continue;
      let same = -1;
      for (let r = 0; r < s; r++) if (this.bucket[r] === b) same = this.list[r]!;
      if (same >= 0) {
        this.list[s] = same;
        continue;
      }
      const l = listCount++;
      this.list[s] = l;
      // A bucket of one value (in every block read and among the multi-site members) needs no list.
      const one = oneValue(columns, indexes, b, head, next, multiValues, multiOrdinals);
      this.single[l] = one;
      if (one === one) {
        lengths[l] = counts[b]!;
        continue;
      }
      // Room for the bucket's slots of every block read, and its multi-site members.
      let room = counts[b]!;
      for (let k = 0; k < columns.length; k++) if (columns[k]) room += indexes[k]!.start[b + 1]! - indexes[k]!.start[b]!;
      if (lists[l]!.length < room) lists[l] = new Float64Array(Math.max(room, lists[l]!.length * 2));
      let length = 0;
      for (let k = 0; k < columns.length; k++) {
        const column = columns[k];
        if (column) length = collectBucket(column, indexes[k]!, b, k, input.mark, lists[l]!, length);
      }
      for (let m = head[b]!; m >= 0; m = next[m]!) lists[l]![length++] = multiValues[multiOrdinals[m]!]!;
      lengths[l] = length;
    }
    out.best = this.pick(kBest, 0);
    out.top = this.pick(kTop, 1);
    out.value = kValue === 0 ? sum / n : this.pick(kValue, 2);
    out.p25 = this.pick(kP25, 3);
    out.median = this.pick(kMedian, 4);
    out.p75 = this.pick(kP75, 5);
    out.rank = ranked ? this.rank(x, n, direction) : Number.NaN;
  }

  /** Percent of the counted values strictly worse than x: whole buckets below (above) its bucket, then its bucket's list. */
  private rank(x: number, n: number, direction: Direction): number {
    const bx = this.bucket[RANK]!;
    const counts = this.counts;
    const list = this.lists[this.list[RANK]!]!;
    const length = this.lengths[this.list[RANK]!]!;
    let worse = 0;
    const one = this.single[this.list[RANK]!]!;
    if (direction === 1) {
      for (let b = 0; b < bx; b++) worse += counts[b]!;
      if (one === one) worse += one < x ? length : 0;
      else for (let i = 0; i < length; i++) worse += +(list[i]! < x);
    } else {
      for (let b = bx + 1; b < VALUE_BUCKETS; b++) worse += counts[b]!;
      if (one === one) worse += one > x ? length : 0;
      else for (let i = 0; i < length; i++) worse += +(list[i]! > x);
    }
    return (100 * worse) / n;
  }

  /** The k-th largest from its bucket's list (NaN: k = 0). */
  private pick(k: number, asked: number): number {
    if (k === 0) return Number.NaN;
    const l = this.list[asked]!;
    const one = this.single[l]!;
    if (one === one) return one;
    return kthLargest(this.lists[l]!, this.lengths[l]!, k - this.above[asked]!);
  }

  /** The bucket holding the k-th largest counted value and how many lie in higher buckets (bucket −1: k = 0). */
  private locate(k: number, n: number, asked: number): void {
    if (k === 0) {
      this.bucket[asked] = -1;
      this.above[asked] = 0;
      return;
    }
    const counts = this.counts;
    if (k <= n / 2) {
      let above = 0;
      let bucket = VALUE_BUCKETS - 1;
      while (above + counts[bucket]! < k) above += counts[bucket--]!;
      this.bucket[asked] = bucket;
      this.above[asked] = above;
      return;
    }
    // Near the small end: walk up from the lowest bucket (the k-th largest is the (n−k+1)-th smallest).
    const fromBelow = n - k + 1;
    let below = 0;
    let bucket = 0;
    while (below + counts[bucket]! < fromBelow) below += counts[bucket++]!;
    this.bucket[asked] = bucket;
    this.above[asked] = n - below - counts[bucket]!;
  }
}
