// The comparison-group modal (product rules ‹Comparison-group modals›, ‹Evaluation and group workflows›, ‹Validation rules›): four kinds as tabs (benchmark, 'Mein Betrieb',
// top-N, expert) each holding its own values; the kind a stored group opens in is inferred by the
// domain's rule; the first switch to expert copies the current tab once ('Vergleichsoptionen
// übertragen'). Beside the form, the count of matching operations is re-verified after every change
// (debounced); a group with profile answers saves only when the count reaches the minimum.
// Injected actors (fixed invoke ids; built from ./effects.ts):
//   saveGroup     fromPromise(SaveGroupInput) → { id }     mutation create / update comparison group
//   countMatches  fromPromise(ComparisonGroupInput) → number  mutation count (POST /comparison_groups/count/)
import { or, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { emptyTabs, tabsOf } from '../../domain/comparison-group-form.ts';
import { comparisonGroupFormSetup, body } from './setup.ts';

export type * from './setup.ts';
export { COUNT_DEBOUNCE_MS } from './setup.ts';

export const comparisonGroupFormMachine = comparisonGroupFormSetup.createMachine({
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
