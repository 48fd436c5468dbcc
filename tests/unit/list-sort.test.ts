// Column headers of the long lists: a click sorts ascending, the next descending, the third returns
// to the list's own order; the pager's range text in German numbers.
import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, pageCount, pageRangeText } from '../../src/domain/list-sort.ts';

describe('list sort and pages', () => {
  it('cycles a column ascending → descending → own order; another column starts ascending', () => {
    const up = nextSort(null, 'name');
    expect(up).toEqual({ key: 'name', direction: 'asc' });
    const down = nextSort(up, 'name');
    expect(down).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort(down, 'name')).toBeNull();
    expect(nextSort(down, 'number')).toEqual({ key: 'number', direction: 'asc' });
    expect([ariaSort(up, 'name'), ariaSort(down, 'name'), ariaSort(down, 'number'), ariaSort(null, 'name')]).toEqual(['ascending', 'descending', 'none', 'none']);
  });

  it('names the shown range of a page in German numbers', () => {
    expect(pageRangeText(0, 10_071, 'LDWUs')).toBe('1–50 von 10.071 LDWUs');
    expect(pageRangeText(201, 10_071, 'LDWUs')).toBe('10.051–10.071 von 10.071 LDWUs');
    expect(pageRangeText(0, 0, 'Benutzer')).toBe('0 Benutzer');
    expect([pageCount(0), pageCount(50), pageCount(51), pageCount(10_071)]).toEqual([1, 1, 2, 202]);
  });
});
