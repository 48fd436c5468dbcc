// A WebAssembly module of one exported function over one exported memory ("mem", one page to start),
// assembled around the function's body bytes: the header, the sections and their LEB128 lengths
// written once, for the engine's kernel (kernel-module.ts) and the bench's bound readers
// (bench/memory-bound.ts). No toolchain needed; each body is written from its opcodes where it is used.

export const I32 = 0x7f;
export const F32 = 0x7d;

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

/** A memory access's alignment (log2) and offset. */
export const memarg = (align: number, offset = 0) => [align, ...leb(offset)];

const section = (id: number, bytes: number[]) => [id, ...leb(bytes.length), ...bytes];
const name = (text: string) => [text.length, ...Array.from(text, (c) => c.charCodeAt(0))];

/** The module's bytes: `body` starts with the function's local declarations and ends with `end`. */
export function oneFunctionModule(exportName: string, params: readonly number[], results: readonly number[], body: readonly number[]): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, [0x01, 0x60, params.length, ...params, results.length, ...results]),
    ...section(3, [0x01, 0x00]),
    ...section(5, [0x01, 0x00, 0x01]),
    ...section(7, [0x02, ...name('mem'), 0x02, 0x00, ...name(exportName), 0x00, 0x00]),
    ...section(10, [0x01, ...leb(body.length), ...body]),
  ]);
}
