// The comparison-group modal (product rules ‹Comparison-group modals›, ‹Evaluation and group workflows›, ‹Validation rules›): four kinds as tabs (benchmark, 'Mein Betrieb',
// top-N, expert) each holding its own values; the kind a stored group opens in is inferred by the
// domain's rule; the first switch to expert copies the current tab once ('Vergleichsoptionen
// übertragen'). Beside the form, the count of matching operations is re-verified after every change
// (debounced); a group with profile answers saves only when the count reaches the minimum.
// Injected actors (fixed invoke ids; built from ./effects.ts):
//   saveGroup     fromPromise(SaveGroupInput) → { id }     mutation create / update comparison group
//   countMatches  fromPromise(ComparisonGroupInput) → number  mutation count (POST /comparison_groups/count/)
import { assertEvent, assign, fromPromise, or, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ComparisonGroupInput, ComparisonGroupKind } from '../../domain/comparison-group-rules.ts';
import { emptyTabs, groupFormProblems, groupInputOf, groupSizeProblem, hasTabCriterion, serverFieldErrors, tabsOf, usesProfile, type GroupFormErrors, type GroupFormValues, type GroupTabs } from '../../domain/comparison-group-form.ts';
import { noticeFromError, toApiErrorInfo, type Notice } from '../../domain/errors.ts';

/** Debounce of the count call while the user edits (product rules ‹Validation rules›: re-verified on every change). */
export const COUNT_DEBOUNCE_MS = 400;

export interface ComparisonGroupFormInput {
  /** The stored group's id when editing; null creates. */
  groupId: number | null;
  /** The stored group (edit) or null (create). */
  group: ComparisonGroupInput | null;
  /** Minimum matching operations of a profile-restricted group. */
  minimum: number;
}
export interface SaveGroupInput {
  groupId: number | null;
  body: ComparisonGroupInput;
}

export interface ComparisonGroupFormContext extends ComparisonGroupFormInput {
  name: string;
  kind: ComparisonGroupKind;
  tabs: GroupTabs;
  /** The one copy into the expert tab happened (or the group opened as expert). */
  expertCopied: boolean;
  /** 'Vergleichsoptionen übertragen' shows until the next switch. */
  copiedNotice: boolean;
  /** Matching operations of the current tab; null while (re)counting or after a failure. */
  count: number | null;
  /** Why the count failed (the server's message, product rules ‹Comparison-group and report errors›). */
  countError: string | null;
  submitted: boolean;
  serverErrors: GroupFormErrors;
  notice: Notice | null;
  savedId: number | null;
}

export type ComparisonGroupFormEvent =
  | { type: 'form.name'; name: string }
  | { type: 'form.change'; values: Partial<GroupFormValues> }
  | { type: 'kind.select'; kind: ComparisonGroupKind }
  | { type: 'form.submit' }
  | { type: 'notice.close' };

const notProvided = (name: string) => () => Promise.reject(new Error(`comparisonGroupForm: actor '${name}' not provided`));
const formValid = (c: ComparisonGroupFormContext) => Object.keys(groupFormProblems(c.name, c.kind, c.tabs[c.kind])).length === 0;
const body = (c: ComparisonGroupFormContext) => groupInputOf(c.name, c.kind, c.tabs[c.kind]);
const profile = (c: ComparisonGroupFormContext) => usesProfile(c.kind, c.tabs[c.kind]);

