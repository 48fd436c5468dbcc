// The WebAssembly histogram count (src/engine/count-kernel.ts) against a plain count: every group's
// four histograms over its lists of each block and its multi-site ordinals, with bucket arrays larger
// than the kernel's first memory page (it grows and takes new views), and a second plan whose lists
// replace the first one's (the lists are copied once per plan, and only then).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALUE_BUCKETS } from '../../../src/engine/column-index.ts';
import { CountKernel } from '../../../src/engine/count-kernel.ts';
import type { SharedPlan } from '../../../src/engine/shared-plan.ts';

type Four<T> = [T, T, T, T];

const planOf = (single: Int32Array[][], multiOf: Int32Array[]) => ({ groups: single.length, single, multiOf }) as unknown as SharedPlan;

function expectCounts(kernel: CountKernel, plan: SharedPlan, buckets: Four<Uint8Array>[], multi: Four<Uint8Array>) {
  const blocks = buckets.length;
  const bytes = Math.max(...buckets.flat().map((b) => b.length), multi[0].length);
  kernel.begin(plan, bytes);
  buckets.forEach((four, k) => kernel.countList(k, four));
  if (plan.multiOf.some((list) => list.length)) kernel.countList(blocks, multi);
  for (let g = 0; g < plan.groups; g++) {
    for (let l = 0; l < 4; l++) {
      const want = new Int32Array(VALUE_BUCKETS + 1);
      plan.single[g]!.forEach((slots, k) => slots.forEach((s) => want[buckets[k]![l]![s]!]!++));
      plan.multiOf[g]!.forEach((o) => want[multi[l]![o]!]!++);
      expect(Array.from(kernel.histogram(g, l)), `group ${g}, lane ${l}`).toEqual(Array.from(want));
    }
  }
}

/** Spread-out bucket bytes without a random generator (a multiplicative hash of the slot). */
const hashed = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 2654435761 + seed) % 251);
const sites = (n: number) => fc.uint8Array({ minLength: n, maxLength: n });
const listOf = (n: number) => fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: Math.min(n, 400) }).map((xs) => Int32Array.from(xs.sort((a, b) => a - b)));

describe('WebAssembly histogram count', () => {
  it('counts like a plain loop, for every group, lane, block and the multi-site ordinals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }).chain((groups) =>
          fc.record({
            groups: fc.constant(groups),
            blocks: fc.integer({ min: 1, max: 3 }),
            size: fc.integer({ min: 1, max: 3000 }),
            multiSize: fc.integer({ min: 1, max: 50 }),
          }),
        ).chain(({ groups, blocks, size, multiSize }) =>
          fc.record({
            buckets: fc.array(fc.tuple(sites(size), sites(size), sites(size), sites(size)), { minLength: blocks, maxLength: blocks }),
            multi: fc.tuple(sites(multiSize), sites(multiSize), sites(multiSize), sites(multiSize)),
            single: fc.array(fc.array(listOf(size), { minLength: blocks, maxLength: blocks }), { minLength: groups, maxLength: groups }),
            multiOf: fc.array(listOf(multiSize), { minLength: groups, maxLength: groups }),
          }),
        ),
        ({ buckets, multi, single, multiOf }) => {
          const kernel = new CountKernel();
          const plan = planOf(single, multiOf);
          expectCounts(kernel, plan, buckets, multi);
          // A second pass over the same plan starts from zero.
          expectCounts(kernel, plan, buckets, multi);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('grows its memory for large bucket arrays and copies the lists of a new plan', () => {
    const size = 200_000; // four bucket arrays of 200 kB: beyond the first 64 kB page
    const four = (seed: number): Four<Uint8Array> => [hashed(size, seed), hashed(size, seed + 1), hashed(size, seed + 2), hashed(size, seed + 3)];
    const every = (step: number, from: number) => Int32Array.from({ length: Math.floor((size - from) / step) }, (_, i) => from + i * step);
    const kernel = new CountKernel();
    const multi = four(9).map((b) => b.subarray(0, 10)) as Four<Uint8Array>;
    expectCounts(kernel, planOf([[every(7, 0)], [every(3, 1)]], [Int32Array.of(1, 4), new Int32Array(0)]), [four(1)], multi);
    // Another plan (another evaluation): other lists and three groups.
    expectCounts(kernel, planOf([[every(5, 2)], [every(11, 0)], [every(2, 1)]], [Int32Array.of(0), Int32Array.of(2, 3), Int32Array.of(9)]), [four(5)], multi);
  });
});
