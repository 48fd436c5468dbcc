import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { getAssociation, listAssociations } from './queries.ts';
import { AssociationListQuery, AssociationPage, AssociationSchema } from './schemas.ts';

export async function associationRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/associations',
      tag: 'associations',
      list: { operationId: 'listAssociations', querystring: AssociationListQuery, response: AssociationPage, handler: listAssociations },
      retrieve: { operationId: 'getAssociation', response: AssociationSchema, handler: getAssociation },
    });
  });
}
