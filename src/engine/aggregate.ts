// A group's value of one figure from its members' values: `add` = mean; `percentile` with
// threshold t = the boundary of the best t % (the k-th best, k = ⌈t·n/100⌉, at least 1);
// best_value = the best member; top_value = the boundary of the best 10 %. Direction-aware:
// "best" is the largest value when larger is better, the smallest when smaller is better; neutral
// figures have no best or top value, and their percentile counts from the largest value.
import type { Direction } from './figures.ts';
import { kthLargest, kthLargestInRange, kthSmallest, twoLargestInRange } from './select.ts';

export type AggregationHow = 'add' | 'percentile';

export interface Aggregation {
  how: AggregationHow;
  /** Percent (0–95) for `percentile`. */
  threshold?: number | null;
}

export interface GroupValue {
  value: number;
  best: number;
  top: number;
  n: number;
}

/** Share of members whose boundary top_value is (the silver trophy, product rules ‹Business constants and limits›). */
export const TOP_SHARE_PERCENT = 10;

/** k of the best `percent` % of n values (1-based, at least 1). */
export const boundaryRank = (percent: number, n: number) => Math.max(1, Math.ceil((percent * n) / 100));

/** The k-th best value; reorders values[0..n). */
export function kthBest(values: Float64Array, n: number, k: number, direction: Direction): number {
  return direction === -1 ? kthSmallest(values, n, k) : kthLargest(values, n, k);
}

/**
 * Aggregates values[0..n) (finite, compacted; left in place). NaN in every part when n = 0;
 * best and top are NaN for neutral figures.
 */
export function aggregate(values: Float64Array, n: number, aggregation: Aggregation, direction: Direction): GroupValue {
  let sum = 0;
  let max = -Infinity;
  let min = Infinity;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    sum += v;
    if (v > max) max = v;
    if (v < min) min = v;
  }
  return aggregateKnown(values, n, sum, min, max, aggregation, direction);
}

const pair = new Float64Array(2);

/** `aggregate` when the gathering pass already summed the values and found their range. */
export function aggregateKnown(values: Float64Array, n: number, sum: number, min: number, max: number, aggregation: Aggregation, direction: Direction): GroupValue {
  if (n === 0) return { value: Number.NaN, best: Number.NaN, top: Number.NaN, n };
  const best = direction === 1 ? max : direction === -1 ? min : Number.NaN;
  // k-th best as k-th largest (the k-th smallest is the (n−k+1)-th largest); 0: not asked.
  const asLargest = (k: number) => (direction === -1 ? n - k + 1 : k);
  const kTop = direction === 0 ? 0 : asLargest(boundaryRank(TOP_SHARE_PERCENT, n));
  const kValue = aggregation.how === 'percentile' ? asLargest(boundaryRank(aggregation.threshold ?? 0, n)) : 0;
  if (kTop === 0) {
    const value = kValue === 0 ? sum / n : kthLargestInRange(values, n, kValue, min, max);
    return { value, best, top: Number.NaN, n };
  }
  // Both boundaries from one histogram over [min, max] (values stay in place).
  twoLargestInRange(values, n, kTop, kValue, min, max, pair);
  return { value: kValue === 0 ? sum / n : pair[1]!, best, top: pair[0]!, n };
}
