// Where each value of a month's figure column stands in the figure's order: its bucket (one of 255
// value ranges, the same ranges for every month of the figure, so buckets of different months
// compare) and, per bucket, the slots whose value lies in it. A group query then counts its
// members per bucket while it sums their values, and finds its best value, top-10 % boundary,
// percentile value and rank by looking only into the one bucket that holds each of them, instead
// of passing over all members again. Exact: a bucket only grows with the value.
// Built when a month's column is first asked for, kept for the most recently used columns (at most
// INDEX_BYTES), and patched at the sites a farm's upload changed (index-patch.ts): rebuilding all
// of a month's indexes for one changed site would cost the next evaluation ~0.5 s at 60,000 sites.
import { bucketOf, MISSING_BUCKET, oneValueOf, VALUE_BUCKETS, type ColumnIndex } from './column-index.ts';
import type { CountKernel } from './count-kernel.ts';
import { IndexShelf } from './index-shelf.ts';
import { patchIndex, type IndexSource } from './index-patch.ts';
import type { MonthBlock } from './store.ts';

/** Values sampled per figure to place its bucket boundaries. */
const SAMPLE = 8192;
/** A figure's boundaries from fewer values are placed again when a month with more values comes. */
const SETTLED_SAMPLE = 2048;
/** Memory kept for indexes (each is 13 bytes per slot: ~780 kB per column at 60,000 sites). */
const INDEX_BYTES = 320 * 1024 * 1024;

interface Bounds {
  /** 254 ascending boundaries: bucket(v) = how many are ≤ v. */
  at: Float64Array;
  /** Start bucket per cell of [at[0], at[253]] cut into CELLS equal cells (building an index looks up, then steps). */
  cells: Uint8Array;
  cellScale: number;
  /** Finite values they were placed from. */
  sample: number;
  version: number;
}

const CELLS = 4096;

/** Bounds made of given boundaries, as an index is built with them (the patch test builds one whole to compare). */
export const boundsFrom = (at: Float64Array, version: number) => ({ at, ...cellsOf(at), version });

function cellsOf(at: Float64Array): { cells: Uint8Array; cellScale: number } {
  const span = at[at.length - 1]! - at[0]!;
  const cellScale = span > 0 && span < Number.POSITIVE_INFINITY ? CELLS / span : 0;
  const cells = new Uint8Array(CELLS + 1);
  if (cellScale > 0) for (let c = 0; c <= CELLS; c++) cells[c] = bucketOf(at, at[0]! + c / cellScale);
  return { cells, cellScale };
}

export class OrderIndex {
  private readonly bounds: (Bounds | undefined)[] = [];
  /**
   * Per figure whose boundaries are not settled: the column state they were last placed from (or
   * tried: no more values). Placing again from the same column finds nothing new, and a small store
   * (fewer than SETTLED_SAMPLE values, a few thousand sites) would otherwise count and sample its
   * column on every query.
   */
  private readonly tried: ({ column: Float32Array; changes: number; sites: number } | undefined)[] = [];
  private readonly cache = new IndexShelf();
  private bytes = 0;
  private boundsVersion = 0;
  /** The index returned last and what it was asked for: the groups of an evaluation ask for the same one in a row. */
  private last: ColumnIndex | null = null;
  private lastBlock: MonthBlock | null = null;
  private lastField = -1;

  /** `kernel`: the engine's count kernel, whose memory holds each index's buckets and float copy (none: plain arrays). */
  constructor(private readonly kernel?: CountKernel) {}

  /**
   * Lays the kernel out for columns of `capacity` slots (the store's) unless it is already: new
   * columns (the store grew) make every index one of older columns, and the kernel's slabs and
   * member lists are sized anew. Called before any index of a query is looked up or counted.
   */
  fit(capacity: number): void {
    if (!this.kernel || this.kernel.capacity === capacity) return;
    this.cache.clear();
    this.bytes = 0;
    this.last = null;
    this.kernel.reset(capacity);
  }

  /** The bucket boundaries of a figure (placed on first use). */
  boundsOf(field: number): Float64Array | undefined {
    return this.bounds[field]?.at;
  }

  /** Version of a figure's boundaries (−1: none yet). */
  versionOf(field: number): number {
    return this.bounds[field]?.version ?? -1;
  }

