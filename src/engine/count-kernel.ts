// The histogram count and sums of figure-lanes.ts in WebAssembly (kernel-module.ts). In JavaScript
// each `h[b[s]]++` on typed arrays costs ~2 ns on the 2-core hosts (every typed-array access checks
// its bounds and kind; a member touches 13 of them for four figures); the same loop in WebAssembly
// ~0.6 ns; summing the four values there in the same loop took an evaluation's passes from 9.7 to
// 6.1 ms against counting there and summing in JavaScript (side by side on the bench's shapes).
// WebAssembly reads only its own memory, so each month column's order index keeps its bucket bytes
// and a float copy of the column in a slab of this memory (order-index.ts allocates them,
// index-patch.ts keeps the copy current): nothing of theirs is copied per pass. The groups' member
// lists are copied in once per shared plan; the multi-site Betriebe's buckets and combined values
// (a few ten kB) per pass. A missing value counts into MISSING_BUCKET, which no statistic reads,
// and adds nothing to a sum.
//
// Memory: [histograms | their prefix sums | sums | member lists | multi-site buckets and values]
// (sized by the store's capacity), then the slabs, each the buckets of `capacity` slots and their floats. The
// histograms and prefix sums are read where they are, through views kept for the kernel's life.
import { HISTOGRAM, kernelInstance, type KernelExports } from './kernel-module.ts';
import { SHARED_GROUPS, type SharedPlan } from './shared-plan.ts';

/** One value per figure counted together. */
export type Four<T> = readonly [T, T, T, T];

/** Figures counted together (figure-lanes.ts): a histogram per group and lane. */
export const LANES = 4;
const PAGE = 65536;
const HISTOGRAMS = SHARED_GROUPS * LANES * HISTOGRAM;
const BELOW_AT = HISTOGRAMS;
const SUMS_AT = BELOW_AT + HISTOGRAMS;
const LISTS_AT = SUMS_AT + LANES * 8;

/** What lives in a slab: an order index's bucket bytes and float copy, views the kernel renews when its memory grows. */
export interface SlabOwner {
  slab: number;
  bucket: Uint8Array;
  slotValues: Float32Array;
}

/** One engine's counting memory: its groups' histograms and sums, the plan's slot lists, the indexes' slabs. */
export class CountKernel {
  private readonly memory: WebAssembly.Memory;
  private readonly count: KernelExports['count'];
  private readonly countSum: KernelExports['countSum'];
  private readonly countSumMulti: KernelExports['countSumMulti'];
  private readonly prefix: KernelExports['prefix'];
  private u8: Uint8Array;
  private i32: Int32Array;
  private f64: Float64Array;
  /** Slots per slab (the store's capacity) and where the slabs begin. */
  private slots = 0;
  private multiAt = LISTS_AT;
  private slabsAt = LISTS_AT;
  private slabBytes = 0;
  private highWater = 0;
  private readonly free: number[] = [];
  private readonly owners = new Map<number, SlabOwner>();
  /** The plan whose member lists are in memory, and where each group's list k starts and its length (begin). */
  private plan: SharedPlan | null = null;
  private listAt: number[][] = [];
  private listLength: number[][] = [];
  /** Per group and lane: the sums of the pass so far (block by block, in block order). */
  readonly sums = new Float64Array(SHARED_GROUPS * LANES);
  /** Per group and lane: its histogram's counts and, after `ranked`, how many counted values lie below each bucket (views, renewed when the memory grows). */
  readonly counts: Int32Array[][] = [];
  readonly below: Int32Array[][] = [];

  constructor() {
    ({ memory: this.memory, count: this.count, countSum: this.countSum, countSumMulti: this.countSumMulti, prefix: this.prefix } = kernelInstance());
    this.u8 = new Uint8Array(this.memory.buffer);
    this.i32 = new Int32Array(this.memory.buffer);
    this.f64 = new Float64Array(this.memory.buffer);
    this.reserve(LISTS_AT);
    this.viewHistograms();
  }

