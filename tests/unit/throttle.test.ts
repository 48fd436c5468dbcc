// The sliding window behind login and reset-request throttling (src/domain/throttle.ts).
import { describe, expect, it } from 'vitest';
import { combineVerdicts, throttleVerdict, withinWindow } from '../../src/domain/throttle.ts';

const rule = { limit: 3, windowMs: 1000 };

describe('throttle window', () => {
  it('allows up to the limit inside the window and blocks from then on', () => {
    expect(throttleVerdict([], 5000, rule)).toEqual({ blocked: false, retryAfterMs: 0 });
    expect(throttleVerdict([4100, 4200], 5000, rule).blocked).toBe(false);
    expect(throttleVerdict([4100, 4200, 4300], 5000, rule)).toEqual({ blocked: true, retryAfterMs: 100 });
  });

  it('frees again when the oldest counted event leaves the window', () => {
    const events = [4100, 4200, 4300, 4900];
    // The newest three are 4200, 4300, 4900: free at 5200.
    expect(throttleVerdict(events, 5000, rule)).toEqual({ blocked: true, retryAfterMs: 200 });
    expect(throttleVerdict(events, 5200, rule).blocked).toBe(false);
  });

  it('ignores events outside the window and in the future; a limit of 0 disables the rule', () => {
    expect(withinWindow([1000, 4000, 4500, 9000], 5000, rule)).toEqual([4500]);
    expect(throttleVerdict([4900, 4900, 4900], 5000, { limit: 0, windowMs: 1000 }).blocked).toBe(false);
  });

  it('waits for the longest of several blocked rules', () => {
    expect(combineVerdicts([{ blocked: true, retryAfterMs: 10 }, { blocked: false, retryAfterMs: 0 }, { blocked: true, retryAfterMs: 30 }])).toEqual({ blocked: true, retryAfterMs: 30 });
    expect(combineVerdicts([{ blocked: false, retryAfterMs: 0 }])).toEqual({ blocked: false, retryAfterMs: 0 });
  });
});
