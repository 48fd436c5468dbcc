// One searchable entity choice (wizard 'Allgemeines', the comparison-group modal, 'Anwenden auf:'):
// the first page of the caller's entities of one type is asked at once; if it holds all of them the
// list is complete and typing filters it locally, otherwise every pause in typing asks the server
// for the first matches (debounced; a newer text cancels the running request). Beside it, the
// current choice is named by its display name: from the first page when it is on it, otherwise
// looked up once (a choice from outside: an edited evaluation, the address).
// Injected actors (fixed invoke ids; built from ./effects.ts):
//   searchEntities  fromPromise({entityType, search}) → EntitySearchPage      list with search + limit
//   lookupEntity    fromPromise({entityType, id}) → EntitySearchChoice | null  list with ids
import { and, assertEvent, assign, fromPromise, or, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ENTITY_SEARCH_DEBOUNCE_MS, ENTITY_SEARCH_TEXT, searchTextOf, type EntitySearchChoice, type EntitySearchPage } from '../../domain/entity-search.ts';
import { noticeFromError } from '../../domain/errors.ts';
import type { EntityType } from '../../domain/roles.ts';

export interface EntitySearchInput {
  entityType: EntityType;
  /** The current choice's id (from the form that owns it), null for none. */
  selectedId: number | null;
}
export interface SearchEntitiesInput {
  entityType: EntityType;
  /** '' for the first page of all. */
  search: string;
}
export interface LookupEntityInput {
  entityType: EntityType;
  id: number;
}

export interface EntitySearchContext {
  entityType: EntityType;
  /** What the input shows (typed text, or the chosen entity's display name). */
  text: string;
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

const notProvided = (name: string) => () => Promise.reject(new Error(`entitySearch: actor '${name}' not provided`));

export const entitySearchMachine = setup({
  types: { context: {} as EntitySearchContext, events: {} as EntitySearchEvent, input: {} as EntitySearchInput, tags: {} as 'searching' | 'naming' },
  actors: {
    searchEntities: fromPromise<EntitySearchPage, SearchEntitiesInput>(notProvided('searchEntities')),
    lookupEntity: fromPromise<EntitySearchChoice | null, LookupEntityInput>(notProvided('lookupEntity')),
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
  },
  actions: {
    type: assign(({ event }) => {
      assertEvent(event, 'search.input');
      return { text: event.text };
    }),
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
}).createMachine({
  id: 'entitySearch',
  context: ({ input }) => ({
    entityType: input.entityType,
    text: '',
    query: null,
    page: null,
    complete: false,
    selectedId: input.selectedId,
    selected: null,
    error: null,
  }),
  type: 'parallel',
  on: { 'search.revert': { actions: 'revert' } },
  states: {
    list: {
      initial: 'searching',
      states: {
        ready: {
          on: {
            'search.input': [{ guard: and(['textChanged', 'complete']), actions: 'type' }, { guard: 'textChanged', target: 'debouncing', actions: 'type' }],
          },
        },
        debouncing: {
          tags: ['searching'],
          after: { debounce: [{ guard: 'alreadyAnswered', target: 'ready' }, { target: 'searching' }] },
          on: { 'search.input': { guard: 'textChanged', target: 'debouncing', reenter: true, actions: 'type' } },
        },
        searching: {
          tags: ['searching'],
          invoke: {
            id: 'searchEntities',
            src: 'searchEntities',
            input: ({ context: c }) => ({ entityType: c.entityType, search: searchTextOf(c.text) }),
            onDone: { target: 'ready', actions: { type: 'answered', params: ({ context: c, event }) => ({ search: searchTextOf(c.text), page: event.output }) } },
            onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
          },
          on: { 'search.input': { guard: 'textChanged', target: 'debouncing', actions: 'type' } },
        },
        failed: {
          on: { 'search.retry': 'searching', 'search.input': { guard: 'textChanged', target: 'debouncing', actions: 'type' } },
        },
      },
    },
    choice: {
      initial: 'waiting',
      on: { 'entity.choose': { target: '.settled', actions: 'choose' } },
      states: {
        /** The first page may name the current choice itself (a short list always does). */
        waiting: {
          always: [
            { guard: 'nameOnPage', target: 'settled', actions: 'nameFromPage' },
            { guard: or(['pageIn', stateIn({ list: 'failed' })]), target: 'naming' },
          ],
        },
        naming: {
          tags: ['naming'],
          invoke: {
            id: 'lookupEntity',
            src: 'lookupEntity',
            input: ({ context: c }) => ({ entityType: c.entityType, id: c.selectedId! }),
            onDone: { target: 'settled', actions: { type: 'named', params: ({ event }) => event.output } },
            onError: { target: 'settled', actions: { type: 'named', params: () => null } },
          },
        },
        settled: {},
      },
    },
  },
});

export type EntitySearchActorRef = ActorRefFrom<typeof entitySearchMachine>;
export type EntitySearchSnapshot = SnapshotFrom<typeof entitySearchMachine>;
