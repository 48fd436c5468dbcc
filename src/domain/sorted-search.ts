// Binary search in ascending numbers: where a value stands among sorted values. The percentile
// ranks of a ranking (ranking.ts) and the engine's order buckets (src/engine/column-index.ts)
// both count how many values lie below or up to a value.

/** First index whose value is ≥ v (how many values are < v). */
export function lowerBound(a: Float64Array, v: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose value is > v (how many values are ≤ v). */
export function upperBound(a: Float64Array, v: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
