// The controlFieldTable machine's types and named implementations (actors, guards, actions); the
// statechart itself is ./machine.ts, so it reads on one screen.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { storedControlField, type StoredControlField } from '../../domain/control-field-form.ts';
import { DELETE_FAILED, type ValueEntity } from '../../domain/controlling-view.ts';
import { noticeFromError } from '../../domain/errors.ts';
import { notProvided } from '../not-provided.ts';

/** How long a saved row stays marked ('wird geändert …') while the table reads it again. */
export const SAVED_MARK_MS = 600;

export interface TableEntity {
  entity_type: ValueEntity;
  entity_id: number;
}
export interface ControlFieldTableInput {
  entity: TableEntity;
  /** The history columns' months (product rules ‹Entity controlling page›: 12 months up to tomorrow). */
  window: { oldest_date: string; report_date: string };
}

/** What the history columns are loaded for: the watched fields and the comparison groups they use. */
export interface HistorySources {
  fields: readonly string[];
  groups: readonly number[];
}
export type LoadHistoryInput = ControlFieldTableInput & HistorySources;

/** Report values over the history window: dates newest first, date → field → value. */
export interface History {
  dates: readonly string[];
  byDate: Readonly<Record<string, Readonly<Record<string, number | null>>>>;
}
/** The entity's history and each group's (null where the group's could not be read). */
export interface PastValues {
  own: History;
  byGroup: Readonly<Record<number, History | null>>;
}

/** The control field a delete asks about: its id and report field (the question names it). */
export interface DeleteTarget {
  id: number;
  field: string;
}

export interface ControlFieldTableContext extends ControlFieldTableInput {
  /** The control field the modal edits; null for 'Neues Kontrollfeld'. */
  edited: StoredControlField | null;
  /** The control field 'Bitte bestätigen' asks about. */
  asked: DeleteTarget | null;
  /** Confirmed deletes, the running one first: their rows are marked and locked. */
  deleting: readonly number[];
  /** The control field just saved, marked while the table reads it again. */
  saved: number | null;
  /** Why the last delete failed (the server's words); null after one that worked. */
  notice: string | null;
  sources: HistorySources;
  past: PastValues | null;
}

export type ControlFieldTableEvent =
  | { type: 'field.create' }
  | { type: 'field.edit'; alert: StoredControlField }
  | { type: 'field.delete'; alert: DeleteTarget }
  | { type: 'delete.confirm' }
  | { type: 'dialog.close' }
  | { type: 'field.saved'; id: number }
  | { type: 'history.toggle'; on: boolean }
  | { type: 'table.sources'; fields: readonly string[]; groups: readonly number[] };

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const rowIdOf = (e: ControlFieldTableEvent) => (e.type === 'field.edit' || e.type === 'field.delete' ? e.alert.id : null);

export const controlFieldTableSetup = setup({
  types: {
    context: {} as ControlFieldTableContext,
    events: {} as ControlFieldTableEvent,
    input: {} as ControlFieldTableInput,
    emitted: {} as { type: 'controlFields.changed' },
    tags: {} as 'deleting' | 'historyLoading',
  },
  actors: {
    deleteAlert: fromPromise<unknown, { id: number }>(notProvided('controlFieldTable', 'deleteAlert')),
    loadHistory: fromPromise<PastValues, LoadHistoryInput>(notProvided('controlFieldTable', 'loadHistory')),
  },
  delays: { savedMark: SAVED_MARK_MS },
  guards: {
    /** A row that is being deleted or was just saved takes no edit or delete. */
    rowIdle: ({ context: c, event }) => {
      const id = rowIdOf(event);
      return id !== null && !c.deleting.includes(id) && c.saved !== id;
    },
    hasQueued: ({ context }) => context.deleting.length > 0,
    hasFields: ({ context }) => context.sources.fields.length > 0,
    switchedOn: ({ event }) => event.type === 'history.toggle' && event.on,
    switchedOff: ({ event }) => event.type === 'history.toggle' && !event.on,
    sourcesChanged: ({ context: c, event }) => event.type === 'table.sources' && (!sameList(c.sources.fields, event.fields) || !sameList(c.sources.groups, event.groups)),
  },
  actions: {
    editNew: assign({ edited: null }),
    edit: assign(({ event }) => {
      assertEvent(event, 'field.edit');
      return { edited: storedControlField(event.alert) };
    }),
    ask: assign(({ event }) => {
      assertEvent(event, 'field.delete');
      return { asked: { id: event.alert.id, field: event.alert.field } };
    }),
    forget: assign({ edited: null, asked: null }),
    queueDelete: assign(({ context: c }) => ({ deleting: c.asked ? [...c.deleting, c.asked.id] : c.deleting })),
    deleted: assign(({ context: c }) => ({ deleting: c.deleting.slice(1), notice: null })),
    deleteFailed: assign(({ context: c }, { error }: { error: unknown }) => ({ deleting: c.deleting.slice(1), notice: noticeFromError(error)?.message ?? DELETE_FAILED })),
    markSaved: assign(({ event }) => {
      assertEvent(event, 'field.saved');
      return { saved: event.id };
    }),
    unmarkSaved: assign({ saved: null }),
    /** The table reads its control fields and their states again (also after a failed delete: someone else may have deleted it). */
    announceChange: emit({ type: 'controlFields.changed' } as const),
    takeSources: assign(({ event }) => {
      assertEvent(event, 'table.sources');
      return { sources: { fields: [...event.fields], groups: [...event.groups] } };
    }),
    showPast: assign((_, past: PastValues) => ({ past })),
    forgetPast: assign({ past: null }),
  },
});
