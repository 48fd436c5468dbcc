// The histogram count and sums of figure-lanes.ts in WebAssembly (kernel-module.ts). In JavaScript
// each `h[b[s]]++` on typed arrays costs ~2 ns on the 2-core hosts (every typed-array access checks
// its bounds and kind; a member touches 13 of them for four figures); the same loop in WebAssembly
// ~0.6 ns; summing the four values there in the same loop took an evaluation's passes from 9.7 to
// 6.1 ms against counting there and summing in JavaScript (side by side on the bench's shapes).
// WebAssembly reads only its own memory, so each month column's order index keeps its bucket bytes
// and a float copy of the column in a slab of this memory (order-index.ts allocates them,
// index-patch.ts keeps the copy current), and so do the multi-site Betriebe's combined values and
// their buckets (multi-site.ts): nothing is copied per pass. The groups' member lists are copied in
// once per shared plan. A missing value counts into MISSING_BUCKET, which no statistic reads, and
// adds nothing to a sum.
//
// The memory is shared: the count of an evaluation's quads (four figures of all its groups) is
// written as steps and run by two threads (count-crew.ts), each quad into a region of its own.
// Memory: [per quad: histograms | their prefix sums | sums | a call's sums] [member lists] (sized by
// the store's capacity), then the slabs, each the buckets of `capacity` slots and their floats. The
// regions are read where they are, through views made once (a shared memory's views stay valid
// when it grows).
import { countCrew, type CountCrew } from './count-crew.ts';
import { COUNT, COUNT_SUM, COUNT_SUM_MULTI, LOCATE, LOCATED, PREFIX, QUADS, runSteps, stepKernelOf, WORDS, ZERO, type StepKernel } from './count-steps.mjs';
import { VALUE_BUCKETS } from './column-index.ts';
import { HISTOGRAM, kernelInstance } from './kernel-module.ts';
import { SHARED_GROUPS, type SharedPlan } from './shared-plan.ts';

/** One value per figure counted together. */
export type Four<T> = readonly [T, T, T, T];

/** Figures counted together (figure-lanes.ts): a histogram per group and lane. */
export const LANES = 4;
const PAGE = 65536;
const HISTOGRAMS = SHARED_GROUPS * LANES * HISTOGRAM;
/**
 * A quad's region: its histograms, their prefix sums, its sums per group and lane, one call's four
 * sums, where its asked statistics lie (count-steps.mjs `locate`), and what is asked: the lanes'
 * directions, the ranked values' buckets per group and lane, the groups' percentile thresholds.
 */
const BELOW_AT = HISTOGRAMS;
const SUMS_AT = BELOW_AT + HISTOGRAMS;
const OUT_AT = SUMS_AT + HISTOGRAMS / HISTOGRAM * 8;
const LOCATED_AT = OUT_AT + LANES * 8;
const DIRECTIONS_AT = LOCATED_AT + SHARED_GROUPS * LANES * LOCATED * 4;
const RANKS_AT = DIRECTIONS_AT + LANES * 4;
const THRESHOLDS_AT = align8(RANKS_AT + SHARED_GROUPS * LANES * 4);
const REGION = align8(THRESHOLDS_AT + SHARED_GROUPS * 8);
const LISTS_AT = QUADS * REGION;

/** What lives in a slab: an order index's bucket bytes and float copy. */
export interface SlabOwner {
  slab: number;
  bucket: Uint8Array;
  slotValues: Float32Array;
}

/** A slab holding the multi-site Betriebe's order buckets and combined values of one figure and date (multi-site.ts). */
export interface MultiSlab {
  slab: number;
  buckets: Uint8Array;
  values: Float64Array;
}

/** What a quad's groups ask of its four figures (count-steps.mjs `locate`). */
export interface QuadAsk {
  /** Per lane: its figure's direction. */
  directions: number[];
  /** Per group g and lane l (g · LANES + l): the bucket of the value whose rank is asked (−1: none). */
  ranks: number[];
  /** Per group: a percentile group's percent (NaN: a mean). */
  thresholds: number[];
}

