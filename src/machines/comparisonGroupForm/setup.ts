// The comparisonGroupForm machine's types and named implementations (actors, guards, actions); the statechart
// itself is ./machine.ts, so it reads on one screen.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ComparisonGroupInput, ComparisonGroupKind } from '../../domain/comparison-group-rules.ts';
import { groupFormProblems, groupInputOf, groupSizeProblem, hasTabCriterion, serverFieldErrors, usesProfile, type GroupFormErrors, type GroupFormValues, type GroupTabs } from '../../domain/comparison-group-form.ts';
import { noticeFromError, toApiErrorInfo, type Notice } from '../../domain/errors.ts';
import { notProvided } from '../not-provided.ts';

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

const formValid = (c: ComparisonGroupFormContext) => Object.keys(groupFormProblems(c.name, c.kind, c.tabs[c.kind])).length === 0;
export const body = (c: ComparisonGroupFormContext) => groupInputOf(c.name, c.kind, c.tabs[c.kind]);
const profile = (c: ComparisonGroupFormContext) => usesProfile(c.kind, c.tabs[c.kind]);

export const comparisonGroupFormSetup = setup({
  types: { context: {} as ComparisonGroupFormContext, events: {} as ComparisonGroupFormEvent, input: {} as ComparisonGroupFormInput, tags: {} as 'saving' | 'counting' },
  actors: {
    saveGroup: fromPromise<{ id: number }, SaveGroupInput>(notProvided('comparisonGroupForm', 'saveGroup')),
    countMatches: fromPromise<number, ComparisonGroupInput>(notProvided('comparisonGroupForm', 'countMatches')),
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
});
