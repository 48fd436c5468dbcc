import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { getAssociation, listAssociations } from './queries.ts';
import { AssociationListQuery, AssociationPage, AssociationSchema } from './schemas.ts';

export async function associationRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/associations/', {
      schema: { operationId: 'listAssociations', tags: ['associations'], querystring: AssociationListQuery, response: { 200: AssociationPage } },
      handler: (req) => listAssociations(req, req.query),
    });
    api.get('/associations/:id/', {
      schema: { operationId: 'getAssociation', tags: ['associations'], params: IdParams, response: { 200: AssociationSchema } },
      handler: (req) => getAssociation(req, req.params.id),
    });
  });
}
