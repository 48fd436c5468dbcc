// The Betriebe with several sites of one figure and date grouped by their values' order bucket
// (multi-site.ts keeps it beside the buckets): a query looks into a few buckets per figure and finds
// their multi-site values there, instead of passing over all multi-site members of its groups per
// figure to find them. A bucket's entries are put in value order the first time a query looks in;
// after an upload the few Betriebe combined anew are placed again and only their buckets lose that order.
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
 * The grouping after the `stale` ordinals were combined and bucketed anew: the others keep their
 * order within their bucket (a stable pass over the old grouping, the stale ones after them), so a
 * sorted bucket stays sorted unless a stale one joins it. In place (the same Betriebe).
 */
export function regroup(grouped: MultiBuckets, buckets: Uint8Array, values: Float64Array, stale: Int32Array): MultiBuckets {
  if (grouped === NO_MULTI_BUCKETS || grouped.ordinals.length !== buckets.length) return groupByBucket(buckets, values, grouped);
  const isStale = new Uint8Array(buckets.length);
  for (const o of stale) isStale[o] = 1;
  const order = new Int32Array(buckets.length);
  let n = 0;
  const end = grouped.start[VALUE_BUCKETS]!;
  for (let i = 0; i < end; i++) if (!isStale[grouped.ordinals[i]!]) order[n++] = grouped.ordinals[i]!;
  // The stale ones (an ordinal may be listed twice) after the others.
  for (const o of stale) {
    if (isStale[o] !== 1) continue;
    order[n++] = o;
    isStale[o] = 2;
  }
  const { start, ordinals, sorted } = grouped;
  start.fill(0);
  for (let i = 0; i < n; i++) if (buckets[order[i]!]! < VALUE_BUCKETS) start[buckets[order[i]!]! + 1]!++;
  for (let b = 0; b < VALUE_BUCKETS; b++) start[b + 1]! += start[b]!;
  const next = start.slice(0, VALUE_BUCKETS);
  for (let i = 0; i < n; i++) {
    const o = order[i]!;
    const b = buckets[o]!;
    if (b === VALUE_BUCKETS) continue;
    const at = next[b]!++;
    ordinals[at] = o;
    grouped.values[at] = values[o]!;
    if (isStale[o]) sorted[b] = 0;
  }
  return grouped;
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
