import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { getSite, listSites } from './queries.ts';
import { SiteListQuery, SitePage, SiteSchema } from './schemas.ts';

export async function siteRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/sites',
      // Part of the navigation guard's minimum data: a farm admin reads it before accepting the terms.
      terms: 'minimum',
      tag: 'sites',
      list: { operationId: 'listSites', querystring: SiteListQuery, response: SitePage, handler: listSites },
      retrieve: { operationId: 'getSite', response: SiteSchema, handler: getSite },
    });
  });
}
