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
import { assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { noticeFromError, type Notice } from '../../domain/errors.ts';
import { isProfileCsvFileName, isRefusedImport, profileImportNotice, type ProfileCsvImport } from '../../domain/profile-csv.ts';
import { completeProfile, surveyAnswers, unansweredCount, type SurveyAnswers, type SurveyCategory } from '../../domain/profile-survey.ts';

/** Where adopted answers come from: another location's active profile, or a previous export (.csv). */
export type AdoptSource = { kind: 'location'; locationId: number } | { kind: 'file' };
export interface ChosenFile { name: string; text: () => Promise<string> }

export interface LoadInput { locationId: number }
export interface Loaded { categories: SurveyCategory[]; answers: Record<string, unknown> | null }
export interface AdoptInput { source: AdoptSource; file: ChosenFile | null; categories: readonly SurveyCategory[] }
/** Adopted answers; for a file also what its import found (null for another location's profile). */
export interface Adopted { answers: Record<string, unknown>; csv: ProfileCsvImport | null }
export interface SaveInput { locationId: number; answers: Record<string, string | boolean> }

export interface ProfileSurveyInput { locationId: number; canEdit: boolean }
export interface ProfileSurveyContext {
  locationId: number;
  canEdit: boolean;
  categories: SurveyCategory[];
  answers: SurveyAnswers;
  source: AdoptSource | null;
  file: ChosenFile | null;
  error: Notice | null;
  /** Set after a successful save, cleared by the next change. */
  saved: boolean;
}

export type ProfileSurveyEvent =
  | { type: 'survey.answer'; name: string; value: string | boolean }
  | { type: 'survey.source.select'; source: AdoptSource | null }
  | { type: 'survey.file.choose'; file: ChosenFile }
  | { type: 'survey.adopt' }
  | { type: 'survey.save' }
  | { type: 'survey.retry' };

export type ProfileSurveyEmitted =
  | { type: 'survey.changed'; unanswered: number; profile: Record<string, string | boolean> | null }
  | { type: 'survey.saved' };

export const NOT_A_CSV = 'Es werden nur .csv-Dateien akzeptiert.';

const notProvided = (name: string) => () => Promise.reject(new Error(`profileSurvey: actor '${name}' not provided`));
const changed = (c: Pick<ProfileSurveyContext, 'categories' | 'answers'>): ProfileSurveyEmitted => ({
  type: 'survey.changed',
  unanswered: unansweredCount(c.categories, c.answers),
  profile: completeProfile(c.categories, c.answers),
});

export const profileSurveyMachine = setup({
  types: {
    input: {} as ProfileSurveyInput,
    context: {} as ProfileSurveyContext,
    events: {} as ProfileSurveyEvent,
    emitted: {} as ProfileSurveyEmitted,
    tags: {} as 'busy' | 'loading',
  },
  actors: {
    load: fromPromise<Loaded, LoadInput>(notProvided('load')),
    adopt: fromPromise<Adopted, AdoptInput>(notProvided('adopt')),
    save: fromPromise<unknown, SaveInput>(notProvided('save')),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    isCsv: ({ context, event }) => context.canEdit && event.type === 'survey.file.choose' && isProfileCsvFileName(event.file.name),
    sourceReady: ({ context }) =>
      context.canEdit && context.source !== null && (context.source.kind === 'location' || context.file !== null),
    complete: ({ context }) => context.canEdit && unansweredCount(context.categories, context.answers) === 0,
    /** A file that answers no question would clear every answer: refused. */
    refusedFile: (_, adopted: Adopted) => adopted.csv !== null && isRefusedImport(adopted.csv),
  },
  actions: {
    loaded: assign((_, loaded: Loaded) => ({ categories: loaded.categories, answers: surveyAnswers(loaded.categories, loaded.answers), error: null })),
    answer: assign(({ context, event }) => {
      assertEvent(event, 'survey.answer');
      return { answers: { ...context.answers, [event.name]: event.value }, saved: false, error: null };
    }),
    selectSource: assign(({ event }) => {
      assertEvent(event, 'survey.source.select');
      return { source: event.source, file: null, error: null };
    }),
    chooseFile: assign(({ event }) => {
      assertEvent(event, 'survey.file.choose');
      return { file: event.file, error: null };
    }),
    refuseFile: assign({ file: null, error: { level: 'error', title: 'Datei nicht übernommen', message: NOT_A_CSV } satisfies Notice }),
    /** Adopted answers replace the current ones; the selector starts over; left-out rows are named. */
    adopted: assign(({ context }, adopted: Adopted) => ({
      answers: surveyAnswers(context.categories, adopted.answers),
      source: null,
      file: null,
      saved: false,
      error: adopted.csv ? profileImportNotice(adopted.csv) : null,
    })),
    /** The answers stay; the file is dropped so another one can be chosen. */
    refuseImport: assign((_, adopted: Adopted) => ({ file: null, error: adopted.csv ? profileImportNotice(adopted.csv) : null })),
    fail: assign((_, { error }: { error: unknown }) => ({ error: noticeFromError(error) })),
    markSaved: assign({ saved: true, error: null }),
    emitChanged: emit(({ context }) => changed(context)),
    emitSaved: emit({ type: 'survey.saved' } as const),
  },
}).createMachine({
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