  /** Whether a current index of the block's column is at hand (no build needed). */
  has(block: MonthBlock, field: number): boolean {
    const found = this.cache.peek(block.month, field);
    return found !== undefined && found.column === block.columns[field] && found.changes === block.changes && found.bounds === this.versionOf(field);
  }

  /**
   * The index of a block's column (built or rebuilt when the column changed). `combined`: the
   * values of the Betriebe with several sites, sampled with the column when the figure's boundaries
   * are placed: their sums of additive figures lie above the single sites' values and would
   * otherwise all fall into the top bucket.
   */
  of(block: MonthBlock, field: number, store: IndexSource, combined?: (field: number) => Float64Array): ColumnIndex {
    const column = block.columns[field]!;
    const last = this.last;
    const settled = this.bounds[field];
    if (last && block === this.lastBlock && field === this.lastField && last.column === column && last.changes === block.changes && settled && !this.mayPlace(field, block, store) && last.bounds === settled.version) return last;
    const index = this.lookUp(block, field, store, combined);
    this.last = index;
    this.lastBlock = block;
    this.lastField = field;
    return index;
  }

  private lookUp(block: MonthBlock, field: number, store: IndexSource, combined: ((field: number) => Float64Array) | undefined): ColumnIndex {
    const column = block.columns[field]!;
    let bounds = this.bounds[field];
    if (this.mayPlace(field, block, store)) {
      this.tried[field] = { column, changes: block.changes, sites: store.siteCount };
      const placed = this.place(column, store.siteCount, combined?.(field), bounds);
      if (placed) this.bounds[field] = bounds = placed;
    }
    const found = this.cache.take(block.month, field);
    if (found && found.column === column && found.bounds === bounds?.version) {
      if (found.changes === block.changes) return found;
      // A patch may grow its lists.
      const before = indexBytes(found);
      if (patchIndex(found, block, store, (bounds ?? NO_BOUNDS).at)) {
        this.bytes += indexBytes(found) - before;
        return found;
      }
    }
    if (found) this.drop(block.month, field, found);
    this.fit(column.length);
    const index = buildIndex(column, store, bounds ?? NO_BOUNDS, block.changes, this.kernel);
    this.cache.put(block.month, field, index);
    this.bytes += indexBytes(index);
    if (this.bytes > INDEX_BYTES) {
      for (const old of this.cache.byAge()) {
        if (this.bytes <= INDEX_BYTES || old.index === index) break;
        this.drop(old.month, old.field, old.index);
      }
    }
    return index;
  }

  private drop(month: number, field: number, index: ColumnIndex) {
    this.cache.remove(month, field);
    this.bytes -= indexBytes(index);
    this.kernel?.release(index);
  }

  /** Whether the figure's boundaries may be placed anew from this block: not settled, and not yet tried on the column as it is. */
  private mayPlace(field: number, block: MonthBlock, store: IndexSource): boolean {
    const bounds = this.bounds[field];
    if (bounds && bounds.sample >= SETTLED_SAMPLE) return false;
    const tried = this.tried[field];
    return !tried || tried.column !== block.columns[field] || tried.changes !== block.changes || tried.sites !== store.siteCount;
  }

  /** Boundaries at the quantiles of a sample of the column and the combined values (null: no more values than the current ones). */
  private place(column: Float32Array, siteCount: number, combined: Float64Array | undefined, current: Bounds | undefined): Bounds | null {
    let finite = 0;
    for (let s = 0; s < siteCount; s++) if (column[s] === column[s]) finite++;
    const more = combined ?? NO_VALUES;
    for (let o = 0; o < more.length; o++) if (more[o] === more[o]) finite++;
    if (finite === 0 || (current && finite <= current.sample)) return null;
    // One step over both, so that each keeps its share in the sample.
    const step = Math.max(1, Math.floor(finite / SAMPLE));
    const sample: number[] = [];
    const left = takeEvery(column, siteCount, step, 1, sample);
    takeEvery(more, more.length, step, left, sample);
    const sorted = Float64Array.from(sample).sort();
    const at = new Float64Array(VALUE_BUCKETS - 1);
    for (let i = 0; i < at.length; i++) at[i] = sorted[Math.min(sorted.length - 1, Math.floor(((i + 1) * sorted.length) / VALUE_BUCKETS))]!;
    return { at, ...cellsOf(at), sample: finite, version: ++this.boundsVersion };
  }
}

