import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { writeRoutes } from '../../http/write-routes.ts';
import { createProfile, deleteProfile, updateProfile } from './handlers.ts';
import { getProfile, listProfiles, profileCount, surveyChoices } from './queries.ts';
import {
  ProfileCountQuery,
  ProfileCountSchema,
  ProfileListQuery,
  ProfilePage,
  ProfileSchema,
  ProfileUpdate,
  ProfileWrite,
  SurveyChoicesQuery,
  SurveyChoicesSchema,
} from './schemas.ts';

export async function profileRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/profiles/choices/', {
      schema: { operationId: 'listSurveyChoices', summary: 'List the answer choices of the profile questionnaire', tags: ['profiles'], querystring: SurveyChoicesQuery, response: { 200: SurveyChoicesSchema } },
      handler: (req) => surveyChoices(req, req.query),
    });
    api.get('/profiles/count/', {
      schema: {
        operationId: 'countProfiles',
        summary: 'Count locations whose profile matches',
        tags: ['profiles'],
        description: 'Number of locations (whole population) whose active profile matches the questionnaire filters.',
        querystring: ProfileCountQuery,
        response: { 200: ProfileCountSchema },
      },
      handler: (req) => profileCount(req, req.query as Record<string, unknown>),
    });
    listRetrieveRoutes(scope, {
      base: '/profiles',
      tag: 'profiles',
      list: { operationId: 'listProfiles', summary: 'List profile versions', querystring: ProfileListQuery, response: ProfilePage, handler: listProfiles },
      retrieve: { operationId: 'getProfile', summary: 'Get a profile version', response: ProfileSchema, handler: getProfile },
    });
    writeRoutes(scope, {
      base: '/profiles',
      tag: 'profiles',
      create: {
        operationId: 'createProfile',
        summary: 'Create a profile version',
        description: 'A new profile version of the location, made its active profile (as POST /locations/{id}/profile/).',
        body: ProfileWrite,
        response: ProfileSchema,
        handler: createProfile,
      },
      replace: {
        operationId: 'replaceProfile',
        summary: 'Replace the answers of a profile version',
        description: 'Replaces every answer of this version; questions left out become unanswered.',
        body: ProfileWrite,
        response: ProfileSchema,
        handler: (req, id, body) => updateProfile(req, id, body, true),
      },
      update: {
        operationId: 'updateProfile',
        summary: 'Update answers of a profile version',
        description: 'Changes the given answers of this version.',
        body: ProfileUpdate,
        response: ProfileSchema,
        handler: (req, id, body) => updateProfile(req, id, body, false),
      },
      remove: {
        operationId: 'deleteProfile',
        summary: 'Delete a profile version',
        description: 'Deleting the active version makes the newest remaining one active.',
        handler: deleteProfile,
      },
    });
  });
}
