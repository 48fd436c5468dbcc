// Order statistics of the benches' timings, defined once: the nearest-rank percentile (the smallest
// value with at least p % of the values at or below it), so that a printed p95 means the same in every
// bench, and the median as the benches that print one take it (the upper of two middle values).

/** The p-th percentile (0 < p ≤ 100) of values in ascending order; NaN when there are none. */
export const percentileOfSorted = (sorted: readonly number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : Number.NaN;

/** The p-th percentile of values in any order (of a sorted copy). */
export const percentile = (values: readonly number[], p: number): number => percentileOfSorted(values.toSorted((a, b) => a - b), p);

/** The middle value (of an even count the upper middle one), of a sorted copy. */
export const median = (values: readonly number[]): number => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
