// What the survey views read of the profile survey machine.
import { completeProfile, unansweredCount, unansweredText } from '../../domain/profile-survey.ts';
import type { ProfileSurveySnapshot } from './machine.ts';

export const isLoading = (s: ProfileSurveySnapshot) => s.hasTag('loading');
export const isFailed = (s: ProfileSurveySnapshot) => s.matches('failed');
export const isAdopting = (s: ProfileSurveySnapshot) => s.matches('adopting');
export const isSaving = (s: ProfileSurveySnapshot) => s.matches('saving');
export const isBusy = (s: ProfileSurveySnapshot) => s.hasTag('busy');
export const unanswered = (s: ProfileSurveySnapshot) => unansweredCount(s.context.categories, s.context.answers);
export const counterText = (s: ProfileSurveySnapshot) => unansweredText(unanswered(s));
export const profile = (s: ProfileSurveySnapshot) => completeProfile(s.context.categories, s.context.answers);
/** 'Profil speichern': editors, at zero unanswered, not while busy. */
export const canSave = (s: ProfileSurveySnapshot) => s.can({ type: 'survey.save' });
/** 'Profil übernehmen': a source chosen, and for the file import a file. */
export const canAdopt = (s: ProfileSurveySnapshot) => s.can({ type: 'survey.adopt' });
export const surveyError = (s: ProfileSurveySnapshot) => s.context.error;
export const wasSaved = (s: ProfileSurveySnapshot) => s.context.saved;
