// The group spread as the evaluation detail shows it (product rules ‹Group spread›): the sentence a
// screen reader reads (German numbers, worse end first), the XLSX column titles, and the strip's
// geometry: better always to the right, the middle half inside, the own value clamped to the edges.
import { describe, expect, it } from 'vitest';
import { reportSections, type ReportFieldInfo } from '../../src/domain/evaluation-report.ts';
import { spreadColumnTitles, spreadLabel, spreadOf, spreadStrip } from '../../src/domain/group-spread.ts';

describe('the spread in words', () => {
  it("reads 'Mitte 50 %: p25–p75, Median m, eigener Wert v' in German notation at the figure's precision", () => {
    expect(spreadLabel({ p25: 3.21, median: 3.6, p75: 4.1 }, 3.94, 1)).toBe('Mitte 50 %: 3,2–4,1, Median 3,6, eigener Wert 3,9');
    expect(spreadLabel({ p25: 1200, median: 1500, p75: 1800.5 }, null, 0)).toBe('Mitte 50 %: 1.200–1.801, Median 1.500');
    expect(spreadColumnTitles('LKV Süd')).toEqual(['LKV Süd: P25', 'LKV Süd: Median', 'LKV Süd: P75']);
  });

  it('is there only when all three numbers are', () => {
    expect(spreadOf({ p25: 1, median: 2, p75: 3 })).toEqual({ p25: 1, median: 2, p75: 3 });
    expect(spreadOf({ p25: null, median: null, p75: null })).toBeNull();
    expect(spreadOf({})).toBeNull();
  });
});

describe('the strip', () => {
  it('puts the middle half into the inner 60 % and the better side to the right', () => {
    // Larger is better: p25 = 10 (left), p75 = 20 (right).
    expect(spreadStrip({ p25: 10, median: 12.5, p75: 20 }, 20, true)).toEqual({ boxFrom: 20, boxTo: 80, median: 35, own: 80, ownClamped: false });
    // Smaller is better (cell count): p25 = 300 is worse, so it stands left; the own 180 right of the box.
    const cells = spreadStrip({ p25: 300, median: 250, p75: 200 }, 180, false);
    expect(cells).toMatchObject({ boxFrom: 20, boxTo: 80, median: 50, own: 92, ownClamped: false });
    // Neutral: as larger-is-better.
    expect(spreadStrip({ p25: 10, median: 15, p75: 20 }, null, null)).toEqual({ boxFrom: 20, boxTo: 80, median: 50, own: null, ownClamped: false });
  });

  it('clamps an own value far outside to the edge and says so', () => {
    expect(spreadStrip({ p25: 10, median: 15, p75: 20 }, 100, true)).toMatchObject({ own: 100, ownClamped: true });
    expect(spreadStrip({ p25: 10, median: 15, p75: 20 }, 100, false)).toMatchObject({ own: 0, ownClamped: true });
  });

  it('draws a middle half of one value in the middle, the own value beside it', () => {
    expect(spreadStrip({ p25: 5, median: 5, p75: 5 }, 5, true)).toEqual({ boxFrom: 50, boxTo: 50, median: 50, own: 50, ownClamped: false });
    expect(spreadStrip({ p25: 5, median: 5, p75: 5 }, 7, true)).toMatchObject({ boxFrom: 50, own: 60 });
    expect(spreadStrip({ p25: 5, median: 5, p75: 5 }, 7, false)).toMatchObject({ boxFrom: 50, own: 40 });
  });
});

describe('the report model', () => {
  const f: ReportFieldInfo = { pythonic_name: 'milch', name: 'Milch', label_or_name: 'Milch', category: 'K', subcategory: 'U', priority: 1, unit: 'kg', evaluation: true, precision: 1, target_value: null, warning_value: null };
  const own = { data: [{ field: 'milch', value: 31, has_error: false, n: 1, error: null }], location_count: 1, latest_inspection_date: null, latest_processing_date: null };
  const group = (row: object) => ({ id: 1, name: 'LKV', invalid: null, failure: null, answer: { ...own, data: [{ field: 'milch', value: 30, has_error: false, n: 40, error: null, ...row }] } });

  it("gives a group's value cell its spread with the own value, and none when withheld", () => {
    const [cell] = reportSections([f], own, [group({ p25: 28, median: 30, p75: 33 })])[0]!.rows[0]!.groups;
    expect(cell).toMatchObject({ kind: 'value', spread: { label: 'Mitte 50 %: 28,0–33,0, Median 30,0, eigener Wert 31,0', text: 'Mitte 50 %: 28,0–33,0, Median 30,0' } });
    const [withheld] = reportSections([f], own, [group({ value: null, has_error: true, error: 'zu wenige', p25: null, median: null, p75: null })])[0]!.rows[0]!.groups;
    expect(withheld!.kind).toBe('withheld');
  });
});
