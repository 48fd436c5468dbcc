// The profileSurvey machine's types and named implementations (actors, guards, actions); the statechart
// itself is ./machine.ts, so it reads on one screen.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { noticeFromError, type Notice } from '../../domain/errors.ts';
import { isProfileCsvFileName, isRefusedImport, profileImportNotice, type ProfileCsvImport } from '../../domain/profile-csv.ts';
import { completeProfile, surveyAnswers, unansweredCount, type SurveyAnswers, type SurveyCategory } from '../../domain/profile-survey.ts';
import { notProvided } from '../not-provided.ts';

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

const changed = (c: Pick<ProfileSurveyContext, 'categories' | 'answers'>): ProfileSurveyEmitted => ({
  type: 'survey.changed',
  unanswered: unansweredCount(c.categories, c.answers),
  profile: completeProfile(c.categories, c.answers),
});

export const profileSurveySetup = setup({
  types: {
    input: {} as ProfileSurveyInput,
    context: {} as ProfileSurveyContext,
    events: {} as ProfileSurveyEvent,
    emitted: {} as ProfileSurveyEmitted,
    tags: {} as 'busy' | 'loading',
  },
  actors: {
    load: fromPromise<Loaded, LoadInput>(notProvided('profileSurvey', 'load')),
    adopt: fromPromise<Adopted, AdoptInput>(notProvided('profileSurvey', 'adopt')),
    save: fromPromise<unknown, SaveInput>(notProvided('profileSurvey', 'save')),
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
});
