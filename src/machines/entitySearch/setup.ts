// The entitySearch machine's types and named implementations (actors, guards, actions); the statechart
// itself is ./machine.ts, so it reads on one screen.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { ENTITY_SEARCH_DEBOUNCE_MS, ENTITY_SEARCH_TEXT, searchTextOf, type EntitySearchChoice, type EntitySearchPage } from '../../domain/entity-search.ts';
import { noticeFromError } from '../../domain/errors.ts';
import type { EntityType } from '../../domain/roles.ts';
import { notProvided } from '../not-provided.ts';

/** What one choice searches: entities of one type, or the caller's comparison groups (the control-field modal). */
export type SearchedKind = EntityType | 'comparison_group';

export interface EntitySearchInput {
  entityType: SearchedKind;
  /** The current choice's id (from the form that owns it), null for none. */
  selectedId: number | null;
}
export interface SearchEntitiesInput {
  entityType: SearchedKind;
  /** '' for the first page of all. */
  search: string;
}
export interface LookupEntityInput {
  entityType: SearchedKind;
  id: number;
}

export interface EntitySearchContext {
  entityType: SearchedKind;
  /** What the input shows (typed text, or the chosen entity's display name). */
  text: string;
  /** The search text of the running (or last) request: `text` normalised when typing paused. */
  asked: string;
  /** The search text `page` answers; null before the first answer. */
  query: string | null;
  page: EntitySearchPage | null;
  /** The unfiltered first page held every entity: from now on typing filters locally. */
  complete: boolean;
  selectedId: number | null;
  /** The current choice with its display name; null while unknown or when nothing is chosen. */
  selected: EntitySearchChoice | null;
  error: string | null;
}

export type EntitySearchEvent =
  | { type: 'search.input'; text: string }
  /** The field lost focus without a new choice: it shows the current choice again. */
  | { type: 'search.revert' }
  | { type: 'search.retry' }
  | { type: 'entity.choose'; choice: EntitySearchChoice | null };


export const entitySearchSetup = setup({
  types: { context: {} as EntitySearchContext, events: {} as EntitySearchEvent, input: {} as EntitySearchInput, tags: {} as 'searching' | 'naming' },
  actors: {
    searchEntities: fromPromise<EntitySearchPage, SearchEntitiesInput>(notProvided('entitySearch', 'searchEntities')),
    lookupEntity: fromPromise<EntitySearchChoice | null, LookupEntityInput>(notProvided('entitySearch', 'lookupEntity')),
  },
  delays: { debounce: ENTITY_SEARCH_DEBOUNCE_MS },
  guards: {
    /** A new text (RAC repeats the chosen item's text as input: nothing new to ask then). */
    textChanged: ({ context: c, event }) => event.type === 'search.input' && event.text !== c.text,
    complete: ({ context: c }) => c.complete,
    /** The typed text (normalised) is what the shown page already answers. */
    alreadyAnswered: ({ context: c }) => c.query !== null && searchTextOf(c.text) === c.query,
    /** The first page is in and names the current choice (or nothing is chosen). */
    nameOnPage: ({ context: c }) => c.page !== null && (c.selectedId === null || c.page.choices.some((x) => x.id === c.selectedId)),
    pageIn: ({ context: c }) => c.page !== null,
    /** The input shows the current choice's display name, not typed text. */
    showsChoice: ({ context: c }) => c.selected !== null && c.text === c.selected.label,
  },
  actions: {
    type: assign(({ event }) => {
      assertEvent(event, 'search.input');
      return { text: event.text };
    }),
    ask: assign(({ context: c }) => ({ asked: searchTextOf(c.text) })),
    answered: assign(({ context: c }, { search, page }: { search: string; page: EntitySearchPage }) => ({
      page,
      query: search,
      complete: c.complete || (search === '' && page.count <= page.choices.length),
      error: null,
    })),
    failed: assign((_, { error }: { error: unknown }) => ({ error: noticeFromError(error, ENTITY_SEARCH_TEXT.failed)?.message || ENTITY_SEARCH_TEXT.failed })),
    choose: assign(({ event }) => {
      assertEvent(event, 'entity.choose');
      return { selected: event.choice, selectedId: event.choice?.id ?? null, text: event.choice?.label ?? '' };
    }),
    revert: assign(({ context: c }) => ({ text: c.selected?.label ?? '' })),
    /** The looked-up name; one the caller cannot see is '<unbekannt>', never its id. Typed text stays. */
    nameFromPage: assign(({ context: c }) => {
      const selected = c.page?.choices.find((x) => x.id === c.selectedId) ?? null;
      return { selected, text: selected && c.text === '' ? selected.label : c.text };
    }),
    named: assign(({ context: c }, found: EntitySearchChoice | null) => {
      const selected = found ?? { id: c.selectedId!, label: ENTITY_SEARCH_TEXT.unknown };
      return { selected, text: c.text === '' ? selected.label : c.text };
    }),
  },
});
