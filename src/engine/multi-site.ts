// The values of the Betriebe with several sites (combine.ts' rule), per snapshot and figure, for
// every such Betrieb at once: they do not depend on the group, so an evaluation's groups (and the
// next evaluations on the same date) read them instead of combining the sites again per group.
// With each value its order bucket (order-index.ts), for the same reason.
import { combineSites } from './combine.ts';
import type { CountKernel, MultiSlab } from './count-kernel.ts';
import type { FigureInfo } from './figures.ts';
import { bucketOf, MISSING_BUCKET } from './column-index.ts';
import { groupByBucket, moveEntry, NO_MULTI_BUCKETS, type MultiBuckets } from './multi-buckets.ts';
import { columnsOf, type Snapshot } from './snapshot.ts';
import { locationsOfSlots, type Topology } from './topology.ts';

export interface MultiSites {
  /** Location indices of the Betriebe with several sites. */
  locations: Int32Array;
  /** Per location index: its position in `locations` (−1: one site). */
  ordinal: Int32Array;
}

export interface MultiValues {
  /** Per ordinal: the combined value (NaN: none). */
  values: Float64Array;
  /** Per ordinal: the value's order bucket (valid for `bounds`, but for the `stale` ordinals). */
  buckets: Uint8Array;
  bounds: number;
  /** Ordinals combined anew after a few sites changed, whose buckets are still the older values' (null: none). */
  stale: Int32Array | null;
  /** The ordinals grouped by bucket (valid with the buckets). */
  grouped: MultiBuckets;
  /** The kernel's slab that holds `values` and `buckets` (null: plain arrays, which the count reads in JavaScript). */
  slab: MultiSlab | null;
  /** The kernel's slots when the entry was made (a slab is tried again once the kernel is laid out anew). */
  slots: number;
}

const bucketOfValue = (bounds: Float64Array, v: number) => (v === v ? bucketOf(bounds, v) : MISSING_BUCKET);

const sitesOf = new WeakMap<Topology, MultiSites>();

export function multiSites(t: Topology): MultiSites {
  let found = sitesOf.get(t);
  if (!found) {
    const locations: number[] = [];
    const ordinal = new Int32Array(t.size).fill(-1);
    for (let i = 0; i < t.size; i++) {
      if (t.siteStart[i + 1]! - t.siteStart[i]! < 2) continue;
      ordinal[i] = locations.length;
      locations.push(i);
    }
    found = { locations: Int32Array.from(locations), ordinal };
    sitesOf.set(t, found);
  }
  return found;
}

/** Bytes per multi-site Betrieb and figure: its value, bucket and place in the bucket grouping. */
const MULTI_ENTRY_BYTES = 13;

/** Memory for combined values per tree (an evaluation's 200 figures at 60,000 sites ~10 MB on one date). */
const MULTI_BYTES = 48 * 1024 * 1024;
/** Trees whose values are kept: the current one and the one before (a tree is replaced, never changed; the older one's slabs go back to the kernel). */
const TREES = 2;

interface TreeValues {
  bytes: number;
  bySnapshot: Map<Snapshot, Map<number, MultiValues>>;
  newest: Snapshot | null;
}

export class MultiSiteValues {
  /** Per tree (least recently begun first): per snapshot (least recently used first) its figures' combined values, and their bytes. */
  private readonly cache = new Map<Topology, TreeValues>();

  /** `kernel`: the engine's count kernel, whose memory holds the values and buckets (none: plain arrays). */
  constructor(
    private readonly figures: FigureInfo,
    private readonly kernel?: CountKernel,
  ) {}

  /** The combined values of one figure on the snapshot's day, bucketed with `bounds` (version `boundsVersion`). */
  of(t: Topology, snapshot: Snapshot, field: number, bounds: Float64Array, boundsVersion: number): MultiValues {
    const found = this.combined(t, snapshot, field);
    const { values, buckets, stale } = found;
    if (found.bounds !== boundsVersion) {
      for (let o = 0; o < values.length; o++) buckets[o] = bucketOfValue(bounds, values[o]!);
      found.bounds = boundsVersion;
      found.grouped = groupByBucket(buckets, values, found.grouped);
    } else if (stale) {
      // After an upload: only the Betriebe combined anew (the others kept the older values' buckets).
      for (const o of stale) {
        const from = buckets[o]!;
        buckets[o] = bucketOfValue(bounds, values[o]!);
        moveEntry(found.grouped, o, from, buckets[o]!, values[o]!);
      }
    }
    found.stale = null;
    return found;
  }

