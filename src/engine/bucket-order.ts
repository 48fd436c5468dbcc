// A bucket's list in value order (sorted the first time a query looks into it; a build leaves every
// list in slot order, and most buckets are never looked into). A group's k-th largest value in a
// bucket is then found by walking the list from the nearer end and counting the group's members,
// and a value's rank by walking until the value: no member value is copied, nothing is selected,
// and on average half of the bucket is read where collecting read all of it.
import type { ColumnIndex } from './column-index.ts';

/** A slot fits below this in a sort key (value order bits × SLOT_SPAN + slot). */
const SLOT_SPAN = 2 ** 21;

let keys = new Float64Array(256);

/** Bucket b's list sorted by value (ties by slot), once: index.sorted[b] says it is. */
export function sortBucket(index: ColumnIndex, b: number): void {
  if (index.sorted[b]) return;
  index.sorted[b] = 1;
  const from = index.start[b]!;
  const to = index.start[b + 1]!;
  const n = to - from;
  if (n < 2) return;
  const { slots, values } = index;
  // The float's bits read as an unsigned number in value order: one native numeric sort carries the slot along.
  const bits = new Uint32Array(values.buffer, values.byteOffset, values.length);
  if (keys.length < n) keys = new Float64Array(Math.max(n, keys.length * 2));
  let fits = true;
  for (let j = 0; j < n; j++) {
    const slot = slots[from + j]!;
    if (slot >= SLOT_SPAN) fits = false;
    keys[j] = orderBits(bits[from + j]!) * SLOT_SPAN + slot;
  }
  if (!fits) return sortByComparison(index, from, to);
  const sorted = keys.subarray(0, n).sort();
  for (let j = 0; j < n; j++) {
    const key = sorted[j]!;
    const slot = key % SLOT_SPAN;
    slots[from + j] = slot;
    bits[from + j] = valueBits((key - slot) / SLOT_SPAN);
  }
}

/** Float bits → an unsigned number that orders as the values do (negative values reversed below the positive ones). */
const orderBits = (b: number) => (b & 0x80000000 ? ~b >>> 0 : (b | 0x80000000) >>> 0);
const valueBits = (u: number) => (u >= 0x80000000 ? u ^ 0x80000000 : ~u >>> 0);

/** More slots than a key holds (over two million sites): a comparison sort of the entries. */
function sortByComparison(index: ColumnIndex, from: number, to: number): void {
  const { slots, values } = index;
  const entries = Array.from({ length: to - from }, (_, j) => [values[from + j]!, slots[from + j]!] as const);
  entries.sort((a, c) => a[0] - c[0] || a[1] - c[1]);
  entries.forEach(([v, s], j) => {
    values[from + j] = v;
    slots[from + j] = s;
  });
}

/** Where value v at `slot` goes in sorted bucket b (after its equals of lower slots). */
export function sortedPlace(index: ColumnIndex, b: number, v: number, slot: number): number {
  const { slots, values } = index;
  let lo = index.start[b]!;
  let hi = index.start[b + 1]!;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const w = values[mid]!;
    if (w < v || (w === v && slots[mid]! < slot)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Who counts in a walk: members of group g (bit g of slotBits), from block k when `pick` says which block a slot counts from (null: every slot counts from this one). */
export interface Walk {
  index: ColumnIndex;
  k: number;
  pick: Int8Array | null;
  slotBits: Uint8Array;
  g: number;
}

/**
 * The k-th largest (k from 1) of the group's values in sorted bucket b together with `more`
 * (its multi-site members' values in the bucket, ascending, `moreCount` of them); `count`: how many
 * there are in all. Walked from the nearer end; a member counts without a branch (membership is as
 * good as random), the walk stops at a multi-site value only where it falls in.
 */
export function kthInBucket(w: Walk, b: number, k: number, count: number, more: Float64Array, moreCount: number): number {
  const { slots, values } = w.index;
  const { pick, slotBits, g } = w;
  const block = w.k;
  const first = w.index.start[b]!;
  const last = w.index.start[b + 1]! - 1;
  if (k <= count - k + 1) {
    // From the top: the k-th largest, the bucket's list and the multi-site values merged.
    let need = k;
    let m = moreCount - 1;
    let next = m >= 0 ? more[m]! : Number.NEGATIVE_INFINITY;
    for (let j = last; j >= first; j--) {
      const v = values[j]!;
      if (v <= next) {
        for (; m >= 0 && more[m]! >= v; m--) if (--need === 0) return more[m]!;
        next = m >= 0 ? more[m]! : Number.NEGATIVE_INFINITY;
      }
      const s = slots[j]!;
      need -= pick === null || pick[s] === block ? (slotBits[s]! >> g) & 1 : 0;
      if (need === 0) return v;
    }
    return more[m - need + 1]!;
  }
  // From the bottom: the (count − k + 1)-th smallest.
  let need = count - k + 1;
  let m = 0;
  let next = moreCount > 0 ? more[0]! : Number.POSITIVE_INFINITY;
  for (let j = first; j <= last; j++) {
    const v = values[j]!;
    if (v >= next) {
      for (; m < moreCount && more[m]! <= v; m++) if (--need === 0) return more[m]!;
      next = m < moreCount ? more[m]! : Number.POSITIVE_INFINITY;
    }
    const s = slots[j]!;
    need -= pick === null || pick[s] === block ? (slotBits[s]! >> g) & 1 : 0;
    if (need === 0) return v;
  }
  return more[m + need - 1]!;
}

/** How many of the group's values in sorted bucket b (its list only) lie below x (`below`) or above it. */
export function countBeyond(w: Walk, b: number, x: number, below: boolean): number {
  const { slots, values } = w.index;
  const { pick, slotBits, g } = w;
  const first = w.index.start[b]!;
  const end = w.index.start[b + 1]!;
  let n = 0;
  if (below) {
    for (let j = first; j < end && values[j]! < x; j++) {
      const s = slots[j]!;
      n += pick === null || pick[s] === w.k ? (slotBits[s]! >> g) & 1 : 0;
    }
  } else {
    for (let j = end - 1; j >= first && values[j]! > x; j--) {
      const s = slots[j]!;
      n += pick === null || pick[s] === w.k ? (slotBits[s]! >> g) & 1 : 0;
    }
  }
  return n;
}
