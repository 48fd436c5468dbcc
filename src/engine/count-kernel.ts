// The histogram count of figure-lanes.ts in WebAssembly (kernel-module.ts). In JavaScript each
// `h[b[s]]++` on typed arrays costs ~2 ns on the 2-core hosts (every typed-array access checks its
// bounds and kind; a member touches 13 of them for four figures); the same loop in WebAssembly ~0.6 ns
// (measured side by side on the same buckets and slot lists). WebAssembly reads only its own memory,
// so each pass copies the four figures' bucket arrays of a block into it (a memcpy, read once for all
// groups), and each evaluation its groups' member lists (once per shared plan). A missing value counts
// into MISSING_BUCKET, which no statistic reads (multi-site Betriebe without a value too). The counts
// go back into the lanes' Int32Arrays; sums stay in JavaScript (figure-lanes.ts), in the same order.
import { HISTOGRAM, kernelInstance, type KernelExports } from './kernel-module.ts';
import type { SharedPlan } from './shared-plan.ts';

type Four<T> = readonly [T, T, T, T];

/** Histograms per group: one per lane. */
const LANES = 4;
const PAGE = 65536;

/** One engine's counting memory: its groups' histograms, a block's four bucket arrays, the plan's slot lists. */
export class CountKernel {
  private readonly memory: WebAssembly.Memory;
  private readonly count: KernelExports['count'];
  private u8: Uint8Array;
  private i32: Int32Array;
  /** The plan whose member lists are in memory, and where each group's list k starts and its length (begin). */
  private plan: SharedPlan | null = null;
  private listAt: number[][] = [];
  private listLength: number[][] = [];
  private bucketsAt = 0;

  constructor() {
    ({ memory: this.memory, count: this.count } = kernelInstance());
    this.u8 = new Uint8Array(this.memory.buffer);
    this.i32 = new Int32Array(this.memory.buffer);
  }

  /**
   * Starts a pass of four figures over `plan`'s groups: the histograms zeroed, the member lists
   * copied in unless this plan's are there already (a plan lives for one call of the engine, which
   * reads it without yielding), room for bucket arrays of `bucketBytes` each. A group's lists: its
   * single-site slots per snapshot block, then its multi-site Betriebe's ordinals (list `blocks`).
   */
  begin(plan: SharedPlan, bucketBytes: number): void {
    const histograms = plan.groups * LANES * HISTOGRAM;
    if (plan !== this.plan) {
      const lists = plan.single.map((blocks, g) => [...blocks, plan.multiOf[g]!]);
      let entries = 0;
      for (const ofGroup of lists) for (const list of ofGroup) entries += list.length;
      this.bucketsAt = histograms + entries * 4;
      this.reserve(this.bucketsAt + LANES * align8(bucketBytes));
      let at = histograms;
      this.listAt = lists.map((ofGroup) =>
        ofGroup.map((list) => {
          const start = at;
          this.i32.set(list, start >> 2);
          at += list.length * 4;
          return start;
        }),
      );
      this.listLength = lists.map((ofGroup) => ofGroup.map((list) => list.length));
      this.plan = plan;
    } else this.reserve(this.bucketsAt + LANES * align8(bucketBytes));
    this.i32.fill(0, 0, histograms >> 2);
  }

  /** Counts list k of every group (block k's slots; k = blocks: the multi-site ordinals) into its histograms by the four bucket arrays. */
  countList(k: number, buckets: Four<Uint8Array>): void {
    const groups = this.plan!.groups;
    const stride = align8(Math.max(buckets[0].length, buckets[1].length, buckets[2].length, buckets[3].length));
    const at = this.bucketsAt;
    for (let l = 0; l < LANES; l++) this.u8.set(buckets[l]!, at + l * stride);
    for (let g = 0; g < groups; g++) {
      const n = this.listLength[g]![k]!;
      if (n > 0) this.count(this.listAt[g]![k]!, n, at, at + stride, at + 2 * stride, at + 3 * stride, g * LANES * HISTOGRAM);
    }
  }

  /** Group g's counts of lane l (a view into the kernel's memory, valid until the next begin). */
  histogram(g: number, l: number): Int32Array {
    const at = (g * LANES + l) * HISTOGRAM;
    return this.i32.subarray(at >> 2, (at + HISTOGRAM) >> 2);
  }

  /** Grows the memory to hold `bytes` (views are taken anew: growing detaches the old buffer). */
  private reserve(bytes: number): void {
    const have = this.memory.buffer.byteLength;
    if (bytes <= have) return;
    this.memory.grow(Math.ceil((bytes - have) / PAGE));
    this.u8 = new Uint8Array(this.memory.buffer);
    this.i32 = new Int32Array(this.memory.buffer);
  }
}

const align8 = (bytes: number) => (bytes + 7) & ~7;
