import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { getProfile, listProfiles, surveyChoices } from './queries.ts';
import { ProfileListQuery, ProfilePage, ProfileSchema, SurveyChoicesQuery, SurveyChoicesSchema } from './schemas.ts';

export async function profileRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/profiles/choices/', {
      schema: { operationId: 'listSurveyChoices', tags: ['profiles'], querystring: SurveyChoicesQuery, response: { 200: SurveyChoicesSchema } },
      handler: (req) => surveyChoices(req, req.query),
    });
    api.get('/profiles/', {
      schema: { operationId: 'listProfiles', tags: ['profiles'], querystring: ProfileListQuery, response: { 200: ProfilePage } },
      handler: (req) => listProfiles(req, req.query),
    });
    api.get('/profiles/:id/', {
      schema: { operationId: 'getProfile', tags: ['profiles'], params: IdParams, response: { 200: ProfileSchema } },
      handler: (req) => getProfile(req, req.params.id),
    });
  });
}
