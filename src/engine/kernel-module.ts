// The engine's WebAssembly module (used by count-kernel.ts), its bodies written here from their
// opcodes (the module around them: wasm-assembly.ts): the histogram count, and the same count with
// the four figures' sums, loops JavaScript cannot run as fast over typed arrays (every typed-array
// access checks its bounds and kind; WebAssembly's do not).
import { VALUE_BUCKETS } from './column-index.ts';
import type { StepKernel } from './count-steps.mjs';
import { F32, F64, functionsModule, I32, memarg, sleb } from './wasm-assembly.ts';

/** Bytes of one histogram (Int32 counters: the value buckets and MISSING_BUCKET). */
export const HISTOGRAM = (VALUE_BUCKETS + 1) * 4;

const op = {
  get: 0x20, set: 0x21, tee: 0x22, i32Load: 0x28, f32Load: 0x2a, f64Load: 0x2b, i32Load8u: 0x2d, i32Store: 0x36, f64Store: 0x39,
  const: 0x41, f64Const: 0x44, add: 0x6a, mul: 0x6c, shl: 0x74, ltU: 0x49, f32Eq: 0x5b, f64Eq: 0x61, f64Add: 0xa0, promote: 0xbb, select: 0x1b,
  loop: 0x03, void: 0x40, brIf: 0x0d, end: 0x0b,
} as const;

// Parameters of both: $slots $n $b0 $b1 $b2 $b3 $h; countSum adds $c0 $c1 $c2 $c3 $out.
const [SLOTS, N, H] = [0, 1, 6];
const bucketOfLane = (l: number) => 2 + l;
const columnOfLane = (l: number) => 7 + l;

/** Lane l's increment of the member at $s: at = h + 4·load8_u(b_l + s); store offset=l·HISTOGRAM (at, load (at) + 1). */
const increment = (l: number, s: number, at: number) => [
  op.get, H, op.get, bucketOfLane(l), op.get, s, op.add, op.i32Load8u, ...memarg(0), op.const, 2, op.shl, op.add, op.tee, at,
  op.get, at, op.i32Load, ...memarg(2, l * HISTOGRAM), op.const, 1, op.add, op.i32Store, ...memarg(2, l * HISTOGRAM),
];

/** The loop over the slot list: s = load(slots); …; slots += 4 while slots <u end (n > 0). */
const overSlots = (end: number, s: number, each: number[]) => [
  op.get, SLOTS, op.get, N, op.const, 2, op.shl, op.add, op.set, end,
  op.loop, op.void,
  op.get, SLOTS, op.i32Load, ...memarg(2), op.set, s,
  ...each,
  op.get, SLOTS, op.const, 4, op.add, op.tee, SLOTS, op.get, end, op.ltU, op.brIf, 0,
  op.end,
];

/**
 * (func $count (param $slots $n $b0 $b1 $b2 $b3 $h i32) (local $end $s $at i32)
 *   for each slot s of the list, for lane l: histogram_l[load8_u(b_l + s)]++)
 * A member's four increments; lane l's histogram lies l·HISTOGRAM bytes after $h.
 */
function countBody(): number[] {
  const [END, S, AT] = [7, 8, 9];
  return [0x01, 0x03, I32, ...overSlots(END, S, [0, 1, 2, 3].flatMap((l) => increment(l, S, AT))), op.end];
}

/**
 * (func $countSum (param $slots $n $b0 $b1 $b2 $b3 $h $c0 $c1 $c2 $c3 $out i32)
 *   (local $end $s $at $sv i32) (local $sum0 $sum1 $sum2 $sum3 f64) (local $v f32)
 *   as $count, and sum_l += f32.load(c_l + 4s); f64.store $out + 8l (sum_l))
 * The figures' float columns live beside their buckets in this memory (count-kernel.ts), so the sums
 * read them where JavaScript gathered them through four typed arrays; summed in slot order, each
 * value widened to double as JavaScript does: the same sums to the last bit. The copy holds 0 for a
 * missing value, which adds nothing (a sum from +0 never is −0): no test per value.
 * With `doubles` ($countSumMulti): the multi-site Betriebe's combined values, f64.load(c_l + 8s),
 * where a missing one is NaN: +0 is added in its place.
 */
