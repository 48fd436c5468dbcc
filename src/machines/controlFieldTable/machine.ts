// The control fields of one entity (product rules ‹Entity controlling page›, ‹Control field›): which
// modal is open ('Neues Kontrollfeld', its edit twin, or 'Bitte bestätigen' before a delete), the
// confirmed deletes one after the other with their rows marked and locked, a saved row marked for a
// moment while the table reads it again, and the history columns loaded only while switched on (again
// when the watched fields or their groups change; the columns shown stay until the new ones arrive).
// The control fields themselves and their states are the view's queries; after every save or delete
// the machine emits 'controlFields.changed' so the view reads them again.
// Four regions: `dialog` (closed | editing | confirming), `deletion` (idle ⇄ running), `savedMark`
// (none | shown) and `history` (off | on: stale → loading → shown | failed, or idle without fields).
// Injected actors (fixed invoke ids; built from ./effects.ts):
//   deleteAlert  fromPromise({ id }) → unknown                         mutation DeleteAlert
//   loadHistory  fromPromise(LoadHistoryInput) → PastValues            entity reports + each group's
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { controlFieldTableSetup } from './setup.ts';

export type * from './setup.ts';

export const controlFieldTableMachine = controlFieldTableSetup.createMachine({
  id: 'controlFieldTable',
  type: 'parallel',
  context: ({ input }) => ({ ...input, edited: null, asked: null, deleting: [], saved: null, notice: null, sources: { fields: [], groups: [] }, past: null }),
  states: {
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'field.create': { target: 'editing', actions: 'editNew' },
            'field.edit': { guard: 'rowIdle', target: 'editing', actions: 'edit' },
            'field.delete': { guard: 'rowIdle', target: 'confirming', actions: 'ask' },
          },
        },
        editing: {
          on: {
            'dialog.close': { target: 'closed', actions: 'forget' },
            // The saved mark and the reload are the savedMark region's.
            'field.saved': { target: 'closed', actions: 'forget' },
          },
        },
        confirming: {
          on: {
            'dialog.close': { target: 'closed', actions: 'forget' },
            'delete.confirm': { target: 'closed', actions: ['queueDelete', 'forget'] },
          },
        },
      },
    },
    deletion: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasQueued', target: 'running' } },
        running: {
          tags: ['deleting'],
          invoke: {
            id: 'deleteAlert',
            src: 'deleteAlert',
            input: ({ context }) => ({ id: context.deleting[0]! }),
            onDone: { target: 'idle', actions: ['deleted', 'announceChange'] },
            onError: { target: 'idle', actions: [{ type: 'deleteFailed', params: ({ event }) => ({ error: event.error }) }, 'announceChange'] },
          },
        },
      },
    },
    savedMark: {
      initial: 'none',
      on: { 'field.saved': { target: '.shown', actions: ['markSaved', 'announceChange'] } },
      states: {
        none: {},
        shown: { after: { savedMark: { target: 'none', actions: 'unmarkSaved' } } },
      },
    },
    history: {
      initial: 'off',
      on: { 'table.sources': { guard: 'sourcesChanged', actions: 'takeSources' } },
      states: {
        off: { on: { 'history.toggle': { guard: 'switchedOn', target: 'on' } } },
        on: {
          initial: 'stale',
          on: {
            'history.toggle': { guard: 'switchedOff', target: 'off', actions: 'forgetPast' },
            'table.sources': { guard: 'sourcesChanged', target: '.stale', actions: 'takeSources' },
          },
          states: {
            stale: { always: [{ guard: 'hasFields', target: 'loading' }, { target: 'idle', actions: 'forgetPast' }] },
            /** No control fields: no history columns. */
            idle: {},
            loading: {
              tags: ['historyLoading'],
              invoke: {
                id: 'loadHistory',
                src: 'loadHistory',
                input: ({ context: c }) => ({ entity: c.entity, window: c.window, ...c.sources }),
                onDone: { target: 'shown', actions: { type: 'showPast', params: ({ event }) => event.output } },
                onError: { target: 'failed', actions: 'forgetPast' },
              },
            },
            shown: {},
            /** Without the entity's values there are no history columns (as without fields). */
            failed: {},
          },
        },
      },
    },
  },
});

export type ControlFieldTableActorRef = ActorRefFrom<typeof controlFieldTableMachine>;
export type ControlFieldTableSnapshot = SnapshotFrom<typeof controlFieldTableMachine>;
