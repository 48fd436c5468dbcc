// The honest memory bound of an evaluation: how fast this machine can merely read the bytes the
// evaluation must touch, measured with native streaming reads instead of a JavaScript loop (whose
// add-latency chain runs at a fraction of the memory bandwidth). Two readers, each timed p50 over
// several runs, and the faster one is the bound: memchr (Buffer.indexOf of a byte that is not
// there) over buffers laid out like the columns, and a WebAssembly SIMD loop (four 16-byte loads
// per cache line) over a contiguous copy of the columns themselves.

import { Worker } from 'node:worker_threads';
import { F32, I32, oneFunctionModule } from '../src/engine/wasm-assembly.ts';
import { median } from './stats.ts';

/**
 * (module (memory (export "mem") 1)
 *   (func (export "read") (param $at i32) (param $end i32) (result i32) (local v128 v128 v128 v128)
 *     (loop  ;; a|=load(at) b|=load(at+16) c|=load(at+32) d|=load(at+48); at+=64; br_if (at <u end)
 *     ...)
 *     (i32x4.extract_lane 0 (v128.or (v128.or a b) (v128.or c d)))))
 */
const LOAD = (local: number, offset: number) => [0x20, local, 0x20, 0x00, 0xfd, 0x00, 0x04, offset, 0xfd, 0x50, 0x21, local];
const BODY = [
  0x01, 0x04, 0x7b, // four v128 locals
  0x03, 0x40, // loop
  ...LOAD(2, 0x00),
  ...LOAD(3, 0x10),
  ...LOAD(4, 0x20),
  ...LOAD(5, 0x30),
  0x20, 0x00, 0x41, 0xc0, 0x00, 0x6a, 0x21, 0x00, // at += 64
  0x20, 0x00, 0x20, 0x01, 0x49, 0x0d, 0x00, // br_if 0 (at <u end)
  0x0b, // end loop
  0x20, 0x02, 0x20, 0x03, 0xfd, 0x50, 0x20, 0x04, 0x20, 0x05, 0xfd, 0x50, 0xfd, 0x50, 0xfd, 0x1b, 0x00,
  0x0b,
];
const MODULE = oneFunctionModule('read', [I32, I32], [I32], BODY);

export interface BoundReader {
  /** Reads the columns `passes` times (the groups of an evaluation each read the month once). */
  read(passes: number): void;
  bytes: number;
}

/** A WebAssembly SIMD reader over a copy of the columns (the same bytes, contiguous). */
export function wasmReader(columns: readonly Float32Array[]): BoundReader {
  const bytes = columns.reduce((s, c) => s + c.byteLength, 0);
  const instance = new WebAssembly.Instance(new WebAssembly.Module(MODULE), {});
  const read = instance.exports.read as (at: number, end: number) => number;
  // The module's own memory (exported "mem") is grown to hold the copy.
  const own = instance.exports.mem as WebAssembly.Memory;
  own.grow(Math.ceil((bytes + 64) / 65536));
  const target = new Uint8Array(own.buffer);
  let at = 0;
  for (const c of columns) {
    target.set(new Uint8Array(c.buffer, c.byteOffset, c.byteLength), at);
    at += c.byteLength;
  }
  const end = Math.ceil(bytes / 64) * 64;
  return {
    bytes,
    read(passes) {
      for (let p = 0; p < passes; p++) read(0, end);
    },
  };
}

/**
 * The same WebAssembly SIMD read on two threads, each over half the bytes (a second thread's own
 * copy of the later columns): the bound of an evaluation that counts on two threads
 * (src/engine/count-crew.ts), what this machine's memory gives two cores. `close` ends the thread.
 */
export function wasmPairReader(columns: readonly Float32Array[]): BoundReader & { close(): void } {
  const bytes = columns.reduce((s, c) => s + c.byteLength, 0);
  let split = 0;
  let first = 0;
  while (split < columns.length && first + columns[split]!.byteLength <= bytes / 2) first += columns[split++]!.byteLength;
  const mine = wasmReader(columns.slice(0, split));
  const later = columns.slice(split);
  const shared = new Uint8Array(new SharedArrayBuffer(bytes - first));
  let at = 0;
  for (const c of later) {
    shared.set(new Uint8Array(c.buffer, c.byteOffset, c.byteLength), at);
    at += c.byteLength;
  }
  // [passes asked (bumped per read), passes done]
  const control = new Int32Array(new SharedArrayBuffer(8));
  const source = `
    const { workerData } = require('node:worker_threads');
    const { module, shared, control } = workerData;
    const instance = new WebAssembly.Instance(module, {});
    instance.exports.mem.grow(Math.ceil((shared.length + 64) / 65536));
    new Uint8Array(instance.exports.mem.buffer).set(shared);
    const end = Math.ceil(shared.length / 64) * 64;
    let seen = 0;
    Atomics.store(control, 1, -1);
    Atomics.notify(control, 1);
    for (;;) {
      Atomics.wait(control, 0, seen);
      const asked = Atomics.load(control, 0);
      for (let p = seen; p < asked; p++) instance.exports.read(0, end);
      seen = asked;
      Atomics.store(control, 1, asked);
      Atomics.notify(control, 1);
    }`;
  const worker = new Worker(source, { eval: true, workerData: { module: new WebAssembly.Module(MODULE), shared, control } });
  worker.unref();
  // Until its copy is in place.
  while (Atomics.load(control, 1) !== -1) Atomics.wait(control, 1, 0, 50);
  let asked = 0;
  return {
    bytes,
    read(passes) {
      asked += passes;
      Atomics.store(control, 0, asked);
      Atomics.notify(control, 0);
      mine.read(passes);
      while (Atomics.load(control, 1) !== asked);
    },
    close: () => void worker.terminate(),
  };
}

