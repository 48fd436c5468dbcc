import { describe, expect, it } from 'vitest';
import { MIN_GROUP_SIZE } from '../../src/domain/constants.ts';
import { LOCATION_SIZE_ONLY_FOR_LOCATION, groupMinimum, profileRestrictionError, withheldReason } from '../../src/domain/group-privacy.ts';
import { sizeBandOf } from '../../src/domain/location-size.ts';

describe('minimum group size', () => {
  it('withholds values below the minimum only when the group holds foreign locations', () => {
    expect(MIN_GROUP_SIZE).toBe(10);
    expect(withheldReason(9, true)).toBe('Zum Schutz der Betriebsdaten nicht angezeigt: nur 9 von mindestens 10 Betrieben haben einen Wert.');
    expect(withheldReason(10, true)).toBeNull();
    expect(withheldReason(1, false)).toBeNull();
    expect(withheldReason(4, true, 5)).toContain('mindestens 5');
  });

  it("the browser applies the server's minimum; a session stored before the server sent one falls back to the default", () => {
    expect(groupMinimum(5)).toBe(5);
    expect(groupMinimum(25)).toBe(25);
    expect(groupMinimum(undefined)).toBe(10);
    expect(groupMinimum(null)).toBe(10);
  });

  it("refuses profile-restricted groups below the minimum with the spec's message", () => {
    expect(profileRestrictionError(0)).toBe(
      'Wählen Sie weniger Kriterien aus. Keine Betriebe erfüllen diese Kriterien; eine Vergleichsgruppe mit Profileinschränkungen muss mindestens 10 Betriebe umfassen.',
    );
    expect(profileRestrictionError(1)).toContain('Nur 1 Betrieb erfüllt diese Kriterien');
    expect(profileRestrictionError(7)).toContain('Nur 7 Betriebe erfüllen');
    expect(profileRestrictionError(10)).toBeNull();
    expect(LOCATION_SIZE_ONLY_FOR_LOCATION).toBe('Kann nur Prüfdaten eines Betriebs angewendet werden');
  });

  it('puts a cow count into its size band', () => {
    expect([0, 1, 9, 10, 49, 50, 99, 100, 249, 250, 499, 500, 749, 750, 999, 1000, 5000].map(sizeBandOf)).toEqual([
      1, 1, 1, 10, 10, 50, 50, 100, 100, 250, 250, 500, 500, 750, 750, 1000, 1000,
    ]);
  });
});