  /** Slots per slab (0: none yet). */
  get capacity(): number {
    return this.slots;
  }

  /**
   * Lays the memory out for `capacity` slots: every slab is given up (their indexes are dropped by
   * the caller: a new capacity means new columns), the member lists must be copied again.
   */
  reset(capacity: number): void {
    this.slots = capacity;
    // A group's single-site slots (over all blocks) and its multi-site ordinals are each at most `capacity`.
    this.multiAt = LISTS_AT + SHARED_GROUPS * 2 * capacity * 4;
    // The multi-site Betriebe's buckets and combined values: at most `capacity` of them (each has two sites).
    this.slabsAt = this.multiAt + LANES * align8(capacity) + LANES * 8 * capacity;
    this.slabBytes = align8(capacity) + capacity * 4;
    this.highWater = this.slabsAt;
    this.free.length = 0;
    this.owners.clear();
    this.plan = null;
    this.reserve(this.slabsAt);
  }

  /** A slab for `owner` (its views set); release gives it back. */
  allocate(owner: SlabOwner): void {
    let at = this.free.pop();
    if (at === undefined) {
      at = this.highWater;
      this.highWater += this.slabBytes;
      // Room for as many slabs again at once: each growth takes every slab's views anew and lets the
      // collector run (200 growths for a month's first evaluation cost it ~0.5 s). Pages not yet
      // written take no memory.
      if (this.highWater > this.memory.buffer.byteLength) this.reserve(this.highWater + Math.max(this.highWater - this.slabsAt, 16 * this.slabBytes));
    }
    owner.slab = at;
    this.view(owner);
    this.owners.set(at, owner);
  }

  release(owner: SlabOwner): void {
    if (this.owners.get(owner.slab) !== owner) return;
    this.owners.delete(owner.slab);
    this.free.push(owner.slab);
  }

  /**
   * Starts a pass of four figures over `plan`'s groups: histograms zeroed, sums zeroed, the member
   * lists copied in unless this plan's are there already (a plan lives for one call of the engine,
   * which reads it without yielding). A group's lists: its single-site slots per snapshot block,
   * then its multi-site Betriebe's ordinals (list `blocks`).
   */
  begin(plan: SharedPlan): void {
    if (plan !== this.plan) {
      // Each group's lists fit in their room: a slot counts from one block, a Betrieb is listed once.
      for (let g = 0; g < plan.groups; g++) {
        let entries = plan.multiOf[g]!.length;
        for (const list of plan.single[g]!) entries += list.length;
        if (entries > 2 * this.slots) throw new Error(`group ${g} lists ${entries} members, more than twice the ${this.slots} slots the kernel is laid out for`);
      }
      let at = LISTS_AT;
      this.listAt = plan.single.map((blocks, g) =>
        [...blocks, plan.multiOf[g]!].map((list) => {
          const start = at;
          this.i32.set(list, start >> 2);
          at += list.length * 4;
          return start;
        }),
      );
      this.listLength = plan.single.map((blocks, g) => [...blocks, plan.multiOf[g]!].map((list) => list.length));
      this.plan = plan;
    }
    this.i32.fill(0, 0, HISTOGRAMS >> 2);
    this.sums.fill(0);
  }

  /** Counts block k's list of every group into its histograms by the four indexes' slabs, and adds the values of the `summed` groups (bit g) to `sums`. */
  countBlock(k: number, slabs: Four<SlabOwner>, summed: number): void {
    const groups = this.plan!.groups;
    const [a, b, c, d] = slabs;
    const floats = align8(this.slots);
    for (let g = 0; g < groups; g++) {
      const n = this.listLength[g]![k]!;
      if (n === 0) continue;
      const h = g * LANES * HISTOGRAM;
      if (((summed >> g) & 1) === 0) {
        this.count(this.listAt[g]![k]!, n, a.slab, b.slab, c.slab, d.slab, h);
        continue;
      }
      this.countSum(this.listAt[g]![k]!, n, a.slab, b.slab, c.slab, d.slab, h, a.slab + floats, b.slab + floats, c.slab + floats, d.slab + floats, SUMS_AT);
      this.addSums(g);
    }
  }

