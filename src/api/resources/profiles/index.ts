import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { getProfile, listProfiles, surveyChoices } from './queries.ts';
import { ProfileListQuery, ProfilePage, ProfileSchema, SurveyChoicesQuery, SurveyChoicesSchema } from './schemas.ts';

export async function profileRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().get('/profiles/choices/', {
      schema: { operationId: 'listSurveyChoices', tags: ['profiles'], querystring: SurveyChoicesQuery, response: { 200: SurveyChoicesSchema } },
      handler: (req) => surveyChoices(req, req.query),
    });
    listRetrieveRoutes(scope, {
      base: '/profiles',
      tag: 'profiles',
      list: { operationId: 'listProfiles', querystring: ProfileListQuery, response: ProfilePage, handler: listProfiles },
      retrieve: { operationId: 'getProfile', response: ProfileSchema, handler: getProfile },
    });
  });
}
