// The Betriebe with several sites of one figure and date grouped by their values' order bucket
// (multi-site.ts keeps it beside the buckets): a query looks into a few buckets per figure and finds
// their multi-site values there, instead of passing over all multi-site members of its groups per
// figure to find them. A bucket's entries are put in value order the first time a query looks in;
// after an upload the few Betriebe combined anew move and only the buckets they join lose that order.
import { VALUE_BUCKETS } from './column-index.ts';

export interface MultiBuckets {
  /** Ordinals of bucket b: ordinals[start[b]..start[b+1]] (a missing value is in none). */
  start: Int32Array;
  ordinals: Int32Array;
  /** The combined value of each entry (beside its ordinal: a walk reads them in a row). */
  values: Float64Array;
  /** Per bucket: 1 when its ordinals are in value order. */
  sorted: Uint8Array;
}

export const NO_MULTI_BUCKETS: MultiBuckets = { start: new Int32Array(VALUE_BUCKETS + 1), ordinals: new Int32Array(0), values: new Float64Array(0), sorted: new Uint8Array(VALUE_BUCKETS) };

/** The ordinals grouped by bucket (a counting sort, ascending ordinals within a bucket) with their `values`; into the arrays of `into` when it is of the same Betriebe. */
export function groupByBucket(buckets: Uint8Array, values: Float64Array, into: MultiBuckets): MultiBuckets {
  const reuse = into !== NO_MULTI_BUCKETS && into.ordinals.length === buckets.length;
  const start = reuse ? into.start.fill(0) : new Int32Array(VALUE_BUCKETS + 1);
  const ordinals = reuse ? into.ordinals : new Int32Array(buckets.length);
  const entryValues = reuse ? into.values : new Float64Array(buckets.length);
  const sorted = reuse ? into.sorted.fill(0) : new Uint8Array(VALUE_BUCKETS);
  for (let o = 0; o < buckets.length; o++) if (buckets[o]! < VALUE_BUCKETS) start[buckets[o]! + 1]!++;
  for (let b = 0; b < VALUE_BUCKETS; b++) start[b + 1]! += start[b]!;
  const next = start.slice(0, VALUE_BUCKETS);
  for (let o = 0; o < buckets.length; o++) {
    if (buckets[o] === VALUE_BUCKETS) continue;
    const at = next[buckets[o]!]!++;
    ordinals[at] = o;
    entryValues[at] = values[o]!;
  }
  return { start, ordinals, values: entryValues, sorted };
}

/**
 * Moves ordinal o (its value now `value`) from bucket `from` to bucket `to` (VALUE_BUCKETS: none, a
 * missing value): out of its old place, in at the end of its new bucket, which then waits to be
 * sorted again; the other buckets keep their order. After an upload only a few Betriebe move.
 */
export function moveEntry(grouped: MultiBuckets, o: number, from: number, to: number, value: number): void {
  const { start, ordinals, values, sorted } = grouped;
  let used = start[VALUE_BUCKETS]!;
  if (from < VALUE_BUCKETS) {
    let p = start[from]!;
    while (ordinals[p] !== o) p++;
    ordinals.copyWithin(p, p + 1, used);
    values.copyWithin(p, p + 1, used);
    for (let b = from + 1; b <= VALUE_BUCKETS; b++) start[b]!--;
    used--;
  }
  if (to < VALUE_BUCKETS) {
    const q = start[to + 1]!;
    ordinals.copyWithin(q + 1, q, used);
    values.copyWithin(q + 1, q, used);
    ordinals[q] = o;
    values[q] = value;
    for (let b = to + 1; b <= VALUE_BUCKETS; b++) start[b]!++;
    sorted[to] = 0;
  }
}

/** Bucket b's entries in value order (`values`: the combined values per ordinal they were grouped with), once. */
export function sortMultiBucket(multi: MultiBuckets, b: number, values: Float64Array): void {
  if (multi.sorted[b]) return;
  multi.sorted[b] = 1;
  const from = multi.start[b]!;
  const to = multi.start[b + 1]!;
  if (to - from < 2) return;
  multi.ordinals.subarray(from, to).sort((o, p) => values[o]! - values[p]!);
  for (let i = from; i < to; i++) multi.values[i] = values[multi.ordinals[i]!]!;
}
