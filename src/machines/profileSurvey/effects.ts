// What the profile survey needs from the outside: the questionnaire and a location's answers, a file's
// text turned into answers (the CSV rules of src/domain), and saving a location's profile.
import { fromPromise } from 'xstate';
import { profileSurveyMachine, type AdoptInput, type Loaded, type SaveInput } from './machine.ts';

export interface ProfileSurveyEffects {
  loadSurvey(locationId: number): Promise<Loaded>;
  /** The active profile's answers of a location (null without one). */
  loadAnswers(locationId: number): Promise<Record<string, unknown> | null>;
  /** Answers from the text of a profile export (.csv). */
  parseCsv(text: string): Record<string, unknown>;
  saveProfile(input: SaveInput): Promise<unknown>;
}

export function provideProfileSurvey(fx: ProfileSurveyEffects) {
  return profileSurveyMachine.provide({
    actors: {
      load: fromPromise(({ input }: { input: { locationId: number } }) => fx.loadSurvey(input.locationId)),
      adopt: fromPromise(async ({ input }: { input: AdoptInput }) => {
        if (input.source.kind === 'location') return (await fx.loadAnswers(input.source.locationId)) ?? {};
        if (!input.file) throw new Error('profileSurvey: no file chosen');
        return fx.parseCsv(await input.file.text());
      }),
      save: fromPromise(({ input }: { input: SaveInput }) => fx.saveProfile(input)),
    },
  });
}
