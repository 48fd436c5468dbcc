// The WebAssembly histogram count and sums (src/engine/count-kernel.ts) against plain loops: every
// group's four histograms over its lists of each block and its multi-site ordinals, and the sums of
// the summed groups, multi-site values included, to the last bit (missing values add nothing), with slabs beyond the kernel's
// first memory page (it grows; the slabs' views made before stay valid and their contents stay), and a second
// plan whose lists replace the first one's (the lists are copied once per plan, and only then); and
// each histogram's prefix sums (how many counted values lie below each bucket). Each quad of a job
// has its own region: two quads queued before either is taken keep their own counts. Counted by
// one thread and by two (count-crew.ts): the same results. Where each group's asked statistics lie
// (count-steps.mjs `locate`, run where the quad is counted): for every asked rank the bucket whose
// prefix sums enclose it, the values above and in it, and the ranked value's bucket as asked.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALUE_BUCKETS } from '../../../src/engine/column-index.ts';
import { CountCrew } from '../../../src/engine/count-crew.ts';
import { CountKernel, type MultiSlab, type SlabOwner } from '../../../src/engine/count-kernel.ts';
import type { SharedPlan } from '../../../src/engine/shared-plan.ts';
import type { QuadAsk, QuadViews } from '../../../src/engine/count-kernel.ts';
import { boundaryRank, SPREAD_PERCENTS, spreadRank, TOP_SHARE_PERCENT, worstAsLargest } from '../../../src/engine/aggregate.ts';
import { ASKED, LOCATED } from '../../../src/engine/count-steps.mjs';

/** Lanes of each direction, a percentile group (25 %) between two means, ranked values in some buckets. */
const ASK: QuadAsk = { directions: [1, -1, 0, 1], thresholds: [Number.NaN, 25, Number.NaN], ranks: [3, -1, 0, 254, 7, 7, -1, 100, -1, 1, 2, 200] };

/** The k-th largest asked of n values per statistic (the rules of aggregate.ts), the rank's 0. */
function askedKs(n: number, direction: number, threshold: number): number[] {
  if (n === 0) return Array<number>(ASKED).fill(0);
  const fromBest = (k: number) => (direction === -1 ? n - k + 1 : k);
  return [
    direction === 1 ? 1 : direction === -1 ? n : 0,
    direction === 0 ? 0 : fromBest(boundaryRank(TOP_SHARE_PERCENT, n)),
    threshold === threshold ? fromBest(boundaryRank(threshold, n)) : 0,
    ...SPREAD_PERCENTS.map((p) => worstAsLargest(spreadRank(p, n), n, direction as -1 | 0 | 1)),
    0,
  ];
}

type Four<T> = [T, T, T, T];

const planOf = (single: Int32Array[][], multiOf: Int32Array[]) => ({ groups: single.length, single, multiOf }) as unknown as SharedPlan;

/** A block's four figures: bucket bytes and values per slot. */
interface Figures {
  buckets: Four<Uint8Array>;
  values: Four<Float32Array>;
}

/** The four figures of each block in slabs of the kernel (laid out for `capacity` slots). */
function inSlabs(kernel: CountKernel, blocks: Figures[], capacity: number): Four<SlabOwner>[] {
  kernel.reset(capacity);
  return blocks.map((block) =>
    block.buckets.map((bucket, l) => {
      const owner: SlabOwner = { slab: -1, bucket: new Uint8Array(0), slotValues: new Float32Array(0) };
      kernel.allocate(owner);
      owner.bucket.set(bucket);
      // As an order index keeps it: 0 for a missing value.
      owner.slotValues.set(block.values[l]!.map((v) => (v === v ? v : 0)));
      return owner;
    }) as unknown as Four<SlabOwner>,
  );
}

/** The multi-site Betriebe's combined values of the four figures (doubles, some missing) from their bucket bytes. */
const combinedOf = (multi: Four<Uint8Array>) => multi.map((buckets, l) => Float64Array.from(buckets, (b, o) => ((b + o * l) % 7 === 3 ? Number.NaN : b / 3 + o * 1e-7))) as unknown as Four<Float64Array>;

