import { z } from 'zod';
import { PageQuery, pageOf } from '../../http/pagination.ts';
import { BoolQuery, Id } from '../../http/query.ts';

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

export const ProfileListQuery = PageQuery.extend({
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
    type: z.enum(['list', 'boolean']).meta({ id: 'SurveyQuestionType' }),
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
