// A WebAssembly module of exported functions over one exported memory ("mem": its own, one page to
// start, or a shared one it imports), assembled around the functions' body bytes: the header, the
// sections and their LEB128 lengths written once, for the engine's kernel (kernel-module.ts) and the
// bench's bound readers (bench/memory-bound.ts). No toolchain needed; each body is written from its
// opcodes where it is used.

export const I32 = 0x7f;
export const F32 = 0x7d;
export const F64 = 0x7c;

/** An unsigned LEB128 number (section and body lengths, memory offsets). */
export function leb(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return out;
}

/** A signed LEB128 number (i32.const operands). */
export function sleb(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    const done = (n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0);
    out.push(done ? byte : byte | 0x80);
    if (done) return out;
  }
}

/** A memory access's alignment (log2) and offset. */
export const memarg = (align: number, offset = 0) => [align, ...leb(offset)];

const section = (id: number, bytes: number[]) => [id, ...leb(bytes.length), ...bytes];
const name = (text: string) => [text.length, ...Array.from(text, (c) => c.charCodeAt(0))];

export interface WasmFunction {
  name: string;
  params: readonly number[];
  results: readonly number[];
  /** Starts with the function's local declarations and ends with `end`. */
  body: readonly number[];
}

/**
 * The module's bytes: each function exported under its name (function i has type i). With
 * `sharedPages`, the memory is imported as env.mem, shared, of at most that many pages (what
 * threads counting in one memory need: count-kernel.ts); else the module has its own.
 */
export function functionsModule(functions: readonly WasmFunction[], sharedPages?: number): Uint8Array<ArrayBuffer> {
  const n = functions.length;
  const memory = sharedPages ? section(2, [0x01, ...name('env'), ...name('mem'), 0x02, 0x03, 0x01, ...leb(sharedPages)]) : section(5, [0x01, 0x00, 0x01]);
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, [n, ...functions.flatMap((f) => [0x60, f.params.length, ...f.params, f.results.length, ...f.results])]),
    ...(sharedPages ? memory : []),
    ...section(3, [n, ...functions.map((_, i) => i)]),
    ...(sharedPages ? [] : memory),
    ...section(7, [n + 1, ...name('mem'), 0x02, 0x00, ...functions.flatMap((f, i) => [...name(f.name), 0x00, i])]),
    ...section(10, [n, ...functions.flatMap((f) => [...leb(f.body.length), ...f.body])]),
  ]);
}

/** A module of one function (the bench's readers). */
export const oneFunctionModule = (exportName: string, params: readonly number[], results: readonly number[], body: readonly number[]) => functionsModule([{ name: exportName, params, results, body }]);
