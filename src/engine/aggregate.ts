// A group's value of one figure from its members' values: `add` = mean; `percentile` with
// threshold t = the boundary of the best t % (the k-th best, k = ⌈t·n/100⌉, at least 1);
// best_value = the best member; top_value = the boundary of the best 10 %. Direction-aware:
// "best" is the largest value when larger is better, the smallest when smaller is better; neutral
// figures have no best or top value, and their percentile counts from the largest value.
// The spread (p25, median, p75) counts from the worse end (product rules ‹Group spread›).
import type { Direction } from './figures.ts';
import { kthLargest, kthSmallest, largestInRange } from './select.ts';
import { bestAsLargest, boundaryRank, SPREAD_PERCENTS, spreadRank, TOP_SHARE_PERCENT, worstAsLargest } from './ranks.mjs';

// The ranks' rules live in ranks.mjs (the count's helper thread locates them too).
export { bestAsLargest, boundaryRank, SPREAD_PERCENTS, spreadRank, TOP_SHARE_PERCENT, worstAsLargest };

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
  /** The spread (NaN when n = 0): the boundaries of the worse quarter, the worse half and the worse three quarters. */
  p25: number;
  median: number;
  p75: number;
}

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

const ranks = new Int32Array(5);
const picked = new Float64Array(5);

/** `aggregate` when the gathering pass already summed the values and found their range. */
export function aggregateKnown(values: Float64Array, n: number, sum: number, min: number, max: number, aggregation: Aggregation, direction: Direction): GroupValue {
  if (n === 0) return { value: Number.NaN, best: Number.NaN, top: Number.NaN, n, p25: Number.NaN, median: Number.NaN, p75: Number.NaN };
  const best = direction === 1 ? max : direction === -1 ? min : Number.NaN;
  // k-th best as k-th largest; 0: not asked.
  ranks[0] = direction === 0 ? 0 : bestAsLargest(boundaryRank(TOP_SHARE_PERCENT, n), n, direction);
  ranks[1] = aggregation.how === 'percentile' ? bestAsLargest(boundaryRank(aggregation.threshold ?? 0, n), n, direction) : 0;
  for (let i = 0; i < SPREAD_PERCENTS.length; i++) ranks[2 + i] = worstAsLargest(spreadRank(SPREAD_PERCENTS[i]!, n), n, direction);
  // All of them from one histogram over [min, max] (values stay in place).
  largestInRange(values, n, ranks, min, max, picked);
  return { value: ranks[1] === 0 ? sum / n : picked[1]!, best, top: picked[0]!, n, p25: picked[2]!, median: picked[3]!, p75: picked[4]! };
}
