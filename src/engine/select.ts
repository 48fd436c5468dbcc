// Order statistics by selection (no full sort): the k-th best of n values in expected O(n).
// `values` is a scratch array the caller owns; it is reordered in place.

/** The k-th largest (k from 1) of values[0..n). */
export function kthLargest(values: Float64Array, n: number, k: number): number {
  // The largest or the smallest (a best value): one pass, no reordering.
  if (k === 1 || k === n) {
    let m = values[0]!;
    if (k === 1) for (let i = 1; i < n; i++) m = values[i]! > m ? values[i]! : m;
    else for (let i = 1; i < n; i++) m = values[i]! < m ? values[i]! : m;
    return m;
  }
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

const BUCKETS = 1024;
const counts = new Uint32Array(BUCKETS);
let bucketScratch = new Float64Array(1024);

/**
 * The k-th largest of values[0..n) whose minimum and maximum are known, by histogram: one pass
 * counts values per bucket of [min, max], the bucket holding the k-th largest is found from the
 * top, and only its values go through quickselect. Exact (the bucket index is monotonic in the
 * value) and leaves `values` untouched; measured about twice as fast as quickselect alone.
 */
export function kthLargestInRange(values: Float64Array, n: number, k: number, min: number, max: number): number {
  if (!(max > min)) return max;
  if (n < 256) {
    if (bucketScratch.length < n) bucketScratch = new Float64Array(n);
    bucketScratch.set(values.subarray(0, n));
    return kthLargest(bucketScratch, n, k);
  }
  const scale = BUCKETS / (max - min);
  counts.fill(0);
  for (let i = 0; i < n; i++) {
    const b = ((values[i]! - min) * scale) | 0;
    counts[b < BUCKETS ? b : BUCKETS - 1]!++;
  }
  let above = 0;
  let bucket = BUCKETS - 1;
  while (above + counts[bucket]! < k) above += counts[bucket--]!;
  const size = counts[bucket]!;
  if (bucketScratch.length < size) bucketScratch = new Float64Array(Math.max(size, bucketScratch.length * 2));
  let m = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    const b = ((v - min) * scale) | 0;
    if ((b < BUCKETS ? b : BUCKETS - 1) === bucket) bucketScratch[m++] = v;
  }
  return kthLargest(bucketScratch, m, k - above);
}

let listScratch: Float64Array[] = [];
const listOf = new Int16Array(BUCKETS).fill(-1);
const listLength = new Int32Array(8);
const rankBucket = new Int32Array(8);
const rankAbove = new Int32Array(8);

/**
 * The ks[i]-th largest of values[0..n) with known min and max into out[i] (k = 0: NaN), for up to
 * eight ranks from one histogram and one collecting pass (a group's top value, percentile value and
 * spread together). Leaves `values` untouched.
 */
export function largestInRange(values: Float64Array, n: number, ks: ArrayLike<number>, min: number, max: number, out: Float64Array): void {
  const count = ks.length;
  if (!(max > min) || n < 256) {
    for (let i = 0; i < count; i++) out[i] = ks[i]! > 0 ? kthLargestInRange(values, n, ks[i]!, min, max) : Number.NaN;
    return;
  }
  const scale = BUCKETS / (max - min);
  counts.fill(0);
  for (let i = 0; i < n; i++) {
    const b = ((values[i]! - min) * scale) | 0;
    counts[b < BUCKETS ? b : BUCKETS - 1]!++;
  }
  // Bucket of each rank and how many values lie above it; one list per distinct bucket.
  let lists = 0;
  for (let i = 0; i < count; i++) {
    const k = ks[i]!;
    if (k <= 0) continue;
    let above = 0;
    let bucket = BUCKETS - 1;
    while (above + counts[bucket]! < k) above += counts[bucket--]!;
    rankBucket[i] = bucket;
    rankAbove[i] = above;
    if (listOf[bucket]! < 0) {
      const l = lists++;
      listOf[bucket] = l;
      listLength[l] = 0;
      if (listScratch.length <= l) listScratch.push(new Float64Array(1024));
      if (listScratch[l]!.length < counts[bucket]!) listScratch[l] = new Float64Array(Math.max(counts[bucket]!, listScratch[l]!.length * 2));
    }
  }
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    let bucket = ((v - min) * scale) | 0;
    if (bucket >= BUCKETS) bucket = BUCKETS - 1;
    const l = listOf[bucket]!;
    if (l >= 0) listScratch[l]![listLength[l]!++] = v;
  }
  for (let i = 0; i < count; i++) {
    if (ks[i]! <= 0) {
      out[i] = Number.NaN;
      continue;
    }
    const l = listOf[rankBucket[i]!]!;
    out[i] = kthLargest(listScratch[l]!, listLength[l]!, ks[i]! - rankAbove[i]!);
  }
  for (let i = 0; i < count; i++) if (ks[i]! > 0) listOf[rankBucket[i]!] = -1;
}
