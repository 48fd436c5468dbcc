// The wizard's group and filter choices out of thousands: a short list stays whole, a long one is
// searched on the server, the chosen ones never vanish behind a search; ids are asked in batches,
// never cut.
import { describe, expect, it } from 'vitest';
import { definitionSearchText, idBatches, idsParam, isCompleteList, shownDefinitions } from '../../src/domain/definition-search.ts';

const row = (id: number) => ({ id, name: `Gruppe ${id}` });
const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => row(from + i));

describe('definition search', () => {
  it('a first page that holds every definition is the whole list: typing asks nothing', () => {
    const whole = { count: 3, rows: rows(1, 3) };
    expect(isCompleteList(whole)).toBe(true);
    expect(definitionSearchText(whole, 'Gruppe 2')).toBeNull();
    expect(isCompleteList(null)).toBe(false);
    expect(definitionSearchText(null, 'Gruppe')).toBeNull();
  });

  it('a longer list asks the server for the typed text, trimmed and collapsed; nothing typed shows the first page', () => {
    const first = { count: 1234, rows: rows(1, 50) };
    expect(isCompleteList(first)).toBe(false);
    expect(definitionSearchText(first, '  Große   Betriebe ')).toBe('Große Betriebe');
    expect(definitionSearchText(first, '   ')).toBeNull();
  });

  it('lists the chosen ones the page lacks first, says when more match, and when a search found nothing', () => {
    const page = { count: 1234, rows: rows(1, 50) };
    const shown = shownDefinitions(page, [row(7), row(900)], false);
    expect(shown.rows.map((r) => r.id)).toEqual([900, ...rows(1, 50).map((r) => r.id)]);
    expect(shown.more).toBe('50 von 1.234 Treffern – weitere Treffer, bitte genauer suchen');
    expect(shown.empty).toBeNull();
    const nothing = shownDefinitions({ count: 0, rows: [] }, [row(900)], true);
    expect(nothing.rows.map((r) => r.id)).toEqual([900]);
    expect(nothing.empty).toBe('Keine Treffer');
    expect(nothing.more).toBeNull();
    expect(shownDefinitions({ count: 3, rows: rows(1, 3) }, [], false).more).toBeNull();
  });

  it('asks ids once each, ascending, in batches of at most 1000: 2,500 ids in three requests', () => {
    expect(idsParam([5, null, 3, 5, undefined, 12])).toBe('3,5,12');
    expect(idBatches([])).toEqual([]);
    const many = Array.from({ length: 2500 }, (_, i) => 2500 - i);
    const batches = idBatches([...many, 1, 2]);
    expect(batches.map((b) => b.split(',').length)).toEqual([1000, 1000, 500]);
    expect(batches.flatMap((b) => b.split(',').map(Number))).toEqual(Array.from({ length: 2500 }, (_, i) => i + 1));
  });
});
