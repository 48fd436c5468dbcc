// The German texts for a record that is not there, written once per resource: the 404 detail when a
// path names one the caller cannot see (missing and out of scope read the same), and the field
// message when a body refers to one that does not exist.

/** 404 details, per resource. */
export const NOT_FOUND = {
  association: 'Verband nicht gefunden.',
  farm: 'LDWU nicht gefunden.',
  location: 'Betrieb nicht gefunden.',
  site: 'Betriebsstätte nicht gefunden.',
  profile: 'Profil nicht gefunden.',
  /** A location's active profile, asked for before the location has one. */
  activeProfile: 'Für diesen Betrieb existiert noch kein Profil.',
  comparisonGroup: 'Vergleichsgruppe nicht gefunden.',
  evaluation: 'Auswertung nicht gefunden.',
  filter: 'Kennzahlen-Filter nicht gefunden.',
  user: 'Benutzer nicht gefunden.',
  associationLink: 'Verbandszuordnung nicht gefunden.',
  locationLink: 'Betriebszuordnung nicht gefunden.',
  report: 'Prüfbericht nicht gefunden.',
} as const;

/** Field messages for a reference in a body to a record that does not exist. */
export const UNKNOWN_REFERENCE = {
  association: 'Diesen Verband gibt es nicht.',
  farm: 'Dieses LDWU gibt es nicht.',
  location: 'Diesen Betrieb gibt es nicht.',
} as const;
