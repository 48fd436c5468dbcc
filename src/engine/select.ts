// Order statistics by selection (no full sort): the k-th best of n values in expected O(n).
// `values` is a scratch array the caller owns; it is reordered in place.

/** The k-th largest (k from 1) of values[0..n). */
export function kthLargest(values: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  const target = k - 1;
  while (lo < hi) {
    // Median of three as pivot keeps sorted or constant runs from going quadratic.
    const mid = (lo + hi) >>> 1;
    const a = values[lo]!, b = values[mid]!, c = values[hi]!;
    const pivot = a > b ? (b > c ? b : a > c ? c : a) : a > c ? a : b > c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return values[target]!;
  }
  return values[target]!;
}

/** The k-th smallest (k from 1) of values[0..n). */
export function kthSmallest(values: Float64Array, n: number, k: number): number {
  return kthLargest(values, n, n - k + 1);
}