function countSumBody(doubles = false): number[] {
  const [OUT, END, S, AT, SV, SUM, V] = [11, 12, 13, 14, 15, 16, 20];
  // A column's float copy holds 0 for a missing value (order-index.ts): added as it is. A combined value may be NaN: +0 added instead.
  const add = (l: number) =>
    doubles
      ? [
          op.get, columnOfLane(l), op.get, SV, op.add, op.f64Load, ...memarg(3), op.set, V,
          op.get, SUM + l, op.get, V, op.f64Const, 0, 0, 0, 0, 0, 0, 0, 0, op.get, V, op.get, V, op.f64Eq, op.select, op.f64Add, op.set, SUM + l,
        ]
      : [op.get, SUM + l, op.get, columnOfLane(l), op.get, SV, op.add, op.f32Load, ...memarg(2), op.promote, op.f64Add, op.set, SUM + l];
  return [
    0x03, 0x04, I32, 0x04, F64, 0x01, doubles ? F64 : F32,
    ...overSlots(END, S, [op.get, S, op.const, doubles ? 3 : 2, op.shl, op.set, SV, ...[0, 1, 2, 3].flatMap((l) => [...increment(l, S, AT), ...add(l)])]),
    ...[0, 1, 2, 3].flatMap((l) => [op.get, OUT, op.get, SUM + l, op.f64Store, ...memarg(3, 8 * l)]),
    op.end,
  ];
}

/**
 * (func $prefix (param $h $below $count i32) (local $end $sum $b i32)
 *   for each of $count histograms from $h: below[b] = the counts of the buckets under b, for
 *   b = 0..VALUE_BUCKETS (the last: all values; MISSING_BUCKET's count is left out); the belows lie
 *   from $below, laid out as the histograms)
 * What a group's order statistics are located by (groups-pass.ts), 255 additions per histogram that
 * took JavaScript ~0.3 ms per evaluation.
 */
function prefixBody(): number[] {
  const [HIST, BELOW, COUNT, END, SUM, B] = [0, 1, 2, 3, 4, 5];
  const VALUES = VALUE_BUCKETS * 4;
  return [
    0x01, 0x03, I32,
    op.get, HIST, op.get, COUNT, op.const, ...sleb(HISTOGRAM), op.mul, op.add, op.set, END,
    op.loop, op.void,
    op.const, 0, op.set, SUM, op.const, 0, op.set, B,
    op.loop, op.void,
    op.get, BELOW, op.get, B, op.add, op.get, SUM, op.i32Store, ...memarg(2),
    op.get, SUM, op.get, HIST, op.get, B, op.add, op.i32Load, ...memarg(2), op.add, op.set, SUM,
    op.get, B, op.const, 4, op.add, op.tee, B, op.const, ...sleb(VALUES), op.ltU, op.brIf, 0,
    op.end,
    op.get, BELOW, op.get, SUM, op.i32Store, ...memarg(2, VALUES),
    op.get, BELOW, op.const, ...sleb(HISTOGRAM), op.add, op.set, BELOW,
    op.get, HIST, op.const, ...sleb(HISTOGRAM), op.add, op.tee, HIST, op.get, END, op.ltU, op.brIf, 0,
    op.end,
    op.end,
  ];
}

/** The memory's most pages (64 KiB each): all WebAssembly's 32-bit addresses reach (it grows as the slabs need, up to this). */
const MAX_PAGES = 65536;

const BYTES = functionsModule(
  [
    { name: 'count', params: Array<number>(7).fill(I32), results: [], body: countBody() },
    { name: 'countSum', params: Array<number>(12).fill(I32), results: [], body: countSumBody() },
    { name: 'countSumMulti', params: Array<number>(12).fill(I32), results: [], body: countSumBody(true) },
    { name: 'prefix', params: [I32, I32, I32], results: [], body: prefixBody() },
  ],
  MAX_PAGES,
);

/** The kernel's functions (the types count-steps.mjs runs them with) and its memory. */
export type KernelExports = Pick<StepKernel, 'count' | 'countSum' | 'countSumMulti' | 'prefix'> & { memory: WebAssembly.Memory };

let compiled: WebAssembly.Module | null = null;

/** The module, compiled once per process (a thread that counts in the same memory instantiates it too). */
export function kernelModule(): WebAssembly.Module {
  return (compiled ??= new WebAssembly.Module(BYTES));
}

/** A new instance over a new shared memory (one page to start). */
export function kernelInstance(): KernelExports {
  const memory = new WebAssembly.Memory({ initial: 1, maximum: MAX_PAGES, shared: true });
  const exports = new WebAssembly.Instance(kernelModule(), { env: { mem: memory } }).exports;
  return { memory, count: exports.count as KernelExports['count'], countSum: exports.countSum as KernelExports['countSum'], countSumMulti: exports.countSumMulti as KernelExports['countSum'], prefix: exports.prefix as KernelExports['prefix'] };
}
