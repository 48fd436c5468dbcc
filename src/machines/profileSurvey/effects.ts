// What the profile survey needs from the outside: the questionnaire and a location's answers, a file's
// text turned into answers (the CSV rules of src/domain), and saving a location's profile.
import { fromPromise } from 'xstate';
import type { ProfileCsvImport } from '../../domain/profile-csv.ts';
import type { SurveyCategory } from '../../domain/profile-survey.ts';
import { profileSurveyMachine, type AdoptInput, type Adopted, type Loaded, type SaveInput } from './machine.ts';

export interface ProfileSurveyEffects {
  loadSurvey(locationId: number): Promise<Loaded>;
  /** The active profile's answers of a location (null without one). */
  loadAnswers(locationId: number): Promise<Record<string, unknown> | null>;
  /** Answers from the text of a profile export (.csv) for the questionnaire, with the rows matching no question. */
  parseCsv(text: string, categories: readonly SurveyCategory[]): ProfileCsvImport;
  saveProfile(input: SaveInput): Promise<unknown>;
}

export function provideProfileSurvey(fx: ProfileSurveyEffects) {
  return profileSurveyMachine.provide({
    actors: {
      load: fromPromise(({ input }: { input: { locationId: number } }) => fx.loadSurvey(input.locationId)),
      adopt: fromPromise(async ({ input }: { input: AdoptInput }): Promise<Adopted> => {
        if (input.source.kind === 'location') return { answers: (await fx.loadAnswers(input.source.locationId)) ?? {}, csv: null };
        if (!input.file) throw new Error('profileSurvey: no file chosen');
        const csv = fx.parseCsv(await input.file.text(), input.categories);
        return { answers: csv.answers, csv };
      }),
      save: fromPromise(({ input }: { input: SaveInput }) => fx.saveProfile(input)),
    },
  });
}
