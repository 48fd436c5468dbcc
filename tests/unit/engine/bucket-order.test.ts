// A bucket's list sorted by value (ties, −0 and 0 among them, by slot), also past the slots a sort
// key holds (over two million sites: a comparison sort), and the walks over a sorted list merged
// with multi-site values against sorting the group's values: every k-th largest from either end
// and every count below and above a value, with ties, members of other groups and of other blocks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBeyond, kthInBucket, sortBucket, type Walk } from '../../../src/engine/bucket-order.ts';
import { VALUE_BUCKETS, type ColumnIndex } from '../../../src/engine/column-index.ts';

/** An index whose bucket 0 lists the given slots with their column values (the column a map behind a typed array's face: slots past two million without the memory). */
function indexOf(slots: number[], column: Map<number, number>): ColumnIndex {
  const start = new Int32Array(VALUE_BUCKETS + 1).fill(slots.length);
  start[0] = 0;
  const values = Float32Array.from(slots, (s) => column.get(s)!);
  const view = new Proxy(new Float32Array(0), { get: (target, key) => (typeof key === 'string' && /^\d+$/.test(key) ? column.get(Number(key)) : Reflect.get(target, key)) });
  return { bucket: new Uint8Array(0), slotValues: new Float32Array(0), slab: -1, start, slots: Int32Array.from(slots), values, one: new Float64Array(VALUE_BUCKETS), sorted: new Uint8Array(VALUE_BUCKETS), column: view, changes: 0, bounds: 0, version: 0 };
}

const entries = (index: ColumnIndex) => Array.from(index.slots.subarray(0, index.start[1]), (s, j) => [s, index.values[j]!] as const);
const inOrder = (list: readonly (readonly [number, number])[]) => list.every(([s, v], j) => j === 0 || list[j - 1]![1] < v || (list[j - 1]![1] === v && list[j - 1]![0] < s));

describe('a sorted bucket', () => {
  it('is in value order, ties (−0 and 0 among them) by slot, with a sort key and past it', () => {
    const values = [2, 0, 1.5, -0, 2, -3, 0, 1.5];
    for (const base of [10, 3_000_000]) {
      const column = new Map(values.map((v, i) => [base + (i * 7) % 11, Math.fround(v)]));
      const index = indexOf([...column.keys()], column);
      sortBucket(index, 0);
      const sorted = entries(index);
      expect(inOrder(sorted), `slots from ${base}`).toBe(true);
      expect(sorted.map(([s]) => s).toSorted((a, b) => a - b)).toEqual([...column.keys()].toSorted((a, b) => a - b));
      expect(index.sorted[0]).toBe(1);
    }
  });

  it('gives every k-th largest and every count beyond a value of a group, merged with its multi-site values', () => {
    const member = fc.record({ value: fc.integer({ min: -4, max: 6 }).map((v) => v / 2), bits: fc.integer({ min: 0, max: 7 }), block: fc.integer({ min: 0, max: 1 }) });
    fc.assert(
      fc.property(fc.array(member, { minLength: 1, maxLength: 60 }), fc.array(member, { maxLength: 12 }), fc.integer({ min: 0, max: 2 }), fc.boolean(), (single, multi, g, picked) => {
        const column = new Map(single.map((m, s) => [s, m.value]));
        const index = indexOf([...column.keys()], column);
        sortBucket(index, 0);
        const order = multi.map((m, o) => o).toSorted((a, b) => multi[a]!.value - multi[b]!.value);
        const walk: Walk = {
          slots: index.slots,
          values: index.values,
          first: 0,
          end: single.length,
          // The walked block is 0: with more blocks used, a slot counts from the block it picks.
          bits: Uint8Array.from(single, (m) => (!picked || m.block === 0 ? m.bits : 0)),
          g,
          ordinals: Int32Array.from(order),
          multiFirst: 0,
          multiEnd: order.length,
          multiValues: Float64Array.from(order, (o) => multi[o]!.value),
          ordinalBits: Uint8Array.from(multi, (m) => m.bits),
        };
        const mine = [...single.filter((m) => ((m.bits >> g) & 1) === 1 && (!picked || m.block === 0)), ...multi.filter((m) => ((m.bits >> g) & 1) === 1)].map((m) => m.value);
        const descending = mine.toSorted((a, b) => b - a);
        for (let k = 1; k <= mine.length; k++) expect(kthInBucket(walk, k, mine.length), `k ${k} of ${descending.join(' ')}`).toBe(descending[k - 1]);
        for (const x of [-2.5, -1, 0, 0.5, 3.25]) {
          expect(countBeyond(walk, x, true), `below ${x}`).toBe(mine.filter((v) => v < x).length);
          expect(countBeyond(walk, x, false), `above ${x}`).toBe(mine.filter((v) => v > x).length);
        }
      }),
      { numRuns: 200 },
    );
  });
});
