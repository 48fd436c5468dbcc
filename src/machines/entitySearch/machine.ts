// One searchable entity choice (wizard 'Allgemeines', the comparison-group modal, 'Anwenden auf:'):
// the first page of the caller's entities of one type is asked at once; if it holds all of them the
// list is complete and typing filters it locally, otherwise every pause in typing asks the server
// for the first matches (debounced; a newer text cancels the running request). Beside it, the
// current choice is named by its display name: from the first page when it is on it, otherwise
// looked up once (a choice from outside: an edited evaluation, the address).
// Injected actors (fixed invoke ids; built from ./effects.ts):
//   searchEntities  fromPromise({entityType, search}) → EntitySearchPage      list with search + limit
//   lookupEntity    fromPromise({entityType, id}) → EntitySearchChoice | null  list with ids
import { and, or, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { entitySearchSetup } from './setup.ts';

export type * from './setup.ts';

export const entitySearchMachine = entitySearchSetup.createMachine({
  id: 'entitySearch',
  context: ({ input }) => ({
    entityType: input.entityType,
    text: '',
    asked: '',
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
          // A choice made (or shown again) while typing paused asks nothing: the input names it.
          after: { debounce: [{ guard: or(['alreadyAnswered', 'showsChoice']), target: 'ready' }, { target: 'searching', actions: 'ask' }] },
          on: { 'search.input': { guard: 'textChanged', target: 'debouncing', reenter: true, actions: 'type' } },
        },
        searching: {
          tags: ['searching'],
          invoke: {
            id: 'searchEntities',
            src: 'searchEntities',
            input: ({ context: c }) => ({ entityType: c.entityType, search: c.asked }),
            // The answer is kept for the text asked (a retry asks it again): a choice made meanwhile changes the input.
            onDone: { target: 'ready', actions: { type: 'answered', params: ({ context: c, event }) => ({ search: c.asked, page: event.output }) } },
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
