// The silence rule (src/domain/silence.ts): which places a target covers, when a silence mutes,
// the German field messages of a new one and the text the screens show.
import { describe, expect, it } from 'vitest';
import {
  mutingSilence, SILENCE_MESSAGES, SILENCE_TARGETS, silenceCoversPlace, silenceEndOfDay, silenceFormDefaults, silenceFormFieldOf, silenceFormProblems, silenceInputOf, silenceLastDay, silenceMutes,
  silenceProblems, silenceState, silenceText, type SilencePlace,
} from '../../src/domain/silence.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const iso = (offsetDays: number) => new Date(NOW + offsetDays * 86_400_000).toISOString();

// A farm 1 with location 10 (site 100) and a site 101 without location; alert 7 on site 100.
const farmOwn: SilencePlace = { alert: 1, site: null, location: null, farm: 1 };
const location10: SilencePlace = { alert: 2, site: null, location: 10, farm: 1 };
const site100: SilencePlace = { alert: 7, site: 100, location: 10, farm: 1 };
const site101: SilencePlace = { alert: 8, site: 101, location: null, farm: 1 };
const otherFarm: SilencePlace = { alert: 9, site: 200, location: 20, farm: 2 };
const places = { farmOwn, location10, site100, site101, otherFarm };

const covered = (target_type: (typeof SILENCE_TARGETS)[number], target_id: number) =>
  Object.entries(places)
    .filter(([, p]) => silenceCoversPlace({ target_type, target_id }, p))
    .map(([name]) => name);

describe('silence coverage', () => {
  it("covers a farm's own, its locations' and its sites' control fields", () => {
    expect(covered('farm', 1)).toEqual(['farmOwn', 'location10', 'site100', 'site101']);
  });
  it('covers a location and its sites, not the farm nor a site without location', () => {
    expect(covered('location', 10)).toEqual(['location10', 'site100']);
  });
  it('covers a site, and a control field alone', () => {
    expect(covered('site', 100)).toEqual(['site100']);
    expect(covered('alert', 7)).toEqual(['site100']);
    expect(covered('alert', 3)).toEqual([]);
  });
});

describe('silence state', () => {
  const s = { starts_at: iso(-1), ends_at: iso(2) };
  it('is active from the start (inclusive) to the end (exclusive)', () => {
    expect(silenceState(s, iso(-2))).toBe('upcoming');
    expect(silenceState(s, iso(-1))).toBe('active');
    expect(silenceState(s, NOW)).toBe('active');
    expect(silenceState(s, iso(2))).toBe('ended');
  });
  it('ends early when ended_at comes first; a later ended_at changes nothing', () => {
    expect(silenceState({ ...s, ended_at: iso(0) }, NOW)).toBe('ended');
    expect(silenceState({ ...s, ended_at: iso(1) }, NOW)).toBe('active');
    expect(silenceState({ ...s, ended_at: iso(5) }, iso(3))).toBe('ended');
  });
  it('mutes only while active and covering; the one ending last wins', () => {
    const a = { id: 1, target_type: 'farm' as const, target_id: 1, ...s };
    const b = { id: 2, target_type: 'site' as const, target_id: 100, starts_at: iso(-1), ends_at: iso(9) };
    const later = { id: 3, target_type: 'farm' as const, target_id: 1, starts_at: iso(1), ends_at: iso(30) };
    expect(silenceMutes(a, site100, NOW)).toBe(true);
    expect(silenceMutes(a, otherFarm, NOW)).toBe(false);
    expect(silenceMutes(later, site100, NOW)).toBe(false);
    expect(mutingSilence([a, b, later], site100, NOW)?.id).toBe(2);
    expect(mutingSilence([a, b, later], site101, NOW)?.id).toBe(1);
    expect(mutingSilence([a, b, later], otherFarm, NOW)).toBeNull();
  });
});

