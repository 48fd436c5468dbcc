// When a comparison group may show its values: a group that holds locations outside the
// caller's own entities withholds every value whose n is below the minimum group size, so nobody
// reads a single foreign farm's figures through a group of two. A group of the caller's own
// locations ('Mein Betrieb') has no minimum. Profile-restricted groups must match at least the
// minimum at all (product rules ‹Validation rules›, 'Wählen Sie weniger Kriterien aus.').
import { MIN_GROUP_SIZE } from './constants.ts';

/**
 * The minimum the browser applies: the server's (MIN_GROUP_SIZE, sent with the current user), else
 * the default. A session stored by an older version has no value until its user is loaded again.
 */
export const groupMinimum = (fromServer: number | null | undefined): number => fromServer ?? MIN_GROUP_SIZE;

/** Why a group value is withheld, or null when it may be shown. */
export function withheldReason(n: number, hasForeignMembers: boolean, minimum: number = MIN_GROUP_SIZE): string | null {
  if (!hasForeignMembers || n >= minimum) return null;
  return `Zum Schutz der Betriebsdaten nicht angezeigt: nur ${n} von mindestens ${minimum} Betrieben haben einen Wert.`;
}

/** The spec's message when a profile-restricted group matches too few operations (null: enough). */
export function profileRestrictionError(count: number, minimum: number = MIN_GROUP_SIZE): string | null {
  if (count >= minimum) return null;
  const matched = count === 0 ? 'Keine Betriebe erfüllen' : count === 1 ? 'Nur 1 Betrieb erfüllt' : `Nur ${count} Betriebe erfüllen`;
  return `Wählen Sie weniger Kriterien aus. ${matched} diese Kriterien; eine Vergleichsgruppe mit Profileinschränkungen muss mindestens ${minimum} Betriebe umfassen.`;
}

/** The spec's message for the special group 'location_size' on anything but a location. */
export const LOCATION_SIZE_ONLY_FOR_LOCATION = 'Kann nur Prüfdaten eines Betriebs angewendet werden';