  /**
   * Counts every group's multi-site ordinals (the last list) by the four figures' bucket per
   * ordinal and adds the combined values of the `summed` groups (bit g) to `sums`, after the blocks'
   * (the order JavaScript summed them in). Buckets and values are copied in (a few ten kB per pass;
   * gathered where they are, in JavaScript, they cost ~1.4 ms of cache misses per evaluation at
   * 60,000 sites). False, with nothing counted: more Betriebe than the kernel has room for (a tree
   * that grew by more sites than the store since the start), which the caller counts itself.
   */
  countMulti(buckets: Four<Uint8Array>, values: Four<Float64Array>, summed: number): boolean {
    const plan = this.plan!;
    const m = buckets[0].length;
    if (m > this.slots) return false;
    const k = plan.single[0]!.length;
    const stride = align8(m);
    const [b0, b1, b2, b3] = [0, 1, 2, 3].map((l) => this.multiAt + l * stride) as [number, number, number, number];
    for (let l = 0; l < LANES; l++) this.u8.set(buckets[l]!, this.multiAt + l * stride);
    const valuesAt = this.multiAt + LANES * align8(this.slots);
    let copied = false;
    for (let g = 0; g < plan.groups; g++) {
      const n = this.listLength[g]![k]!;
      if (n === 0) continue;
      const list = this.listAt[g]![k]!;
      const h = g * LANES * HISTOGRAM;
      if (((summed >> g) & 1) === 0) {
        this.count(list, n, b0, b1, b2, b3, h);
        continue;
      }
      if (!copied) {
        for (let l = 0; l < LANES; l++) this.f64.set(values[l]!, (valuesAt + l * 8 * m) >> 3);
        copied = true;
      }
      this.countSumMulti(list, n, b0, b1, b2, b3, h, valuesAt, valuesAt + 8 * m, valuesAt + 16 * m, valuesAt + 24 * m, SUMS_AT);
      this.addSums(g);
    }
    return true;
  }

  /** Adds group g's four sums of the last call (at SUMS_AT) to `sums`. */
  private addSums(g: number): void {
    const out = SUMS_AT >> 3;
    for (let l = 0; l < LANES; l++) this.sums[g * LANES + l]! += this.f64[out + l]!;
  }

  /** Ends a pass's counting: `below` of the first `groups` groups' histograms (bucket b: the counts under it; VALUE_BUCKETS: all). */
  ranked(groups: number): void {
    this.prefix(0, BELOW_AT, groups * LANES);
  }

  private viewHistograms(): void {
    const at = (region: number, g: number, l: number) => new Int32Array(this.memory.buffer, region + (g * LANES + l) * HISTOGRAM, HISTOGRAM >> 2);
    for (let g = 0; g < SHARED_GROUPS; g++) {
      this.counts[g] = Array.from({ length: LANES }, (_, l) => at(0, g, l));
      this.below[g] = Array.from({ length: LANES }, (_, l) => at(BELOW_AT, g, l));
    }
  }

  private view(owner: SlabOwner): void {
    owner.bucket = new Uint8Array(this.memory.buffer, owner.slab, this.slots);
    owner.slotValues = new Float32Array(this.memory.buffer, owner.slab + align8(this.slots), this.slots);
  }

  /** Grows the memory to hold `bytes`; growing detaches the old buffer, so every view is taken anew. */
  private reserve(bytes: number): void {
    const have = this.memory.buffer.byteLength;
    if (bytes <= have) return;
    this.memory.grow(Math.ceil((bytes - have) / PAGE));
    this.u8 = new Uint8Array(this.memory.buffer);
    this.i32 = new Int32Array(this.memory.buffer);
    this.f64 = new Float64Array(this.memory.buffer);
    this.viewHistograms();
    for (const owner of this.owners.values()) this.view(owner);
  }
}

const align8 = (bytes: number) => (bytes + 7) & ~7;
