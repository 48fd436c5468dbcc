import { describe, expect, it } from 'vitest';
import { DATA_CHECK_TEXTS, dataIntegrity, hasIncompleteUserData, lacksCompleteProfile } from '../../src/domain/data-integrity.ts';

const counts = (lacking: number, unassigned: number) => ({ locations_lacking_profile: lacking, sites_without_location: unassigned });

const complete = { id: 1, farm: 1, active_profile: { incomplete: false } };
const incomplete = { id: 2, farm: 1, active_profile: { incomplete: true } };
const noProfile = { id: 3, farm: 1, active_profile: null };
const undefinedProfile = { id: 4, farm: 1 };
const siteOk = { id: 10, farm: 1, location: 1 };
const siteLoose = { id: 11, farm: 1, location: null };
const siteUndefined = { id: 12, farm: 1 };

describe('data integrity (product rules ‹Other guards›, ‹Data check›)', () => {
  it('a location lacks a complete profile without active profile or with one marked incomplete', () => {
    expect([complete, incomplete, noProfile, undefinedProfile].map(lacksCompleteProfile)).toEqual([false, true, true, true]);
    expect(lacksCompleteProfile({ id: 5, farm: 1, active_profile: { incomplete: null } })).toBe(false);
  });
  it('lists the offending locations and sites', () => {
    expect(dataIntegrity([complete], [siteOk])).toEqual({ ok: true, locationsLackingProfile: [], sitesWithoutLocation: [] });
    expect(dataIntegrity([complete, incomplete, noProfile], [siteOk, siteLoose, siteUndefined])).toEqual({
      ok: false,
      locationsLackingProfile: [incomplete, noProfile],
      sitesWithoutLocation: [siteLoose, siteUndefined],
    });
    expect(dataIntegrity([], [])).toMatchObject({ ok: true });
  });
  it('incomplete user data concerns farm users only (empty type = farm staff), whatever the counts', () => {
    for (const t of ['farm_admin', 'farm_staff', null] as const) {
      expect(hasIncompleteUserData({ account_type: t }, counts(0, 0))).toBe(false);
      expect(hasIncompleteUserData({ account_type: t }, counts(1, 0))).toBe(true);
      expect(hasIncompleteUserData({ account_type: t }, counts(0, 10_050))).toBe(true);
    }
    for (const t of ['association_admin', 'association_member'] as const) {
      expect(hasIncompleteUserData({ account_type: t }, counts(3, 4))).toBe(false);
    }
    expect(hasIncompleteUserData({ account_type: 'farm_admin', is_superuser: true }, counts(3, 4))).toBe(false);
    expect(hasIncompleteUserData(null, counts(1, 0))).toBe(false);
  });
  it('German texts', () => {
    expect(DATA_CHECK_TEXTS.allComplete).toBe('Alle Daten sind vollständig.');
    expect(DATA_CHECK_TEXTS.profilesMissing).toBe(
      'Es wurden noch nicht für alle Betriebe vollständige Profile erstellt. Auswertungen können nicht aufgerufen werden.',
    );
  });
});
