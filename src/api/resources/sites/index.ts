import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { writeRoutes } from '../../http/write-routes.ts';
import { createSite, deleteSite, updateSite } from './handlers.ts';
import { getSite, listSites } from './queries.ts';
import { SiteCreate, SiteListQuery, SitePage, SiteReplace, SiteSchema, SiteUpdate } from './schemas.ts';

export async function siteRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/sites',
      // Part of the navigation guard's minimum data: a farm admin reads it before accepting the terms.
      terms: 'minimum',
      tag: 'sites',
      list: { operationId: 'listSites', summary: 'List sites', querystring: SiteListQuery, response: SitePage, handler: listSites },
      retrieve: { operationId: 'getSite', summary: 'Get a site', response: SiteSchema, handler: getSite },
    });
    writeRoutes(scope, {
      base: '/sites',
      tag: 'sites',
      create: { operationId: 'createSite', summary: 'Create a site', description: 'Superusers only.', body: SiteCreate, response: SiteSchema, handler: createSite },
      replace: {
        operationId: 'replaceSite',
        summary: 'Replace a site',
        description: 'Every writable field; rights as for updateSite, checked on the fields that change.',
        body: SiteReplace,
        response: SiteSchema,
        handler: updateSite,
      },
      update: {
        operationId: 'updateSite',
        summary: 'Update a site',
        description: 'location (same farm, or null): whoever administers the farm; number, name, farm, hbv: superusers.',
        body: SiteUpdate,
        response: SiteSchema,
        handler: updateSite,
      },
      remove: { operationId: 'deleteSite', summary: 'Delete a site', description: 'Superusers only; not while reports of the site are stored.', handler: deleteSite },
    });
  });
}