describe('silence validation', () => {
  const ok = { reason: 'Stallumbau', starts_at: iso(0), ends_at: iso(10) };
  it('accepts a reason and an end within a year in the future', () => {
    expect(silenceProblems(ok, NOW)).toEqual({});
    expect(silenceProblems({ ...ok, ends_at: iso(365) }, NOW)).toEqual({});
  });
  it('names every problem per field in German', () => {
    expect(silenceProblems({ ...ok, reason: '  ' }, NOW)).toEqual({ reason: SILENCE_MESSAGES.reason });
    expect(silenceProblems({ ...ok, reason: 'x'.repeat(201) }, NOW)).toEqual({ reason: 'Höchstens 200 Zeichen.' });
    expect(silenceProblems({ ...ok, reason: 'x'.repeat(200) }, NOW)).toEqual({});
    expect(silenceProblems({ ...ok, starts_at: iso(5), ends_at: iso(4) }, NOW)).toEqual({ ends_at: 'Das Ende muss nach dem Beginn liegen.' });
    expect(silenceProblems({ ...ok, ends_at: iso(0) }, NOW)).toEqual({ ends_at: 'Das Ende muss in der Zukunft liegen.' });
    expect(silenceProblems({ ...ok, starts_at: iso(-5), ends_at: iso(-1) }, NOW)).toEqual({ ends_at: 'Das Ende muss in der Zukunft liegen.' });
    expect(silenceProblems({ ...ok, ends_at: iso(366) }, NOW)).toEqual({ ends_at: 'Eine Stummschaltung dauert höchstens 365 Tage.' });
    expect(silenceProblems({ reason: '', starts_at: 'gestern', ends_at: 'morgen' }, NOW)).toEqual({
      reason: SILENCE_MESSAGES.reason,
      starts_at: SILENCE_MESSAGES.start,
      ends_at: SILENCE_MESSAGES.end,
    });
  });
});

describe('silence text', () => {
  it("mutes through the chosen day in Berlin and says so: 'Stummgeschaltet bis 15.12.2026: Stallumbau'", () => {
    const ends_at = silenceEndOfDay('2026-12-15');
    expect(ends_at).toBe('2026-12-15T23:00:00Z');
    expect(silenceLastDay({ starts_at: iso(0), ends_at })?.toString()).toBe('2026-12-15');
    expect(silenceText({ starts_at: iso(0), ends_at, reason: 'Stallumbau' })).toBe('Stummgeschaltet bis 15.12.2026: Stallumbau');
    // Summer time: midnight in Berlin is 22:00 UTC.
    expect(silenceEndOfDay('2026-07-01')).toBe('2026-07-01T22:00:00Z');
    // Ended early: the day it ended.
    expect(silenceText({ starts_at: iso(0), ends_at, ended_at: '2026-12-01T10:00:00Z', reason: 'Stallumbau' })).toBe('Stummgeschaltet bis 01.12.2026: Stallumbau');
  });
});

describe("the 'Stummschalten' dialog's values", () => {
  const site = { entity_type: 'site' as const, entity_id: 12 };
  it('defaults to the entity for a week and sends the entity or one control field until the end of the chosen day', () => {
    expect(silenceFormDefaults('2026-12-28')).toEqual({ what: 'entity', until: '2027-01-04', reason: '' });
    expect(silenceInputOf({ what: 'entity', until: '2026-12-15', reason: ' Stallumbau ' }, site)).toEqual({ target_type: 'site', target_id: 12, ends_at: '2026-12-15T23:00:00Z', reason: 'Stallumbau' });
    expect(silenceInputOf({ what: 'alert:5', until: '2026-12-15', reason: 'x' }, site)).toMatchObject({ target_type: 'alert', target_id: 5 });
  });
  it('checks by the server rule and puts server messages at the dialog fields', () => {
    expect(silenceFormProblems({ what: 'entity', until: '2026-11-25', reason: '' }, NOW)).toEqual({ reason: SILENCE_MESSAGES.reason, until: SILENCE_MESSAGES.endInFuture });
    expect(silenceFormProblems({ what: 'entity', until: '2026-11-26', reason: 'a' }, NOW)).toEqual({});
    expect(['reason', 'ends_at', 'starts_at', 'target_id', 'target_type', 'non_field_errors'].map(silenceFormFieldOf)).toEqual(['reason', 'until', 'until', 'what', 'what', null]);
  });
});