/** The multi-site Betriebe's buckets and combined values in slabs of the kernel. */
function multiInSlabs(kernel: CountKernel, multi: Four<Uint8Array>): Four<MultiSlab> {
  const combined = combinedOf(multi);
  return multi.map((buckets, l) => {
    const slab = kernel.allocateMulti(buckets.length)!;
    slab.buckets.set(buckets);
    slab.values.set(combined[l]!);
    return slab;
  }) as unknown as Four<MultiSlab>;
}

/** Queues `passes` quads of the same figures in one job, then takes each and compares it. */
function expectCounts(kernel: CountKernel, plan: SharedPlan, blocks: Figures[], slabs: Four<SlabOwner>[], multi: Four<Uint8Array>, multiSlabs: Four<MultiSlab>, summed: number, passes = 1) {
  kernel.begin(plan);
  const quads = Array.from({ length: passes }, () => kernel.queue(slabs, plan.multiOf.some((list) => list.length) ? multiSlabs : null, summed, true, ASK));
  try {
    for (const q of quads) expectQuad(kernel.take(q), plan, blocks, multi, summed);
  } finally {
    kernel.end();
  }
}

function expectQuad(views: QuadViews, plan: SharedPlan, blocks: Figures[], multi: Four<Uint8Array>, summed: number) {
  const combined = combinedOf(multi);
  for (let g = 0; g < plan.groups; g++) {
    for (let l = 0; l < 4; l++) {
      const want = new Int32Array(VALUE_BUCKETS + 1);
      // Each block's sum in slot order, the blocks' sums added in block order (as figure-lanes.ts summed them in JavaScript).
      let sum = 0;
      plan.single[g]!.forEach((slots, k) => {
        let ofBlock = 0;
        slots.forEach((s) => {
          want[blocks[k]!.buckets[l]![s]!]!++;
          const v = blocks[k]!.values[l]![s]!;
          if ((summed >> g) & 1 && v === v) ofBlock += v;
        });
        sum += ofBlock;
      });
      // The multi-site members' sum from zero, added after the blocks' (as figure-lanes.ts did in JavaScript).
      let ofMulti = 0;
      plan.multiOf[g]!.forEach((o) => {
        want[multi[l]![o]!]!++;
        const v = combined[l]![o]!;
        if ((summed >> g) & 1 && v === v) ofMulti += v;
      });
      sum += ofMulti;
      expect(Array.from(views.counts[g]![l]!), `group ${g}, lane ${l}`).toEqual(Array.from(want));
      // Below bucket b: the counts of the buckets under it; at VALUE_BUCKETS all values (the missing ones left out).
      const below = Array.from({ length: VALUE_BUCKETS + 1 }, (_, b) => want.subarray(0, b).reduce((a, c) => a + c, 0));
      expect(Array.from(views.below[g]![l]!), `group ${g}, lane ${l} below`).toEqual(below);
      // Located: n, then per statistic k, bucket, above, count.
      const n = below[VALUE_BUCKETS]!;
      const located = views.located[g]![l]!;
      expect(located.length).toBe(LOCATED);
      expect(located[0], `group ${g}, lane ${l} n`).toBe(n);
      askedKs(n, ASK.directions[l]!, ASK.thresholds[g]!).forEach((k, s) => {
        const [kk, b, above, count] = located.subarray(1 + 4 * s, 5 + 4 * s);
        const what = `group ${g}, lane ${l}, statistic ${s}`;
        expect(kk, what).toBe(k);
        const rankBucket = s === ASKED - 1 && n > 0 ? ASK.ranks[g * 4 + l]! : -1;
        if (k === 0 && rankBucket < 0) return expect([b, above, count], what).toEqual([-1, 0, 0]);
        // The (n − k + 1)-th smallest lies in bucket b: fewer below it, enough up to its end.
        const at = k === 0 ? rankBucket : b!;
        if (k !== 0) expect(below[at]! < n - k + 1 && n - k + 1 <= below[at + 1]!, `${what}: bucket ${at}`).toBe(true);
        expect([b, above, count], what).toEqual([at, n - below[at + 1]!, want[at]]);
      });
      const got = views.sums[g * 4 + l]!;
      expect(Object.is(got, sum) || got === sum, `group ${g}, lane ${l} sum ${got} ≠ ${sum}`).toBe(true);
    }
  }
}