/** A quad's results, read where the kernel counted them (until its region is used again). */
export interface QuadViews {
  /** Per group and lane: n, then per asked statistic its k, bucket, above and count (count-steps.mjs `locate`). */
  located: Int32Array[][];
  /** Per group and lane: its histogram's counts, and how many counted values lie below each bucket (bucket b; VALUE_BUCKETS: all). */
  counts: Int32Array[][];
  below: Int32Array[][];
  /** Per group and lane (g · LANES + l): the sum of the summed groups' values. */
  sums: Float64Array;
}

/** One engine's counting memory: its quads' histograms and sums, the plan's slot lists, the slabs. */
export class CountKernel {
  private readonly memory: WebAssembly.Memory;
  private readonly crew: CountCrew;
  /** This kernel's id with the crew. */
  private readonly id: number;
  private i32: Int32Array;
  private f64: Float64Array;
  /** What count-steps.mjs runs on this thread. */
  private readonly steps: StepKernel;
  /** Slots per slab (the store's capacity) and where the slabs begin. */
  private slots = 0;
  private slabsAt = LISTS_AT;
  private slabBytes = 0;
  private highWater = 0;
  private readonly free: number[] = [];
  private readonly owners = new Map<number, SlabOwner | MultiSlab>();
  /** Slabs released while a job ran (a published quad may still count from them): freed at its end. */
  private readonly held: number[] = [];
  /** The plan whose member lists are in memory, and where each group's list k starts and its length (begin). */
  private plan: SharedPlan | null = null;
  private listAt: number[][] = [];
  private listLength: number[][] = [];
  /** A step's four slabs and their values' addresses (queue's scratch). */
  private readonly slabAt = [0, 0, 0, 0];
  private readonly valuesAt = [0, 0, 0, 0];
  /** prefixHere's steps. */
  private readonly endSteps = new Int32Array(WORDS[PREFIX]! + WORDS[LOCATE]!);
  /** Per quad region: its views (made on first use). */
  private readonly views: QuadViews[] = [];

  constructor(crew: CountCrew = countCrew()) {
    const exports = kernelInstance();
    this.memory = exports.memory;
    this.crew = crew;
    this.id = crew.adopt(this);
    this.i32 = new Int32Array(this.memory.buffer);
    this.f64 = new Float64Array(this.memory.buffer);
    this.reserve(LISTS_AT);
    // The regions lie in the first pages: these views reach them however the memory grows.
    this.steps = stepKernelOf(exports, this.memory);
  }

  /** Whether this kernel's job runs (quads queued and not yet ended). */
  private get running(): boolean {
    return this.crew.runs(this.id);
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
    if (this.running) throw new Error('the count kernel was laid out anew during a job');
    this.slots = capacity;
    // A group's single-site slots (over all blocks) and its multi-site ordinals are each at most `capacity`.
    this.slabsAt = LISTS_AT + SHARED_GROUPS * 2 * capacity * 4;
    // Aligned to 8: a slab may hold doubles (allocateMulti).
    this.slabBytes = align8(align8(capacity) + capacity * 4);
    this.highWater = this.slabsAt;
    this.free.length = 0;
    this.held.length = 0;
    this.owners.clear();
    this.plan = null;
    this.reserve(this.slabsAt);
  }

  /** A slab for `owner` (its views set); release gives it back. */
  allocate(owner: SlabOwner): void {
    owner.slab = this.slab();
    owner.bucket = new Uint8Array(this.memory.buffer, owner.slab, this.slots);
    owner.slotValues = new Float32Array(this.memory.buffer, owner.slab + align8(this.slots), this.slots);
    this.owners.set(owner.slab, owner);
  }

  /** A slab for `m` multi-site Betriebe's buckets and combined values; null when they do not fit one (a tree that outgrew the store). */
  allocateMulti(m: number): MultiSlab | null {
    if (this.slots === 0 || align8(m) + 8 * m > this.slabBytes) return null;
    const slab = this.slab();
    const owner: MultiSlab = { slab, buckets: new Uint8Array(this.memory.buffer, slab, m), values: new Float64Array(this.memory.buffer, slab + align8(m), m) };
    this.owners.set(slab, owner);
    return owner;
  }

  release(owner: SlabOwner | MultiSlab): void {
    if (this.owners.get(owner.slab) !== owner) return;
    this.owners.delete(owner.slab);
    (this.running ? this.held : this.free).push(owner.slab);
  }

