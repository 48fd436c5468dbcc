import { z } from 'zod';
import { SURVEY_CATEGORIES } from '../../catalogue/fields.ts';
import { IdRef, NOTHING_TO_CHANGE, notEmpty } from '../../http/input.ts';
import { ListQuery, pageOf } from '../../http/pagination.ts';
import { BoolQuery, Id } from '../../http/query.ts';
import { QUESTION_TYPES } from '../../../domain/profile.ts';
import { UNKNOWN_REFERENCE } from '../../http/not-found-texts.ts';

export const ManagementOptionsSchema = z
  .record(z.string(), z.union([z.string(), z.boolean(), z.null()]))
  .meta({ id: 'ManagementOptions', description: 'Answers of the profile questionnaire: question name → option key, boolean, or null when unanswered.' });

export const ProfileSchema = z
  .object({
    id: z.number().int(),
    location: z.number().int(),
    incomplete: z.boolean(),
    management_options: ManagementOptionsSchema,
  })
  .meta({ id: 'Profile' });
export type ProfileOut = z.infer<typeof ProfileSchema>;

export const ProfilePage = pageOf(ProfileSchema, 'ProfilePage');

export const ProfileListQuery = ListQuery.extend({
  location: Id.optional(),
  farm: Id.optional(),
  active: BoolQuery.optional()
    .describe('Only profiles that are (not) the active profile of their location.'),
});
export type ProfileListQuery = z.infer<typeof ProfileListQuery>;

export const SurveyQuestionSchema = z
  .object({
    name: z.string(),
    text: z.string(),
    type: z.enum(QUESTION_TYPES).meta({ id: 'SurveyQuestionType' }),
    options: z.array(z.record(z.string(), z.string())).describe('Each option a single {KEY: label} pair, in display order.'),
  })
  .meta({ id: 'SurveyQuestion' });

export const SurveyCategorySchema = z
  .object({ category: z.string(), questions: z.array(SurveyQuestionSchema) })
  .meta({ id: 'SurveyCategory' });

export const SurveyChoicesSchema = z.array(SurveyCategorySchema).meta({ id: 'SurveyChoices' });

export const SurveyChoicesQuery = z.object({
  category: z.string().optional(),
  name: z.string().optional().describe('A question name.'),
});

// ---- Writes ----

export const PROFILE_WRITE_MESSAGES = {
  location: 'Wählen Sie den Betrieb, zu dem das Profil gehört.',
  answers: 'Geben Sie die Antworten des Fragebogens an (management_options).',
  unknownLocation: UNKNOWN_REFERENCE.location,
  moveLocation: 'Ein Profil gehört immer zu seinem Betrieb.',
  manage: 'Sie dürfen das Profil dieses Betriebs nicht bearbeiten.',
} as const;

/** Answers as sent: checked against the questionnaire by the handler (src/domain/profile.ts), per question. */
export const ProfileAnswersInput = z
  .record(z.string(), z.unknown(), { error: PROFILE_WRITE_MESSAGES.answers })
  // No schema id: a named record inside a body gives the body's GraphQL input type an 'Input' suffix.
  .describe('Question name → option key (list question), true/false (boolean question) or null (unanswered). Questions left out count as unanswered.');

export const LocationProfileWrite = z.object({ management_options: ProfileAnswersInput }).meta({ id: 'LocationProfileWrite' });
export type LocationProfileWrite = z.infer<typeof LocationProfileWrite>;

export const ProfileWrite = z
  .object({ location: IdRef(PROFILE_WRITE_MESSAGES.location), management_options: ProfileAnswersInput })
  .meta({ id: 'ProfileWrite' });
export type ProfileWrite = z.infer<typeof ProfileWrite>;

export const ProfileUpdate = z
  .object({ location: IdRef(PROFILE_WRITE_MESSAGES.location).optional(), management_options: ProfileAnswersInput.optional() })
  .refine(notEmpty, NOTHING_TO_CHANGE)
  .meta({ id: 'ProfileUpdate', description: 'The given answers replace those stored (null clears one); the others stay.' });
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** GET /profiles/count/: one optional filter per questionnaire question (product rules ‹Report query filters›). */
export const ProfileCountQuery = z
  .looseObject(
    Object.fromEntries(
      SURVEY_CATEGORIES.flatMap((c) => c.questions).map((q) => [
        q.name,
        z
          .preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string())
          .optional()
          .describe(q.type === 'boolean' ? 'true or false' : `Any of these option keys (comma-separated or repeated): ${(q.options ?? []).flatMap((o) => Object.keys(o)).join(', ')}`),
      ]),
    ),
  )
  .describe('Unknown parameter names are refused.');

export const ProfileCountSchema = z
  .object({ count: z.number().int().describe('Locations in the whole population whose active profile matches every filter.') })
  .meta({ id: 'ProfileCount' });