export const comparisonGroupFormMachine = setup({
  types: { context: {} as ComparisonGroupFormContext, events: {} as ComparisonGroupFormEvent, input: {} as ComparisonGroupFormInput, tags: {} as 'saving' | 'counting' },
  actors: {
    saveGroup: fromPromise<{ id: number }, SaveGroupInput>(notProvided('saveGroup')),
    countMatches: fromPromise<number, ComparisonGroupInput>(notProvided('countMatches')),
  },
  delays: { countDebounce: COUNT_DEBOUNCE_MS },
  guards: {
    /**
     * Valid, and the counted members suffice (at least one; with profile answers the minimum). When
     * the count failed, a group without profile answers is saved anyway (the server counts again
     * whenever it answers for the group).
     */
    canSubmit: ({ context: c }) =>
      formValid(c) && (c.count !== null ? groupSizeProblem(c.count, profile(c), c.minimum) === null : c.countError !== null && !profile(c)),
    /** Valid, with the count still on its way: saving waits for it (a group without members is not saved). */
    awaitsCount: ({ context: c }) => formValid(c) && c.count === null,
    countKnown: ({ context: c }) => c.count !== null,
    /** Only a tab with a criterion is counted: without one there is no group yet. */
    hasCriterion: ({ context: c }) => hasTabCriterion(c.name, c.kind, c.tabs[c.kind]),
    firstExpertSwitch: ({ context: c, event }) => event.type === 'kind.select' && event.kind === 'expert' && c.kind !== 'expert' && !c.expertCopied,
    isFieldError: (_, { error }: { error: unknown }) => toApiErrorInfo(error)?.status === 400,
  },
  actions: {
    rename: assign(({ event }) => {
      assertEvent(event, 'form.name');
      return { name: event.name, serverErrors: {} };
    }),
    change: assign(({ context: c, event }) => {
      assertEvent(event, 'form.change');
      return { tabs: { ...c.tabs, [c.kind]: { ...c.tabs[c.kind], ...event.values } }, serverErrors: {}, count: null, countError: null };
    }),
    /** The one copy of the current tab into expert (product rules ‹Evaluation and group workflows›), with its note. */
    copyToExpert: assign(({ context: c }) => ({
      kind: 'expert' as const,
      tabs: { ...c.tabs, expert: { ...c.tabs[c.kind] } },
      expertCopied: true,
      copiedNotice: true,
      serverErrors: {},
      count: null,
      countError: null,
    })),
    selectKind: assign(({ event }) => {
      assertEvent(event, 'kind.select');
      return { kind: event.kind, copiedNotice: false, serverErrors: {}, count: null, countError: null };
    }),
    markSubmitted: assign({ submitted: true, notice: null }),
    counted: assign((_, count: number) => ({ count, countError: null })),
    countRefused: assign((_, { error }: { error: unknown }) => ({ countError: toApiErrorInfo(error)?.detail ?? 'Die passenden Betriebe konnten nicht gezählt werden.' })),
    saved: assign((_, out: { id: number }) => ({ savedId: out.id })),
    refused: assign((_, { error }: { error: unknown }) => {
      const info = toApiErrorInfo(error);
      const fields = serverFieldErrors(info?.fields);
      return { serverErrors: Object.keys(fields).length ? fields : { form: info?.detail ?? 'Ungültige Eingabe.' } };
    }),
    fail: assign((_, { error }: { error: unknown }) => ({ notice: noticeFromError(error, 'Vergleichsgruppe nicht gespeichert') })),
    closeNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'comparisonGroupForm',
  context: ({ input }) => {
    const opened = input.group ? tabsOf(input.group) : { kind: 'benchmark' as const, tabs: emptyTabs() };
    return {
      ...input,
      name: input.group?.name ?? '',
      ...opened,
      expertCopied: opened.kind === 'expert',
      copiedNotice: false,
      count: null,
      countError: null,
      submitted: false,
      serverErrors: {},
      notice: null,
      savedId: null,
    };
  },
  type: 'parallel',
  on: { 'notice.close': { actions: 'closeNotice' } },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.name': { actions: 'rename' },
            'form.change': { actions: 'change' },
            'kind.select': [{ guard: 'firstExpertSwitch', actions: 'copyToExpert' }, { actions: 'selectKind' }],
            'form.submit': [
              { guard: 'canSubmit', target: 'saving', actions: 'markSubmitted' },
              { guard: 'awaitsCount', target: 'awaitingCount', actions: 'markSubmitted' },
              { actions: 'markSubmitted' },
            ],
          },
        },
        /** Submitted while the count was still on its way (the user pressed faster than the debounce). */
        awaitingCount: {
          tags: ['saving'],
          always: [
            { guard: 'canSubmit', target: 'saving' },
            { guard: or(['countKnown', stateIn({ count: 'failed' })]), target: 'editing' },
          ],
        },
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'saveGroup',
            src: 'saveGroup',
            input: ({ context: c }) => ({ groupId: c.groupId, body: body(c) }),
            onDone: { target: 'saved', actions: { type: 'saved', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'isFieldError', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
              { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        saved: { type: 'final' },
      },
    },
    count: {
      initial: 'waiting',
      // Any change of what the group matches starts the debounce again.
      on: { 'form.change': { target: '.waiting', reenter: true }, 'kind.select': { target: '.waiting', reenter: true } },
      states: {
        waiting: { tags: ['counting'], after: { countDebounce: [{ guard: 'hasCriterion', target: 'counting' }, { target: 'noCriterion' }] } },
        /** Nothing chosen yet that makes a group: no number to show ('206 passende Betriebe' would mean all). */
        noCriterion: {},
        counting: {
          tags: ['counting'],
          invoke: {
            id: 'countMatches',
            src: 'countMatches',
            input: ({ context: c }) => body(c),
            onDone: { target: 'known', actions: { type: 'counted', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'countRefused', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        known: {},
        failed: {},
      },
    },
  },
});

export type ComparisonGroupFormActorRef = ActorRefFrom<typeof comparisonGroupFormMachine>;
export type ComparisonGroupFormSnapshot = SnapshotFrom<typeof comparisonGroupFormMachine>;
