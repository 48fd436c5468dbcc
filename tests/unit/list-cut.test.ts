// A single farm's list asked in one request: a longer list is said, never cut silently.
import { describe, expect, it } from 'vitest';
import { listCutText } from '../../src/domain/list-cut.ts';

describe('list cut', () => {
  it('says how many of how many when the server holds more than the answer', () => {
    expect(listCutText(10_000, 12_345, 'Betriebsstätten')).toBe('Angezeigt werden 10.000 von 12.345 Betriebsstätten.');
    expect(listCutText(3, 3, 'Betrieben')).toBeNull();
    expect(listCutText(0, 0, 'Betrieben')).toBeNull();
    expect(listCutText(5, undefined, 'Betrieben')).toBeNull();
  });
});
