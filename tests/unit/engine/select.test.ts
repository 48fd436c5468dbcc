// Selection equals sorting, and the store keeps every site's values when it grows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, ReportStore } from '../../../src/engine/index.ts';
import { kthLargest, kthSmallest } from '../../../src/engine/select.ts';

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