  /** Whether `owner` still holds its slab in this layout (a reset gives every slab up). */
  holds(owner: MultiSlab): boolean {
    return this.owners.get(owner.slab) === owner;
  }

  private slab(): number {
    let at = this.free.pop();
    if (at === undefined) {
      at = this.highWater;
      this.highWater += this.slabBytes;
      // Room for as many slabs again at once (fewer growths). Pages not yet written take no memory.
      if (this.highWater > this.memory.buffer.byteLength) this.reserve(this.highWater + Math.max(this.highWater - this.slabsAt, 16 * this.slabBytes));
    }
    return at;
  }

  /**
   * Copies `plan`'s member lists in unless they are there already (a plan lives for one call of the
   * engine, which reads it without yielding). A group's lists: its single-site slots per snapshot
   * block, then its multi-site Betriebe's ordinals (list `blocks`).
   */
  begin(plan: SharedPlan): void {
    if (plan === this.plan) return;
    if (this.running) throw new Error('member lists replaced during a count job');
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

  /** Whether the running job has room for another quad over `blocks` blocks. */
  roomFor(blocks: number): boolean {
    // At most: zeroing, a summed count per group and list (the blocks' and the multi-site one), the prefix sums.
    const words = WORDS[ZERO]! + SHARED_GROUPS * (blocks + 1) * WORDS[COUNT_SUM]! + WORDS[PREFIX]! + WORDS[LOCATE]!;
    return !this.running || (this.crew.published < QUADS && this.crew.written + words <= this.crew.commands.length);
  }

  /**
   * Queues a quad of the plan's groups (a job starts with the first): per block k its four
   * figures' slabs (null: no group counts from it), the multi-site Betriebe's four slabs (null:
   * none, or counted by the caller, which then ends the quad with `prefixHere`). The `summed`
   * groups (bit g) add their values too; `ask` says which statistics `locate` finds. Its number, for `take`.
   */
  queue(blocks: readonly (Four<SlabOwner> | null)[], multi: Four<MultiSlab> | null, summed: number, prefix: boolean, ask: QuadAsk): number {
    const plan = this.plan!;
    const groups = plan.groups;
    if (!this.running) this.crew.begin(this.id, this.memory);
    const region = this.crew.published * REGION;
    // What is asked, in the region before it is published.
    for (let l = 0; l < LANES; l++) this.i32[(region + DIRECTIONS_AT) / 4 + l] = ask.directions[l]!;
    for (let i = 0; i < groups * LANES; i++) this.i32[(region + RANKS_AT) / 4 + i] = ask.ranks[i]!;
    for (let g = 0; g < groups; g++) this.f64[(region + THRESHOLDS_AT) / 8 + g] = ask.thresholds[g]!;
    const c = this.crew.commands;
    let w = this.crew.written;
    c[w++] = ZERO;
    c[w++] = region >> 2;
    c[w++] = (region >> 2) + ((groups * LANES * HISTOGRAM) >> 2);
    c[w++] = (region + SUMS_AT) >> 3;
    c[w++] = ((region + SUMS_AT) >> 3) + SHARED_GROUPS * LANES;
    const sumsAt = (region + SUMS_AT) >> 3;
    const floats = align8(this.slots);
    const b = this.slabAt;
    const v = this.valuesAt;
    for (let k = 0; k < blocks.length; k++) {
      const four = blocks[k];
      if (!four) continue;
      for (let l = 0; l < LANES; l++) v[l] = (b[l] = four[l]!.slab) + floats;
      for (let g = 0; g < groups; g++) {
        const n = this.listLength[g]![k]!;
        if (n) w = writeCount(c, w, COUNT_SUM, this.listAt[g]![k]!, n, b, region + g * LANES * HISTOGRAM, (summed >> g) & 1 ? v : null, region + OUT_AT, sumsAt + g * LANES);
      }
    }
    if (multi) {
      const k = blocks.length;
      for (let l = 0; l < LANES; l++) v[l] = (b[l] = multi[l]!.slab) + align8(multi[l]!.buckets.length);
      for (let g = 0; g < groups; g++) {
        const n = this.listLength[g]![k]!;
        if (n) w = writeCount(c, w, COUNT_SUM_MULTI, this.listAt[g]![k]!, n, b, region + g * LANES * HISTOGRAM, (summed >> g) & 1 ? v : null, region + OUT_AT, sumsAt + g * LANES);
      }
    }
    if (prefix) w = writeEnd(c, w, region, groups);
    this.crew.written = w;
    return this.crew.publish();
  }

  /** Waits until quad q is counted (counting here what no thread has claimed yet); its views. */
  take(q: number): QuadViews {
    this.crew.await(q, this.steps);
    return this.viewsOf(q);
  }

  /** Ends quad q's count when its multi-site members were counted by the caller: the prefix sums of its first `groups` groups and where their statistics lie. */
  prefixHere(q: number, groups: number): void {
    const c = this.endSteps;
    runSteps(this.steps, c, 0, writeEnd(c, 0, q * REGION, groups));
  }

  /** Ends the job (also after an error): its quads' regions may be used again, the slabs released meanwhile are free. */
  end(): void {
    if (!this.running) return;
    this.crew.end();
    this.free.push(...this.held);
    this.held.length = 0;
  }

  private viewsOf(q: number): QuadViews {
    let found = this.views[q];
    if (!found) {
      const region = q * REGION;
      const at = (offset: number, g: number, l: number) => new Int32Array(this.memory.buffer, region + offset + (g * LANES + l) * HISTOGRAM, HISTOGRAM >> 2);
      const groups = (offset: number) => Array.from({ length: SHARED_GROUPS }, (_, g) => [0, 1, 2, 3].map((l) => at(offset, g, l)));
      const located = (g: number, l: number) => new Int32Array(this.memory.buffer, region + LOCATED_AT + (g * LANES + l) * LOCATED * 4, LOCATED);
      found = {
        located: Array.from({ length: SHARED_GROUPS }, (_, g) => [0, 1, 2, 3].map((l) => located(g, l))),
        counts: groups(0),
        below: groups(BELOW_AT),
        sums: new Float64Array(this.memory.buffer, region + SUMS_AT, SHARED_GROUPS * LANES),
      };
      this.views[q] = found;
    }
    return found;
  }

  /** Grows the memory to hold `bytes`; the whole-memory views are taken anew (the older ones stay valid, shorter). */
  private reserve(bytes: number): void {
    const have = this.memory.buffer.byteLength;
    if (bytes <= have) return;
    this.memory.grow(Math.ceil((bytes - have) / PAGE));
    this.i32 = new Int32Array(this.memory.buffer);
    this.f64 = new Float64Array(this.memory.buffer);
  }
}

/** Bytes rounded up to a multiple of 8 (a function declaration: the region's layout above uses it). */
function align8(bytes: number): number {
  return (bytes + 7) & ~7;
}

/**
 * Writes the steps that end the quad at `region` (its first `groups` groups) at c[w]: the prefix
 * sums of its histograms, then where each group's asked statistics lie. Returns the next w.
 */
function writeEnd(c: Int32Array, w: number, region: number, groups: number): number {
  c[w++] = PREFIX;
  c[w++] = region;
  c[w++] = region + BELOW_AT;
  c[w++] = groups * LANES;
  c[w++] = LOCATE;
  c[w++] = region >> 2;
  c[w++] = (region + BELOW_AT) >> 2;
  c[w++] = (region + LOCATED_AT) >> 2;
  c[w++] = groups;
  c[w++] = VALUE_BUCKETS;
  c[w++] = (region + DIRECTIONS_AT) >> 2;
  c[w++] = (region + RANKS_AT) >> 2;
  c[w++] = (region + THRESHOLDS_AT) >> 3;
  return w;
}

/**
 * Writes a count step at c[w]: the member list (address, length), the four figures' bucket slabs,
 * the histograms at h; with `values` the step sums too (its op, the values' addresses, where one
 * call's four sums go and where the group's sums add up); else a plain COUNT. Returns the next w.
 */
function writeCount(c: Int32Array, w: number, op: number, list: number, n: number, b: readonly number[], h: number, values: readonly number[] | null, out: number, sums: number): number {
  c[w++] = values ? op : COUNT;
  c[w++] = list;
  c[w++] = n;
  for (let l = 0; l < LANES; l++) c[w++] = b[l]!;
  c[w++] = h;
  if (!values) return w;
  for (let l = 0; l < LANES; l++) c[w++] = values[l]!;
  c[w++] = out;
  c[w++] = sums;
  return w;
}
