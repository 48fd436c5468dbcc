// A month's order index (order-index.ts) brought up to date at the slots whose value changed since
// it was built, instead of built again: a farm's upload changes a site or three of a month, and
// building all of that month's indexes anew (200 columns at 60,000 sites) cost the next evaluation
// ~0.5 s. Each changed slot leaves its old bucket's list and joins its new one at its place in slot
// order (in value order where a query sorted the list, bucket-order.ts), so the index equals the one
// a build would make, up to the order of the sorted lists (index-patch.test.ts compares them).
import { sortedPlace } from './bucket-order.ts';
import { bucketOf, MISSING_BUCKET, oneValueOf, VALUE_BUCKETS, type ColumnIndex } from './column-index.ts';
import type { MonthBlock } from './store.ts';

/** What a patch reads of the store: its sites, its version and the slots changed since a version. */
export interface IndexSource {
  siteCount: number;
  version: number;
  changedSlots(version: number, from: number, to: number): Int32Array | null;
}

/**
 * Changed slots up to which a patch is cheaper than a build: each moves a part of the lists by one
 * place (a copy of up to the whole list), a build sorts the whole column into its buckets.
 */
export const PATCH_LIMIT = 128;

/** Patches `index` of `block`'s column to the store's state; false when it must be built anew (the log does not reach back, or too many slots changed). */
export function patchIndex(index: ColumnIndex, block: MonthBlock, store: IndexSource, at: Float64Array): boolean {
  const changed = store.changedSlots(index.version, block.month, block.month);
  if (!changed || changed.length > PATCH_LIMIT) return false;
  const column = index.column;
  for (let i = 0; i < changed.length; i++) {
    const slot = changed[i]!;
    const v = column[slot]!;
    index.slotValues[slot] = v === v ? v : 0;
    moveSlot(index, slot, v === v ? bucketOf(at, v) : MISSING_BUCKET, v);
  }
  index.changes = block.changes;
  index.version = store.version;
  return true;
}

/** Where `slot` stands in bucket b's list (a look along a sorted list, a few hundred entries). */
function placeOf(index: ColumnIndex, b: number, slot: number): number {
  if (!index.sorted[b]) return placeIn(index, b, slot);
  const slots = index.slots;
  let j = index.start[b]!;
  while (slots[j] !== slot) j++;
  return j;
}

/** Where `slot` with value v goes in bucket b's list. */
const placeFor = (index: ColumnIndex, b: number, slot: number, v: number) => (index.sorted[b] ? sortedPlace(index, b, v, slot) : placeIn(index, b, slot));

/** Where `slot` stands in bucket b's list in slot order, or where it would go (binary search). */
function placeIn(index: ColumnIndex, b: number, slot: number): number {
  const slots = index.slots;
  let lo = index.start[b]!;
  let hi = index.start[b + 1]!;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (slots[mid]! < slot) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Moves `slot` from its bucket to bucket `to` with value v (MISSING_BUCKET: in no list). */
function moveSlot(index: ColumnIndex, slot: number, to: number, v: number): void {
  const from = index.bucket[slot]!;
  const { start } = index;
  if (from === to) {
    if (to === MISSING_BUCKET) return;
    const at = placeOf(index, to, slot);
    if (index.sorted[to]) {
      // Out of its place in value order and in again at the new value's (the list is one shorter meanwhile).
      const end = index.start[to + 1]!;
      moveEntries(index, at, at + 1, end);
      index.start[to + 1] = end - 1;
      const into = sortedPlace(index, to, v, slot);
      index.start[to + 1] = end;
      moveEntries(index, into + 1, into, end - 1);
      setEntry(index, into, slot, v);
    } else index.values[at] = v;
    index.one[to] = oneValueOf(index.values, index.start[to]!, index.start[to + 1]!);
    return;
  }
  const count = start[VALUE_BUCKETS]!;
  if (from === MISSING_BUCKET) {
    // In: the later lists move up one place.
    room(index, count + 1);
    const at = placeFor(index, to, slot, v);
    moveEntries(index, at + 1, at, count);
    setEntry(index, at, slot, v);
    moveStarts(start, to + 1, VALUE_BUCKETS, 1);
  } else if (to === MISSING_BUCKET) {
    // Out: the later lists move down one place.
    const at = placeOf(index, from, slot);
    moveEntries(index, at, at + 1, count);
    moveStarts(start, from + 1, VALUE_BUCKETS, -1);
  } else if (to > from) {
    // To a later list: the entries in between move down one place, the lists between start one earlier.
    const out = placeOf(index, from, slot);
    const into = placeFor(index, to, slot, v) - 1;
    moveEntries(index, out, out + 1, into + 1);
    setEntry(index, into, slot, v);
    moveStarts(start, from + 1, to, -1);
  } else {
    // To an earlier list: the entries in between move up one place, the lists between start one later.
    const out = placeOf(index, from, slot);
    const into = placeFor(index, to, slot, v);
    moveEntries(index, into + 1, into, out);
    setEntry(index, into, slot, v);
    moveStarts(start, to + 1, from, 1);
  }
  index.bucket[slot] = to;
  if (from !== MISSING_BUCKET) index.one[from] = oneValueOf(index.values, index.start[from]!, index.start[from + 1]!);
  if (to !== MISSING_BUCKET) index.one[to] = oneValueOf(index.values, index.start[to]!, index.start[to + 1]!);
}

/** Entries [from, to) of the lists (slots and values together) copied to `target` on. */
function moveEntries(index: ColumnIndex, target: number, from: number, to: number): void {
  index.slots.copyWithin(target, from, to);
  index.values.copyWithin(target, from, to);
}

function setEntry(index: ColumnIndex, at: number, slot: number, v: number): void {
  index.slots[at] = slot;
  index.values[at] = v;
}

/** start[lo..hi] moved by `by` (the lists from lo to hi begin one place later or earlier). */
function moveStarts(start: Int32Array, lo: number, hi: number, by: number): void {
  for (let b = lo; b <= hi; b++) start[b]! += by;
}

/** Lists with room for n slots (grown by a quarter: an upload adds sites one by one). */
function room(index: ColumnIndex, n: number): void {
  if (index.slots.length >= n) return;
  const size = Math.max(n, Math.ceil(index.slots.length * 1.25) + 64);
  const slots = new Int32Array(size);
  slots.set(index.slots);
  const values = new Float32Array(size);
  values.set(index.values);
  index.slots = slots;
  index.values = values;
}