/** memchr over one filled buffer per column, of the columns' sizes (searching for a byte that is absent). */
export function memchrReader(columns: readonly Float32Array[]): BoundReader {
  const buffers = columns.map((c) => Buffer.alloc(c.byteLength, 7)); // filled: untouched zero pages would all map to one page
  const bytes = buffers.reduce((s, b) => s + b.length, 0);
  return {
    bytes,
    read(passes) {
      for (let p = 0; p < passes; p++) for (const b of buffers) if (b.indexOf(1) !== -1) throw new Error('memchr fand ein Byte, das fehlen sollte');
    },
  };
}

/**
 * (module (memory (export "mem") 1)
 *   (func (export "gather") (param $base i32) (param $at i32) (param $end i32) (result f32) (local f32 f32 f32 f32)
 *     (loop  ;; acc_j += f32.load(base + (i32.load(at + 4j) << 2)) for j in 0..3; at += 16; br_if (at <u end)
 *     ...)
 *     (f32.add (f32.add a b) (f32.add c d))))
 */
const GATHER_ONE = (j: number) => [0x20, 3 + j, 0x20, 0x00, 0x20, 0x01, 0x28, 0x02, 4 * j, 0x41, 0x02, 0x74, 0x6a, 0x2a, 0x02, 0x00, 0x92, 0x21, 3 + j];
const GATHER_BODY = [
  0x01, 0x04, 0x7d, // four f32 locals
  0x03, 0x40, // loop
  ...GATHER_ONE(0),
  ...GATHER_ONE(1),
  ...GATHER_ONE(2),
  ...GATHER_ONE(3),
  0x20, 0x01, 0x41, 0x10, 0x6a, 0x21, 0x01, // at += 16
  0x20, 0x01, 0x20, 0x02, 0x49, 0x0d, 0x00, // br_if 0 (at <u end)
  0x0b, // end loop
  0x20, 0x03, 0x20, 0x04, 0x92, 0x20, 0x05, 0x20, 0x06, 0x92, 0x92,
  0x0b,
];
const GATHER_MODULE = oneFunctionModule('gather', [I32, I32, I32], [F32], GATHER_BODY);

/**
 * The evaluation's access pattern without its work: a WebAssembly loop that only loads, for every
 * column, the values at the given member slots (one slot list per group, as the groups gather them)
 * and adds them up (four sums). `bytes` counts the values loaded (4 bytes each), not the cache
 * lines they lie in; `values` how many.
 */
export function gatherReader(columns: readonly Float32Array[], slotLists: readonly Int32Array[]): BoundReader & { values: number } {
  const columnBytes = columns.reduce((s, c) => s + c.byteLength, 0);
  // Each list padded to a multiple of four slots (slot 0) for the four-way loop.
  const padded = slotLists.map((l) => {
    const p = new Int32Array(Math.max(4, Math.ceil(l.length / 4) * 4));
    p.set(l);
    return p;
  });
  const listBytes = padded.reduce((s, l) => s + l.byteLength, 0);
  const instance = new WebAssembly.Instance(new WebAssembly.Module(GATHER_MODULE), {});
  const gather = instance.exports.gather as (base: number, at: number, end: number) => number;
  const own = instance.exports.mem as WebAssembly.Memory;
  own.grow(Math.ceil((columnBytes + listBytes + 64) / 65536));
  const target = new Uint8Array(own.buffer);
  const bases: number[] = [];
  let at = 0;
  for (const c of columns) {
    bases.push(at);
    target.set(new Uint8Array(c.buffer, c.byteOffset, c.byteLength), at);
    at += c.byteLength;
  }
  const lists: [number, number][] = [];
  for (const l of padded) {
    target.set(new Uint8Array(l.buffer, l.byteOffset, l.byteLength), at);
    lists.push([at, at + l.byteLength]);
    at += l.byteLength;
  }
  const values = columns.length * padded.reduce((s, l) => s + l.length, 0);
  let sink = 0;
  return {
    bytes: values * 4,
    values,
    read(passes) {
      for (let p = 0; p < passes; p++) for (const base of bases) for (const [from, to] of lists) sink += gather(base, from, to);
      if (sink === 1.5) console.log(sink);
    },
  };
}

export interface Bound {
  /** p50 of the faster reader, ms. */
  ms: number;
  /** Bytes read. */
  bytes: number;
  gbPerSecond: number;
  reader: string;
  /** p50 per reader, ms. */
  byReader: Record<string, number>;
}

/** The bound of reading the columns `passes` times: p50 of each reader over `runs`, the faster one. */
export function memoryBound(readers: Record<string, BoundReader>, passes: number, runs: number): Bound {
  // The readers take turns run by run, so that all see the same machine load.
  const times: Record<string, number[]> = {};
  for (const [name, r] of Object.entries(readers)) {
    r.read(passes); // warm
    times[name] = [];
  }
  for (let i = 0; i < runs; i++) {
    for (const [name, r] of Object.entries(readers)) {
      const t = performance.now();
      r.read(passes);
      times[name]!.push(performance.now() - t);
    }
  }
  const byReader: Record<string, number> = {};
  for (const [name, ts] of Object.entries(times)) byReader[name] = median(ts);
  const [reader, ms] = Object.entries(byReader).sort((a, b) => a[1] - b[1])[0]!;
  const bytes = readers[reader]!.bytes * passes;
  return { ms, bytes, gbPerSecond: bytes / ms / 1e6, reader, byReader };
}
