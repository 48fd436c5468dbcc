import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { getSite, listSites } from './queries.ts';
import { SiteListQuery, SitePage, SiteSchema } from './schemas.ts';

export async function siteRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/sites/', {
      schema: { operationId: 'listSites', tags: ['sites'], querystring: SiteListQuery, response: { 200: SitePage } },
      handler: (req) => listSites(req, req.query),
    });
    api.get('/sites/:id/', {
      schema: { operationId: 'getSite', tags: ['sites'], params: IdParams, response: { 200: SiteSchema } },
      handler: (req) => getSite(req, req.params.id),
    });
  });
}
