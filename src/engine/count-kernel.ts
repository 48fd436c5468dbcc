// The histogram count of figure-lanes.ts in WebAssembly. In JavaScript each `h[b[s]]++` on typed
// arrays costs ~2 ns on the 2-core hosts (every typed-array access checks its bounds and kind; a
// member touches 13 of them for four figures); the same loop in WebAssembly ~0.6 ns (measured side by
// side on the same buckets and slot lists). WebAssembly reads only its own memory, so each pass copies
// the four figures' bucket arrays of a block into it (a memcpy, read once for all groups), and each
// evaluation its groups' member lists (once per shared plan). A missing value counts into
// MISSING_BUCKET, which no statistic reads (multi-site Betriebe without a value included). The counts go back into the lanes'
// Int32Arrays; sums stay in JavaScript (figure-lanes.ts), so the arithmetic and its order are unchanged.
import { VALUE_BUCKETS } from './column-index.ts';
import type { SharedPlan } from './shared-plan.ts';

type Four<T> = readonly [T, T, T, T];

/** Bytes of one histogram (VALUE_BUCKETS + 1 Int32 counters, the last for missing values). */
const HISTOGRAM = (VALUE_BUCKETS + 1) * 4;
/** Histograms per group: one per lane. */
const LANES = 4;
const PAGE = 65536;

/**
 * (func (export "count") (param $slots $n $b0 $b1 $b2 $b3 $h i32) (local $end $s $at i32)
 *   end = slots + 4n
 *   (loop  s = i32.load(slots)
 *          for lane l: at = h + 4·load8_u(b_l + s); i32.store offset=l·HISTOGRAM (at, i32.load offset=l·HISTOGRAM (at) + 1)
 *          slots += 4; br_if (slots <u end)))
 * A member's four increments: lane l's histogram lies l·HISTOGRAM bytes after $h (memarg offsets).
 * The caller never passes n = 0 (the loop runs at least once).
 */
const op = { get: 0x20, set: 0x21, tee: 0x22, load: 0x28, load8u: 0x2d, store: 0x36, const: 0x41, add: 0x6a, shl: 0x74, ltU: 0x49, loop: 0x03, brIf: 0x0d, end: 0x0b } as const;
const [SLOTS, N, H, END, S, AT] = [0, 1, 6, 7, 8, 9];
const leb = (n: number): number[] => {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return out;
};
const laneIncrement = (bucketParam: number, lane: number) => {
  const offset = leb(lane * HISTOGRAM);
  return [
    op.get, H, op.get, bucketParam, op.get, S, op.add, op.load8u, 0x00, 0x00, op.const, 2, op.shl, op.add, op.tee, AT,
    op.get, AT, op.load, 0x02, ...offset, op.const, 1, op.add, op.store, 0x02, ...offset,
  ];
};
const BODY = [
  0x01, 0x03, 0x7f, // locals: end, s, at (i32)
  op.get, SLOTS, op.get, N, op.const, 2, op.shl, op.add, op.set, END,
  op.loop, 0x40,
  op.get, SLOTS, op.load, 0x02, 0x00, op.set, S,
  ...laneIncrement(2, 0), ...laneIncrement(3, 1), ...laneIncrement(4, 2), ...laneIncrement(5, 3),
  op.get, SLOTS, op.const, 4, op.add, op.tee, SLOTS, op.get, END, op.ltU, op.brIf, 0x00,
  op.end, op.end,
];
const section = (id: number, bytes: number[]) => [id, ...leb(bytes.length), ...bytes];
const name = (text: string) => [text.length, ...Array.from(text, (c) => c.charCodeAt(0))];
const MODULE = Uint8Array.from([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  ...section(1, [0x01, 0x60, 0x07, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x00]), // (i32 ×7) → ()
  ...section(3, [0x01, 0x00]),
  ...section(5, [0x01, 0x00, 0x01]), // one memory, one page to start
  ...section(7, [0x02, ...name('mem'), 0x02, 0x00, ...name('count'), 0x00, 0x00]),
  ...section(10, [0x01, ...leb(BODY.length), ...BODY]),
]);
let compiled: WebAssembly.Module | null = null;

/** One engine's counting memory: its groups' histograms, a block's four bucket arrays, the plan's slot lists. */
export class CountKernel {
  private readonly memory: WebAssembly.Memory;
  private readonly count: (slots: number, n: number, b0: number, b1: number, b2: number, b3: number, h: number) => void;
  private u8: Uint8Array;
  private i32: Int32Array;
  /** The plan whose member lists are in memory, and where each group's list k starts and its length (begin). */
  private plan: SharedPlan | null = null;
  private listAt: number[][] = [];
  private listLength: number[][] = [];
  private bucketsAt = 0;

  constructor() {
    compiled ??= new WebAssembly.Module(MODULE);
    const exports = new WebAssembly.Instance(compiled, {}).exports;
    this.memory = exports.mem as WebAssembly.Memory;
    this.count = exports.count as CountKernel['count'];
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
