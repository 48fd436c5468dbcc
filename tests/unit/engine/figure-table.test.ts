// The engine's result table: each figure's statistics come back as they were set, column by column,
// with missing values as NaN, and as the same objects through `rows`.
import { describe, expect, it } from 'vitest';
import { FigureTable, withRows } from '../../../src/engine/figure-table.ts';
import type { FieldOutput } from '../../../src/engine/groups-pass.ts';

const stats = (base: number, n: number): FieldOutput => ({ value: base, best: base + 0.5, top: base + 0.25, n, rank: base / 10, p25: base - 1, median: base, p75: base + 1 });

describe('FigureTable', () => {
  it('keeps every statistic of every entry apart, NaN included', () => {
    const table = new FigureTable(3);
    table.set(0, 17, stats(4.5, 12));
    table.set(2, 3, { ...stats(-2, 0), value: Number.NaN, rank: Number.NaN });
    table.set(1, 199, stats(1e6, 60000));
    expect(table.length).toBe(3);
    expect([0, 1, 2].map((k) => table.field(k))).toEqual([17, 199, 3]);
    expect([0, 1, 2].map((k) => table.n(k))).toEqual([12, 60000, 0]);
    expect(table.row(0)).toEqual({ field: 17, ...stats(4.5, 12) });
    expect(table.row(1)).toEqual({ field: 199, ...stats(1e6, 60000) });
    expect(table.value(2)).toBeNaN();
    expect(table.rank(2)).toBeNaN();
    expect([table.best(2), table.top(2), table.p25(2), table.median(2), table.p75(2)]).toEqual([-1.5, -1.75, -3, -2, -1]);
    expect(table.rows()).toEqual([0, 1, 2].map((k) => table.row(k)));
    expect(Array.from(table.values())).toEqual([4.5, 1e6, Number.NaN]);
    // A result's rows: the table's entries, made once.
    const result = withRows({ table, day: 7 });
    expect(result.rows).toEqual(table.rows());
    expect(result.rows).toBe(result.rows);
    expect({ ...result }.rows).toEqual(table.rows());
    // Every result has one getter (figure-table.ts), each its own table's rows.
    const other = new FigureTable(1);
    other.set(0, 5, stats(9, 1));
    const second = withRows({ table: other, day: 8 });
    expect(second.rows).toEqual([{ field: 5, ...stats(9, 1) }]);
    expect(result.rows).toHaveLength(3);
    expect(Object.getOwnPropertyDescriptor(second, 'rows')!.get).toBe(Object.getOwnPropertyDescriptor(result, 'rows')!.get);
  });
});
