// The engine's WebAssembly module (used by count-kernel.ts), its body written here from its opcodes
// (the module around it: wasm-assembly.ts): the histogram count, a loop JavaScript cannot run as fast
// over typed arrays (every typed-array access checks its bounds and kind; WebAssembly's do not).
import { VALUE_BUCKETS } from './column-index.ts';
import { I32, memarg, oneFunctionModule } from './wasm-assembly.ts';

/** Bytes of one histogram (Int32 counters: the value buckets and MISSING_BUCKET). */
export const HISTOGRAM = (VALUE_BUCKETS + 1) * 4;

const op = { get: 0x20, set: 0x21, tee: 0x22, i32Load: 0x28, i32Load8u: 0x2d, i32Store: 0x36, const: 0x41, add: 0x6a, shl: 0x74, ltU: 0x49, loop: 0x03, void: 0x40, brIf: 0x0d, end: 0x0b } as const;

/**
 * (func $count (param $slots $n $b0 $b1 $b2 $b3 $h i32) (local $end $s $at i32)
 *   end = slots + 4n
 *   loop: s = load(slots); for lane l: at = h + 4·load8_u(b_l + s); store offset=l·HISTOGRAM (at, load offset=l·HISTOGRAM (at) + 1)
 *         slots += 4; br_if (slots <u end))
 * A member's four increments; lane l's histogram lies l·HISTOGRAM bytes after $h. n > 0.
 */
function countBody(): number[] {
  const [SLOTS, N, H, END, S, AT] = [0, 1, 6, 7, 8, 9];
  const lane = (bucketParam: number, l: number) => [
    op.get, H, op.get, bucketParam, op.get, S, op.add, op.i32Load8u, ...memarg(0), op.const, 2, op.shl, op.add, op.tee, AT,
    op.get, AT, op.i32Load, ...memarg(2, l * HISTOGRAM), op.const, 1, op.add, op.i32Store, ...memarg(2, l * HISTOGRAM),
  ];
  return [
    0x01, 0x03, I32,
    op.get, SLOTS, op.get, N, op.const, 2, op.shl, op.add, op.set, END,
    op.loop, op.void,
    op.get, SLOTS, op.i32Load, ...memarg(2), op.set, S,
    ...lane(2, 0), ...lane(3, 1), ...lane(4, 2), ...lane(5, 3),
    op.get, SLOTS, op.const, 4, op.add, op.tee, SLOTS, op.get, END, op.ltU, op.brIf, 0,
    op.end, op.end,
  ];
}

const BYTES = oneFunctionModule('count', Array<number>(7).fill(I32), [], countBody());

export interface KernelExports {
  memory: WebAssembly.Memory;
  count: (slots: number, n: number, b0: number, b1: number, b2: number, b3: number, h: number) => void;
}

let compiled: WebAssembly.Module | null = null;

/** A new instance (its own memory); the module is compiled once per process. */
export function kernelInstance(): KernelExports {
  compiled ??= new WebAssembly.Module(BYTES);
  const exports = new WebAssembly.Instance(compiled, {}).exports;
  return { memory: exports.mem as WebAssembly.Memory, count: exports.count as KernelExports['count'] };
}