/**
 * Appends every step-th finite value of values[0..n) to `sample`, `left` values from the last one
 * taken; returns how many are left to the next (a countdown: a modulo per value cost more than the
 * rest of the pass).
 */
function takeEvery(values: ArrayLike<number>, n: number, step: number, left: number, sample: number[]): number {
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (v !== v) continue;
    if (--left === 0) {
      sample.push(v);
      left = step;
    }
  }
  return left;
}

const indexBytes = (index: ColumnIndex) => index.bucket.byteLength + index.slotValues.byteLength + index.slots.byteLength + index.values.byteLength + index.start.byteLength + index.one.byteLength + index.sorted.byteLength;

const NO_VALUES = new Float64Array(0);
const NO_BOUNDS: Bounds = { at: new Float64Array(0), cells: new Uint8Array(1), cellScale: 0, sample: 0, version: -1 };

/** A column's index built whole, in a slab of `kernel` when given (exported for the patch test: a patched index must equal it). */
export function buildIndex(column: Float32Array, store: IndexSource, bounds: Pick<Bounds, 'at' | 'cells' | 'cellScale' | 'version'>, changes: number, kernel?: CountKernel): ColumnIndex {
  const siteCount = store.siteCount;
  const start = new Int32Array(VALUE_BUCKETS + 1);
  const index: ColumnIndex = { bucket: NO_BUCKETS, slotValues: NO_FLOATS, slab: -1, start, slots: NO_SLOTS, values: NO_FLOATS, one: NO_ONE, sorted: new Uint8Array(VALUE_BUCKETS), column, changes, bounds: bounds.version, version: store.version };
  // Buckets and the float copy in a slab of the kernel's memory (it renews their views when it grows).
  if (kernel) kernel.allocate(index);
  else {
    index.bucket = new Uint8Array(column.length);
    index.slotValues = new Float32Array(column.length);
  }
  const bucket = index.bucket.fill(MISSING_BUCKET);
  // The float copy holds 0 for a missing value (the kernel adds it without a test: the same sums).
  const slotValues = index.slotValues.fill(0);
  let count = 0;
  // The bucket of each value: a table look-up over [first, top], then a step or two to the exact one.
  const { at, cells, cellScale } = bounds;
  const first = at.length ? at[0]! : Number.POSITIVE_INFINITY;
  const top = at.length ? at[at.length - 1]! : Number.POSITIVE_INFINITY;
  for (let s = 0; s < siteCount; s++) {
    const v = column[s]!;
    if (v !== v) continue;
    let b: number;
    if (!(v >= first)) b = 0;
    else if (v >= top) b = bucketOf(at, v);
    else {
      b = cells[((v - first) * cellScale) | 0]!;
      while (b > 0 && at[b - 1]! > v) b--;
      while (b < at.length && at[b]! <= v) b++;
    }
    bucket[s] = b;
    slotValues[s] = v;
    start[b + 1]!++;
    count++;
  }
  for (let b = 0; b < VALUE_BUCKETS; b++) start[b + 1]! += start[b]!;
  const slots = new Int32Array(count);
  const values = new Float32Array(count);
  const next = start.slice(0, VALUE_BUCKETS);
  for (let s = 0; s < siteCount; s++) {
    const b = bucket[s]!;
    if (b === MISSING_BUCKET) continue;
    const j = next[b]!++;
    slots[j] = s;
    values[j] = column[s]!;
  }
  // Each bucket's one value from its list (read in a row), not from a least and greatest kept per slot.
  const one = new Float64Array(VALUE_BUCKETS);
  for (let b = 0; b < VALUE_BUCKETS; b++) one[b] = oneValueOf(values, start[b]!, start[b + 1]!);
  index.slots = slots;
  index.values = values;
  index.one = one;
  return index;
}

const NO_BUCKETS = new Uint8Array(0);
const NO_FLOATS = new Float32Array(0);
const NO_SLOTS = new Int32Array(0);
const NO_ONE = new Float64Array(0);
