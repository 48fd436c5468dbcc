// What a month column's order index is (order-index.ts builds and keeps them, index-patch.ts
// patches them after an upload): each value's bucket among 255 value ranges of its figure, and
// per bucket the slots whose value lies in it.
import { upperBound } from '../domain/sorted-search.ts';

/** Buckets 0..254 hold values; 255 marks a missing value (it is in no bucket list). */
export const VALUE_BUCKETS = 255;
export const MISSING_BUCKET = 255;

export interface ColumnIndex {
  /** Bucket per slot (MISSING_BUCKET: no value). */
  bucket: Uint8Array;
  /** The column's values per slot, copied beside the buckets (the count kernel sums them there, count-kernel.ts), 0 for a missing value (it adds nothing to a sum; its bucket is MISSING_BUCKET). */
  slotValues: Float32Array;
  /** Where bucket and slotValues lie in the count kernel's memory (−1: plain arrays, an index built outside an engine). */
  slab: number;
  /** Slots of bucket b: slots[start[b]..start[b+1]] (ascending slot order, or value order once sorted), and their values in the same order (read in a row, not scattered over the column); the arrays may have room beyond start[VALUE_BUCKETS]. */
  start: Int32Array;
  slots: Int32Array;
  values: Float32Array;
  /** Per bucket: the one value it holds (ties: no look at its slots needed); NaN: several values, or none. */
  one: Float64Array;
  /** Per bucket: 1 when its list is in value order (ties by slot; bucket-order.ts sorts a list when a query first looks into it). */
  sorted: Uint8Array;
  /** What it was built from: valid while all three are unchanged (a changed count is patched from the store's change log). */
  column: Float32Array;
  changes: number;
  bounds: number;
  /** The store version it holds (its change log names the slots changed since). */
  version: number;
}

/** The bucket of a finite value: how many boundaries are ≤ v (binary search, 8 steps). */
export const bucketOf = (at: Float64Array, v: number): number => upperBound(at, v);

/** The one value of a bucket's list values[from..to) (all equal), NaN when empty or several: the index's `one`. */
export function oneValueOf(values: Float32Array, from: number, to: number): number {
  if (from === to) return Number.NaN;
  const first = values[from]!;
  for (let j = from + 1; j < to; j++) if (values[j] !== first) return Number.NaN;
  return first;
}
