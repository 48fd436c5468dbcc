// Selection equals sorting, and the store keeps every site's values when it grows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, ReportStore } from '../../../src/engine/index.ts';
import { kthLargest, kthLargestInRange, kthSmallest, largestInRange } from '../../../src/engine/select.ts';

describe('kth-best by selection', () => {
  it('equals the k-th element of a full sort, duplicates and all', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 300 }), fc.nat(), (values, pick) => {
        const k = (pick % values.length) + 1;
        const desc = [...values].sort((a, b) => b - a);
        expect(kthLargest(Float64Array.from(values), values.length, k)).toBe(desc[k - 1]);
        expect(kthSmallest(Float64Array.from(values), values.length, k)).toBe(desc[values.length - k]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('ReportStore', () => {
  it('keeps values, report ids and dates when sites are added beyond its capacity', () => {
    const store = new ReportStore(2, 4);
    const day = dayNumber('2025-01-10');
    for (let site = 1; site <= 100; site++) store.put(site * 7, 2025 * 12, { reportId: site, inspectionDay: day, processingMs: site, values: [site, site / 2] });
    for (let site = 1; site <= 100; site++) {
      const slot = store.slotOf(site * 7)!;
      const block = store.month(2025 * 12)!;
      expect([block.columns[0]![slot], block.columns[1]![slot], block.reportId[slot]]).toEqual([site, site / 2, site]);
    }
    store.clear(7, 2025 * 12);
    expect(store.month(2025 * 12)!.columns[0]![store.slotOf(7)!]).toBeNaN();
  });
});

describe('kth-largest by histogram', () => {
  it('equals the k-th element of a full sort, for small and large inputs, spread or clustered', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })), { minLength: 1, maxLength: 2000 }),
        fc.nat(),
        (values, pick) => {
          const k = (pick % values.length) + 1;
          const desc = [...values].sort((a, b) => b - a);
          const input = Float64Array.from(values);
          // `+ 0` folds -0 into 0: the sort sees them as equal, so either may stand at k.
          expect(kthLargestInRange(input, values.length, k, desc.at(-1)!, desc[0]!) + 0).toBe(desc[k - 1]! + 0);
          expect([...input]).toEqual(values);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('several ranks from one histogram', () => {
  it('equal the k-th elements of a full sort (same bucket or not, k = 0 not asked), values untouched', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })), { minLength: 200, maxLength: 3000 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
        (values, picks) => {
          // Every fourth rank is not asked (k = 0).
          const ks = picks.map((p) => (p % 4 === 0 ? 0 : (p % values.length) + 1));
          const desc = [...values].sort((a, b) => b - a);
          const input = Float64Array.from(values);
          const out = new Float64Array(ks.length);
          largestInRange(input, values.length, ks, desc.at(-1)!, desc[0]!, out);
          ks.forEach((k, i) => (k === 0 ? expect(out[i]).toBeNaN() : expect(out[i]! + 0).toBe(desc[k - 1]! + 0)));
          expect([...input]).toEqual(values);
        },
      ),
      { numRuns: 300 },
    );
  });
});
