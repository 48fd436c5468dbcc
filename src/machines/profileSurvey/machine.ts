// The profile survey of one location (product rules ‹Profile survey›, ‹Profile form›). Answers start
// null and are filled from the location's active profile; an editor answers questions, adopts the
// profile of another location or a .csv export (replacing the answers and resetting the selector),
// and saves only at zero unanswered questions. A file that answers no question is refused and
// changes nothing; rows matching no question are reported. Every change emits 'survey.changed' with the count of
// unanswered questions and the complete profile (null while incomplete).
// Injected actors (fixed invoke ids; built from ./effects.ts):
//   load   fromPromise({ locationId }) → { categories, answers }     queries SurveyChoices + LocationProfile
//   adopt  fromPromise({ source, file, categories }) → Adopted        query LocationProfile / file text → CSV rules
//   save   fromPromise({ locationId, answers }) → unknown              mutation saving the location profile
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { completeProfile } from '../../domain/profile-survey.ts';
import { profileSurveySetup } from './setup.ts';

export type * from './setup.ts';
export { NOT_A_CSV } from './setup.ts';

export const profileSurveyMachine = profileSurveySetup.createMachine({
  id: 'profileSurvey',
  context: ({ input }) => ({
    locationId: input.locationId,
    canEdit: input.canEdit,
    categories: [],
    answers: {},
    source: null,
    file: null,
    error: null,
    saved: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ locationId: context.locationId }),
        onDone: { target: 'editing', actions: [{ type: 'loaded', params: ({ event }) => event.output }, 'emitChanged'] },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'survey.retry': 'loading' } },
    editing: {
      on: {
        'survey.answer': { guard: 'canEdit', actions: ['answer', 'emitChanged'] },
        'survey.source.select': { guard: 'canEdit', actions: 'selectSource' },
        'survey.file.choose': [{ guard: 'isCsv', actions: 'chooseFile' }, { guard: 'canEdit', actions: 'refuseFile' }],
        'survey.adopt': { guard: 'sourceReady', target: 'adopting' },
        'survey.save': { guard: 'complete', target: 'saving' },
      },
    },
    adopting: {
      tags: ['busy'],
      invoke: {
        id: 'adopt',
        src: 'adopt',
        input: ({ context }) => ({ source: context.source!, file: context.file, categories: context.categories }),
        onDone: [
          { guard: { type: 'refusedFile', params: ({ event }) => event.output }, target: 'editing', actions: { type: 'refuseImport', params: ({ event }) => event.output } },
          { target: 'editing', actions: [{ type: 'adopted', params: ({ event }) => event.output }, 'emitChanged'] },
        ],
        onError: { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ locationId: context.locationId, answers: completeProfile(context.categories, context.answers)! }),
        onDone: { target: 'editing', actions: ['markSaved', 'emitSaved'] },
        onError: { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type ProfileSurveyActorRef = ActorRefFrom<typeof profileSurveyMachine>;
export type ProfileSurveySnapshot = SnapshotFrom<typeof profileSurveyMachine>;
