// On /locations/{id} ticking a site only plans the change (src/domain/site-assignment.ts).
import { describe, expect, it } from 'vitest';
import {
  assignmentChanges,
  describeChange,
  leavesSiteUnassigned,
  plannedLocation,
  savedMessage,
  toggleSite,
  type AssignableSite,
} from '../../src/domain/site-assignment.ts';

const HERE = 1;
const OTHER = 2;
const names: Record<number, string> = { [HERE]: 'Hof Nord', [OTHER]: 'Hof Süd' };
const name = (id: number) => names[id];
const mine: AssignableSite = { id: 10, display_name: 'Stall A', location: HERE };
const theirs: AssignableSite = { id: 11, display_name: 'Stall B', location: OTHER };
const loose: AssignableSite = { id: 12, display_name: 'Stall C', location: null };

describe('site assignment plan', () => {
  it('ticking plans a move here, unticking plans no location; nothing else changes', () => {
    let pending = toggleSite({}, theirs, HERE, true);
    expect(pending).toEqual({ 11: HERE });
    pending = toggleSite(pending, mine, HERE, false);
    expect(pending).toEqual({ 11: HERE, 10: null });
    expect(plannedLocation(mine, pending)).toBeNull();
    expect(plannedLocation(loose, pending)).toBeNull();
    expect(assignmentChanges([mine, theirs, loose], pending)).toEqual([
      { site: 10, siteName: 'Stall A', from: HERE, to: null },
      { site: 11, siteName: 'Stall B', from: OTHER, to: HERE },
    ]);
  });

  it('undoing a tick restores the stored state: the plan is empty again', () => {
    expect(toggleSite(toggleSite({}, theirs, HERE, true), theirs, HERE, false)).toEqual({});
    expect(toggleSite(toggleSite({}, mine, HERE, false), mine, HERE, true)).toEqual({});
    expect(toggleSite(toggleSite({}, loose, HERE, true), loose, HERE, false)).toEqual({});
  });

  it('says what moves where, and warns when a site is left without a location', () => {
    const changes = assignmentChanges([mine, theirs, loose], { 10: null, 11: HERE, 12: HERE });
    expect(changes.map((c) => describeChange(c, name))).toEqual([
      'Stall A: von „Hof Nord“ zu keinem Betrieb',
      'Stall B: von „Hof Süd“ zu „Hof Nord“',
      'Stall C: von keinem Betrieb zu „Hof Nord“',
    ]);
    expect(leavesSiteUnassigned(changes)).toBe(true);
    expect(leavesSiteUnassigned(changes.slice(1))).toBe(false);
    expect(savedMessage(changes.slice(1, 2), name)).toBe('Stall B: von „Hof Süd“ zu „Hof Nord“.');
  });
});
