// Order statistics of a bench's timings, defined once for every bench: the nearest-rank percentile
// (the smallest value with at least p % of the values at or below it), so that a printed p50 or p95
// means the same in every bench.

/** The p-th percentile (0 < p ≤ 100) of values in ascending order; NaN when there are none. */
export const percentileOfSorted = (sorted: readonly number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : Number.NaN;

/** The p-th percentile of values in any order (of a sorted copy). */
export const percentile = (values: readonly number[], p: number): number => percentileOfSorted(values.toSorted((a, b) => a - b), p);