/** Spread-out bucket bytes without a random generator (a multiplicative hash of the slot). */
const hashed = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 2654435761 + seed) % 251);
const sites = (n: number) => fc.uint8Array({ minLength: n, maxLength: n });
const floats = (n: number) => fc.array(fc.oneof(fc.constant(Number.NaN), fc.float({ noDefaultInfinity: true, noNaN: true })), { minLength: n, maxLength: n }).map((xs) => Float32Array.from(xs));
const listOf = (n: number) => fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: Math.min(n, 400) }).map((xs) => Int32Array.from(xs.sort((a, b) => a - b)));

/** The main thread alone, and with a helper thread. */
const alone = new CountCrew(1);
const helped = new CountCrew(2);

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
            blocks: fc.array(fc.record({ buckets: fc.tuple(sites(size), sites(size), sites(size), sites(size)), values: fc.tuple(floats(size), floats(size), floats(size), floats(size)) }), { minLength: blocks, maxLength: blocks }),
            multi: fc.tuple(sites(multiSize), sites(multiSize), sites(multiSize), sites(multiSize)),
            // A slot counts from one block: each group's members spread over the blocks.
            single: fc.array(fc.tuple(listOf(size), fc.array(fc.nat(blocks - 1), { minLength: size, maxLength: size })).map(([members, block]) => Array.from({ length: blocks }, (_, k) => members.filter((s) => block[s] === k))), { minLength: groups, maxLength: groups }),
            multiOf: fc.array(listOf(multiSize), { minLength: groups, maxLength: groups }),
            summed: fc.integer({ min: 0, max: 7 }),
            size: fc.constant(size),
          }),
        ),
        ({ blocks, multi, single, multiOf, summed, size }) => {
          for (const crew of [alone, helped]) {
            const kernel = new CountKernel(crew);
            const plan = planOf(single, multiOf);
            const slabs = inSlabs(kernel, blocks, Math.max(size, 2 * multi[0].length));
            const multiSlabs = multiInSlabs(kernel, multi);
            // Three quads of one job, each from zero in its own region; then a second job.
            expectCounts(kernel, plan, blocks, slabs, multi, multiSlabs, summed, 3);
            expectCounts(kernel, plan, blocks, slabs, multi, multiSlabs, summed);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('grows its memory for many slabs, keeps their contents, and copies the lists of a new plan', () => {
    const size = 200_000; // slabs of 1 MB: the memory grows with every one
    const four = (seed: number): Figures => ({
      buckets: [hashed(size, seed), hashed(size, seed + 1), hashed(size, seed + 2), hashed(size, seed + 3)],
      values: [0, 1, 2, 3].map((l) => Float32Array.from({ length: size }, (_, i) => (i % 17 === l ? Number.NaN : ((i * (seed + l)) % 1000) / 8))) as unknown as Four<Float32Array>,
    });
    const every = (step: number, from: number) => Int32Array.from({ length: Math.floor((size - from) / step) }, (_, i) => from + i * step);
    const kernel = new CountKernel(helped);
    const multi = four(9).buckets.map((b) => b.subarray(0, 10)) as unknown as Four<Uint8Array>;
    const blocks = [four(1), four(5)];
    const slabs = inSlabs(kernel, blocks, size);
    const multiSlabs = multiInSlabs(kernel, multi);
    expectCounts(kernel, planOf([[every(7, 0), every(9, 3)], [every(3, 1), new Int32Array(0)]], [Int32Array.of(1, 4), new Int32Array(0)]), blocks, slabs, multi, multiSlabs, 0b01, 2);
    // Another plan (another evaluation): other lists and three groups.
    expectCounts(kernel, planOf([[every(5, 2), every(4, 0)], [every(11, 0), every(13, 1)], [every(2, 1), new Int32Array(0)]], [Int32Array.of(0), Int32Array.of(2, 3), Int32Array.of(9)]), blocks, slabs, multi, multiSlabs, 0b110, 2);
  });
});
