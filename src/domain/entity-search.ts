// Choosing one entity (association, farm, location, site) out of possibly thousands: the server is
// asked as the user types, a page of the first matches comes back, and a hint says when there are
// more. A caller whose whole list fits one page gets it at once and filters it locally.
// Pure: shared by the entitySearch machine, its views and the tests.
import { UNKNOWN_ENTITY_NAME } from './evaluation-list.ts';

/** Matches the server returns per request; an unfiltered list this short is complete. */
export const ENTITY_CHOICES_PAGE = 50;
/** A pause in typing this long asks the server (one request per pause, not per key). */
export const ENTITY_SEARCH_DEBOUNCE_MS = 250;
/** Longest search text sent (the REST search parameters accept 200 characters). */
export const ENTITY_SEARCH_MAX_LENGTH = 100;

export const ENTITY_SEARCH_TEXT = {
  placeholder: 'Name oder Nummer eingeben',
  searching: 'Suche läuft …',
  noMatches: 'Keine Treffer',
  failed: 'Die Auswahl konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  loading: 'Wird geladen …',
  unknown: UNKNOWN_ENTITY_NAME,
} as const;

export interface EntitySearchChoice {
  id: number;
  /** The display name of src/domain/display-names.ts (farm 'number - name', site, association). */
  label: string;
  /** A second line that tells equal names apart (a location's farm). */
  detail?: string;
}

export interface EntitySearchPage {
  /** All matches on the server. */
  count: number;
  /** The first of them, in the list's order. */
  choices: EntitySearchChoice[];
}

/** What is sent for what was typed: trimmed, inner whitespace collapsed, bounded. */
export const searchTextOf = (typed: string) => typed.trim().replace(/\s+/g, ' ').slice(0, ENTITY_SEARCH_MAX_LENGTH);

const fold = (s: string) => s.toLocaleLowerCase('de');

/** A complete list filtered locally like the server filters (case-insensitive part of name or detail). */
export function filterChoices(choices: readonly EntitySearchChoice[], typed: string): EntitySearchChoice[] {
  const needle = fold(searchTextOf(typed));
  if (!needle) return [...choices];
  return choices.filter((c) => fold(c.label).includes(needle) || (c.detail !== undefined && fold(c.detail).includes(needle)));
}

/** 'Weitere Treffer – bitte genauer suchen' when the server found more than it sent; null otherwise. */
export function moreMatchesHint(shown: number, count: number): string | null {
  if (count <= shown) return null;
  return `${shown.toLocaleString('de-DE')} von ${count.toLocaleString('de-DE')} Treffern – weitere Treffer, bitte genauer suchen`;
}

/** One line per choice for a plain select: the label, with its detail only where labels repeat. */
export function choiceLines(choices: readonly EntitySearchChoice[]): { id: number; label: string }[] {
  const seen = new Map<string, number>();
  for (const c of choices) seen.set(c.label, (seen.get(c.label) ?? 0) + 1);
  return choices.map((c) => ({ id: c.id, label: (seen.get(c.label) ?? 0) > 1 && c.detail ? `${c.label} (${c.detail})` : c.label }));
}