  /** The combined values only (per ordinal, NaN: none): what top-in and the direct selection read; bucketing is left to `of`. */
  values(t: Topology, snapshot: Snapshot, field: number): Float64Array {
    return this.combined(t, snapshot, field).values;
  }

  private combined(t: Topology, snapshot: Snapshot, field: number): MultiValues {
    let tree = this.cache.get(t);
    if (!tree) {
      if (this.cache.size >= TREES) this.forgetTree(this.cache.keys().next().value!);
      this.cache.set(t, (tree = { bytes: 0, bySnapshot: new Map(), newest: null }));
    }
    const { bySnapshot } = tree;
    let byField = bySnapshot.get(snapshot);
    // Most recently used last; the snapshot asked last already is (an evaluation asks the same one
    // per figure, and a Map's delete and set of its last entry make it rehash every few calls).
    if (!byField || tree.newest !== snapshot) {
      if (byField) bySnapshot.delete(snapshot);
      else {
        byField = new Map();
        // The entry holds the snapshot too.
        tree.bytes += snapshot.pick.byteLength;
      }
      bySnapshot.set(snapshot, byField);
      tree.newest = snapshot;
    }
    let found = byField.get(field);
    // A kernel laid out anew (the store grew) gave every slab up, or has room for one now (values
    // asked before its first layout): combined again.
    if (found && !this.current(found)) {
      byField.delete(field);
      tree.bytes -= MULTI_ENTRY_BYTES * found.values.length;
      found = undefined;
    }
    if (!found) {
      const { locations, ordinal } = multiSites(t);
      const columns = columnsOf(snapshot, field);
      const intensive = this.figures.intensive[field] === 1;
      const weights = intensive && this.figures.weightField >= 0 ? columnsOf(snapshot, this.figures.weightField) : null;
      const combine = (i: number) => combineSites(snapshot, t.siteSlots, t.siteStart[i]!, t.siteStart[i + 1]!, columns, intensive, weights);
      // After a few sites changed: the older snapshot's values, combined anew only for their Betriebe.
      // The older snapshot of this date is no longer served (the patched one replaced it in the
      // engine), so its arrays move over instead of being copied (~50 kB per figure at 60,000 sites).
      const olderFields = snapshot.from && bySnapshot.get(snapshot.from.snapshot);
      const older = olderFields?.get(field);
      if (older && this.current(older)) {
        olderFields!.delete(field);
        tree.bytes -= MULTI_ENTRY_BYTES * locations.length;
        const values = older.values;
        const again: number[] = older.stale ? [...older.stale] : [];
        for (const i of locationsOfSlots(t, snapshot.from!.slots)) {
          if (ordinal[i]! < 0) continue;
          values[ordinal[i]!] = combine(i);
          again.push(ordinal[i]!);
        }
        found = { values, buckets: older.buckets, bounds: older.bounds, stale: Int32Array.from(again), grouped: older.grouped, slab: older.slab, slots: older.slots };
      } else {
        const slab = this.kernel?.allocateMulti(locations.length) ?? null;
        const values = slab ? slab.values : new Float64Array(locations.length);
        for (let o = 0; o < locations.length; o++) values[o] = combine(locations[o]!);
        found = { values, buckets: slab ? slab.buckets : new Uint8Array(locations.length), bounds: Number.NaN, stale: null, grouped: NO_MULTI_BUCKETS, slab, slots: this.kernel?.capacity ?? 0 };
      }
      byField.set(field, found);
      tree.bytes += MULTI_ENTRY_BYTES * locations.length;
      // Other dates' values out, least recently used first, until within budget.
      for (const [old, fields] of bySnapshot) {
        if (tree.bytes <= MULTI_BYTES || old === snapshot) break;
        bySnapshot.delete(old);
        this.releaseAll(fields);
        tree.bytes -= old.pick.byteLength + MULTI_ENTRY_BYTES * locations.length * fields.size;
      }
    }
    return found;
  }

  /** Whether an entry's arrays are where they belong: its slab still its own, or plain arrays while the kernel's layout is the one they were made in. */
  private current(entry: MultiValues): boolean {
    if (!this.kernel) return true;
    return entry.slab ? this.kernel.holds(entry.slab) : entry.slots === this.kernel.capacity;
  }

  private forgetTree(t: Topology): void {
    for (const fields of this.cache.get(t)!.bySnapshot.values()) this.releaseAll(fields);
    this.cache.delete(t);
  }

  private releaseAll(fields: Map<number, MultiValues>): void {
    for (const gone of fields.values()) if (gone.slab) this.kernel!.release(gone.slab);
  }
}
