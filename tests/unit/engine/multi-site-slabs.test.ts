// The multi-site Betriebe's combined values live in slabs of the count kernel (src/engine/multi-site.ts):
// the values are the combination rule's (location 1 of the fixture: sites 1 and 2, milk weighted by
// cows, (100·30 + 50·24) / 150 = 28), a third tree gives the first tree's slabs back to the kernel
// (trees are replaced, not kept: without this every tree change would leave its slabs behind), and
// a kernel laid out anew makes them combined again into new slabs; values asked before the kernel's
// first layout (an entity's own values come first) move into a slab once it is laid out, instead of
// being counted in JavaScript for as long as they are kept.
import { describe, expect, it } from 'vitest';
import { CountCrew } from '../../../src/engine/count-crew.ts';
import { CountKernel } from '../../../src/engine/count-kernel.ts';
import { MultiSiteValues } from '../../../src/engine/multi-site.ts';
import { buildTopology } from '../../../src/engine/index.ts';
import { DAY, fixtureEngine, LOCATIONS, MILK } from './fixture.ts';

const BOUNDS = new Float64Array([25, 30]);

describe('multi-site values in kernel slabs', () => {
  it('combines into slabs, frees an older tree’s slabs, and combines again after a new layout', () => {
    const { engine } = fixtureEngine();
    const kernel = new CountKernel(new CountCrew(1));
    const values = new MultiSiteValues(engine.figures, kernel);
    const snapshot = engine.snapshot(DAY);
    const trees = [0, 1, 2].map(() => buildTopology(engine.store, LOCATIONS));
    const early = values.of(trees[0]!, snapshot, MILK, BOUNDS, 1);
    expect(early.slab).toBeNull();
    expect(Array.from(early.values)).toEqual([28]);
    kernel.reset(engine.store.capacity);
    const first = values.of(trees[0]!, snapshot, MILK, BOUNDS, 1);
    expect(Array.from(first.values)).toEqual([28]);
    // Bucket of 28 with boundaries [25, 30]: 1.
    expect(Array.from(first.buckets)).toEqual([1]);
    expect(first.slab && kernel.holds(first.slab)).toBe(true);
    const firstSlab = first.slab!.slab;
    values.of(trees[1]!, snapshot, MILK, BOUNDS, 1);
    // The third tree pushes the first out: its slab is the one handed out next.
    const third = values.of(trees[2]!, snapshot, MILK, BOUNDS, 1);
    expect(third.slab!.slab).toBe(firstSlab);
    expect(kernel.holds(first.slab!)).toBe(false);
    expect(Array.from(third.values)).toEqual([28]);
    // A new layout (the store grew) gives every slab up: the values are combined again.
    kernel.reset(engine.store.capacity + 8);
    const again = values.of(trees[2]!, snapshot, MILK, BOUNDS, 1);
    expect(again).not.toBe(third);
    expect(kernel.holds(again.slab!)).toBe(true);
    expect(Array.from(again.values)).toEqual([28]);
  });
});
