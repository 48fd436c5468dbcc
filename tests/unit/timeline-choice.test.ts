// The timeline's choice in the address (product rules ‹Timeline page›): the route's figure first, at
// most four, months 12/24/36 (anything else 12), and the address built back from a choice.
import { describe, expect, it } from 'vitest';
import { isTimelineMonths, TIMELINE_MAX_FIGURES, timelineChoice, timelineDates, timelineHref } from '../../src/domain/timeline.ts';

describe('timeline choice', () => {
  it('reads the route figure first, the others from kennzahlen, without repeats, at most four', () => {
    expect(timelineChoice('a', '?farm=1')).toEqual({ figures: ['a'], months: 12 });
    expect(timelineChoice('a', '?farm=1&kennzahlen=b,a,c&monate=24')).toEqual({ figures: ['a', 'b', 'c'], months: 24 });
    expect(timelineChoice('a', '?kennzahlen=b,c,d,e,f').figures).toHaveLength(TIMELINE_MAX_FIGURES);
    expect(timelineChoice('a', '?kennzahlen=b,,<x>,c d').figures).toEqual(['a', 'b']);
  });

  it('takes 12, 24 or 36 months and 12 for anything else', () => {
    for (const [raw, months] of [['12', 12], ['24', 24], ['36', 36], ['18', 12], ['', 12], ['x', 12], ['36.0', 36]] as const) {
      expect(timelineChoice('a', `?monate=${raw}`).months).toBe(months);
    }
    expect([12, 24, 36].every(isTimelineMonths)).toBe(true);
    expect([0, 6, 48, '12'].some(isTimelineMonths)).toBe(false);
  });

  it('writes the choice back into the address, keeping the entity, and reads it again', () => {
    const href = timelineHref(7, { figures: ['a', 'b', 'c'], months: 24 }, '?farm=3');
    expect(href).toBe('/evaluations/7/fields/a?farm=3&kennzahlen=b,c&monate=24');
    const [path, query] = href.split('?');
    expect(timelineChoice(path!.split('/').at(-1)!, query!)).toEqual({ figures: ['a', 'b', 'c'], months: 24 });
    expect(timelineHref(7, { figures: ['a'], months: 12 }, '?site=9')).toBe('/evaluations/7/fields/a?site=9');
  });

  it('counts 24 and 36 monthly dates back from today, oldest first', () => {
    const dates = timelineDates('2026-11-26', 36);
    expect(dates).toHaveLength(36);
    expect(dates[0]).toBe('2023-12-26');
    expect(dates.at(-1)).toBe('2026-11-26');
    expect(timelineDates('2026-03-31', 24)[0]).toBe('2024-04-30');
  });
});
