// The profile survey actor of one location, its effects built on the views' urql client.
import { useActorRef } from '@xstate/react';
import { useClient, type Client } from 'urql';
import type { SurveyCategory } from '../../../domain/profile-survey.ts';
import { LocationProfileAnswersDocument, SurveyChoicesDocument, SurveyLocationDocument } from '../../../gateway/client/generated/graphql.ts';
import { requiredData } from '../../../gateway/client/operation-result.ts';
import { provideProfileSurvey, type ProfileSurveyEffects } from '../../../machines/profileSurvey/effects.ts';
import type { SaveInput } from '../../../machines/profileSurvey/machine.ts';
import { useAppSystem } from '../../../app/AppContext.tsx';

async function loadAnswers(client: Client, locationId: number, knownProfile?: boolean): Promise<Record<string, unknown> | null> {
  if (knownProfile === undefined) {
    const { getLocation } = await requiredData(client.query(SurveyLocationDocument, { id: locationId }));
    if (!getLocation?.active_profile) return null;
  } else if (!knownProfile) return null;
  const data = await requiredData(client.query(LocationProfileAnswersDocument, { id: locationId }, { requestPolicy: 'network-only' }));
  return (data.getLocationProfile?.management_options as Record<string, unknown> | undefined) ?? null;
}

/** The questionnaire (cached: it changes with a release, not with a write). */
export async function loadCategories(client: Client): Promise<SurveyCategory[]> {
  const choices = await requiredData(client.query(SurveyChoicesDocument, {}));
  return (choices.listSurveyChoices ?? []).flatMap((c) =>
    c ? [{ category: c.category, questions: c.questions.flatMap((q) => (q ? [{ ...q, options: q.options as Record<string, string>[] }] : [])) }] : [],
  );
}

export function surveyEffects(client: Client, parseCsv: ProfileSurveyEffects['parseCsv'], saveProfile: (input: SaveInput) => Promise<unknown>): ProfileSurveyEffects {
  return {
    async loadSurvey(locationId) {
      const [categories, location] = await Promise.all([
        loadCategories(client),
        requiredData(client.query(SurveyLocationDocument, { id: locationId }, { requestPolicy: 'network-only' })),
      ]);
      return { categories, answers: await loadAnswers(client, locationId, !!location.getLocation?.active_profile) };
    },
    loadAnswers: (locationId) => loadAnswers(client, locationId),
    parseCsv,
    saveProfile,
  };
}

export function useProfileSurvey(
  locationId: number,
  canEdit: boolean,
  parseCsv: ProfileSurveyEffects['parseCsv'],
  saveProfile: (input: SaveInput) => Promise<unknown>,
) {
  const client = useClient();
  const { journal } = useAppSystem();
  return useActorRef(provideProfileSurvey(surveyEffects(client, parseCsv, saveProfile)), { input: { locationId, canEdit }, inspect: journal.inspect });
}
