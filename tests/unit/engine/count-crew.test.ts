// The count's two threads (src/engine/count-crew.ts, count-worker.mjs): the helper thread counts
// published quads on its own (the main thread waits without claiming), a quad whose steps fail in
// the helper is counted again on the main thread and its error shows there, the job ends and the
// next one counts right; a helper asleep between jobs is woken once for a burst of quads; each
// thread's counting time lands on its own account; a slab released while a job runs is not handed
// out again before the job ends (a queued quad may still read it).
import { describe, expect, it } from 'vitest';
import { VALUE_BUCKETS } from '../../../src/engine/column-index.ts';
import { CountCrew } from '../../../src/engine/count-crew.ts';
import { HELPER_MS, HERE_MS, SLEEPING } from '../../../src/engine/count-steps.mjs';
import { CountKernel, type SlabOwner } from '../../../src/engine/count-kernel.ts';
import type { SharedPlan } from '../../../src/engine/shared-plan.ts';
import type { QuadAsk } from '../../../src/engine/count-kernel.ts';

/** Nothing ranked, means only. */
const ASK: QuadAsk = { directions: [1, 1, 1, 1], ranks: [-1, -1, -1, -1], thresholds: [Number.NaN] };

const SLOTS = 1000;
const plan = { groups: 1, single: [[Int32Array.from({ length: 500 }, (_, i) => 2 * i)]], multiOf: [new Int32Array(0)], multiCount: 0 } as unknown as SharedPlan;

/** A kernel of `crew` with four slabs whose slot s lies in bucket s % 7. */
function kernelWithSlabs(crew: CountCrew) {
  const kernel = new CountKernel(crew);
  kernel.reset(SLOTS);
  const four = [0, 1, 2, 3].map(() => {
    const owner: SlabOwner = { slab: -1, bucket: new Uint8Array(0), slotValues: new Float32Array(0) };
    kernel.allocate(owner);
    owner.bucket.set(Uint8Array.from({ length: SLOTS }, (_, s) => s % 7));
    owner.slotValues.fill(1);
    return owner;
  }) as unknown as [SlabOwner, SlabOwner, SlabOwner, SlabOwner];
  kernel.begin(plan);
  return { kernel, four };
}

/** The listed (even) slots by bucket s % 7, counted by a plain loop. */
const expected = Array<number>(VALUE_BUCKETS + 1).fill(0);
for (const s of plan.single[0]![0]!) expected[s % 7]!++;

/** Waits (at most 10 s) until `ready`, polling. */
function until(ready: () => boolean): void {
  const since = Date.now();
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (!ready()) {
    if (Date.now() - since > 10_000) throw new Error('timed out');
    Atomics.wait(pause, 0, 0, 2);
  }
}

describe('count crew', () => {
  it('has the helper thread count published quads on its own', () => {
    const crew = new CountCrew(2);
    expect(crew.helped).toBe(true);
    const { kernel, four } = kernelWithSlabs(crew);
    const quads = [0, 1, 2].map(() => kernel.queue([four], null, 1, true, ASK));
    const before = crew.tally.here;
    // The main thread only looks: the helper must count all three.
    until(() => quads.every((q) => crew.state(q) === 'counted'));
    for (const q of quads) {
      const views = kernel.take(q);
      for (let l = 0; l < 4; l++) expect(Array.from(views.counts[0]![l]!)).toEqual(expected);
      expect(views.sums[0]).toBe(500);
    }
    kernel.end();
    expect(crew.tally.here - before).toBe(0);
    // Its counting time is on its account (the evaluation bench prints it per thread), none on the main thread's.
    expect(crew.times[HELPER_MS]).toBeGreaterThan(0);
    expect(crew.times[HERE_MS]).toBe(0);
  });

  it('wakes a helper that slept between jobs once for a burst of quads, not once per quad', () => {
    const crew = new CountCrew(2);
    const { kernel, four } = kernelWithSlabs(crew);
    const first = kernel.queue([four], null, 1, true, ASK);
    until(() => crew.state(first) === 'counted');
    kernel.end();
    // Between jobs the helper sleeps (after looking for more quads a little while).
    until(() => Atomics.load(crew.control, SLEEPING) === 1);
    const wakes = crew.tally.wakes;
    const here = crew.tally.here;
    const quads = Array.from({ length: 10 }, () => kernel.queue([four], null, 1, true, ASK));
    until(() => quads.every((q) => crew.state(q) === 'counted'));
    for (const q of quads) expect(Array.from(kernel.take(q).counts[0]![0]!)).toEqual(expected);
    kernel.end();
    expect(crew.tally.here).toBe(here);
    expect(crew.tally.wakes - wakes).toBeGreaterThanOrEqual(1);
    expect(crew.tally.wakes - wakes).toBeLessThanOrEqual(2);
  });

  it('counts on the main thread alone without a helper', () => {
    const crew = new CountCrew(1);
    expect(crew.helped).toBe(false);
    const { kernel, four } = kernelWithSlabs(crew);
    const q = kernel.queue([four], null, 1, true, ASK);
    expect(Array.from(kernel.take(q).counts[0]![2]!)).toEqual(expected);
    kernel.end();
    expect(crew.tally).toEqual({ quads: 1, here: 1, wakes: 0 });
    expect(crew.times[HERE_MS]).toBeGreaterThan(0);
    expect(crew.times[HELPER_MS]).toBe(0);
  });

  it('counts a quad the helper failed on again on the main thread, shows its error, and counts the next job right', () => {
    const crew = new CountCrew(2);
    const { kernel, four } = kernelWithSlabs(crew);
    kernel.queue([four], null, 1, true, ASK);
    // A second quad with a step no thread knows (written where the kernel writes its steps).
    crew.commands[crew.written] = 99;
    crew.written += 1;
    const bad = crew.publish();
    until(() => crew.state(bad) !== 'waiting');
    expect(crew.state(bad)).toBe('failed');
    expect(() => kernel.take(bad)).toThrow(/count step 99/);
    kernel.end();
    const q = kernel.queue([four], null, 1, true, ASK);
    expect(Array.from(kernel.take(q).counts[0]![1]!)).toEqual(expected);
    kernel.end();
  });

  it('hands a slab released during a job out again only after the job', () => {
    const { kernel, four } = kernelWithSlabs(new CountCrew(1));
    const q = kernel.queue([four], null, 1, true, ASK);
    const gone = four[3].slab;
    kernel.release(four[3]);
    const fresh: SlabOwner = { slab: -1, bucket: new Uint8Array(0), slotValues: new Float32Array(0) };
    kernel.allocate(fresh);
    expect(fresh.slab).not.toBe(gone);
    // The queued quad still counts from the released slab's contents.
    expect(Array.from(kernel.take(q).counts[0]![3]!)).toEqual(expected);
    kernel.end();
    const later: SlabOwner = { slab: -1, bucket: new Uint8Array(0), slotValues: new Float32Array(0) };
    kernel.allocate(later);
    expect(later.slab).toBe(gone);
  });
});
