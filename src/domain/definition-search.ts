// Choosing comparison groups and figure filters out of possibly thousands (the evaluation wizard's
// tabs 'Kennzahlen' and 'Vergleichsgruppen'): the first page of what the caller sees comes at once;
// if it holds all of them the list is shown whole, as before; otherwise a search field asks the
// server for the first matches of each pause in typing, and the chosen ones, asked by id, are
// listed first whatever the search shows. Pure: shared by the pickers and their tests.
import { ENTITY_CHOICES_PAGE, ENTITY_SEARCH_TEXT, moreMatchesHint, searchTextOf } from './entity-search.ts';

/** Definitions the server returns per request; an unsearched list this short is complete. */
export const DEFINITION_CHOICES_PAGE = ENTITY_CHOICES_PAGE;

export const DEFINITION_SEARCH_TEXT = {
  groupsLabel: 'Vergleichsgruppen durchsuchen',
  filtersLabel: 'Kennzahlen-Filter durchsuchen',
  placeholder: 'Name eingeben',
  searching: ENTITY_SEARCH_TEXT.searching,
  noMatches: ENTITY_SEARCH_TEXT.noMatches,
} as const;

export interface DefinitionPage<T> {
  /** All matches on the server. */
  count: number;
  /** The first of them, in name order. */
  rows: readonly T[];
}

/** The unsearched first page holds every definition the caller sees. */
export const isCompleteList = (first: DefinitionPage<unknown> | null) => first !== null && first.count <= first.rows.length;

/** What the server is asked for what was typed: null while the first page answers (complete, nothing typed, or not in yet). */
export function definitionSearchText(first: DefinitionPage<unknown> | null, typed: string): string | null {
  if (first === null || isCompleteList(first)) return null;
  const text = searchTextOf(typed);
  return text === '' ? null : text;
}

export interface ShownDefinitions<T> {
  rows: T[];
  /** '50 von 1.234 Treffern – weitere Treffer, bitte genauer suchen' when the page holds fewer than match. */
  more: string | null;
  /** 'Keine Treffer' when a typed search found nothing. */
  empty: string | null;
}

/**
 * The rows a picker lists: the chosen ones the shown page lacks first (so a choice never disappears
 * behind a search), then the page; with the hint when the server found more than it sent.
 */
export function shownDefinitions<T extends { id: number }>(page: DefinitionPage<T> | null, chosen: readonly T[], searched: boolean): ShownDefinitions<T> {
  const rows = page?.rows ?? [];
  const onPage = new Set(rows.map((r) => r.id));
  return {
    rows: [...chosen.filter((c) => !onPage.has(c.id)), ...rows],
    more: page ? moreMatchesHint(rows.length, page.count) : null,
    empty: page && searched && rows.length === 0 ? DEFINITION_SEARCH_TEXT.noMatches : null,
  };
}

/** The lists' ids parameter takes at most this many ids per request. */
export const IDS_PER_REQUEST = 1000;

/** An ids parameter for some ids: each once, ascending (one cache entry per set), '' for none. */
export const idsParam = (ids: readonly (number | null | undefined)[]) =>
  [...new Set(ids.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b).join(',');

/** idsParam in requests of at most `size` ids each (none for no ids): a long list is asked whole, never cut. */
export function idBatches(ids: readonly (number | null | undefined)[], size = IDS_PER_REQUEST): string[] {
  const all = idsParam(ids).split(',').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < all.length; i += size) out.push(all.slice(i, i + size).join(','));
  return out;
}
