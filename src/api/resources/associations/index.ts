import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { writeRoutes } from '../../http/write-routes.ts';
import { createAssociation, deleteAssociation, updateAssociation } from './handlers.ts';
import { getAssociation, listAssociations } from './queries.ts';
import { AssociationListQuery, AssociationPage, AssociationSchema, AssociationUpdate, AssociationWrite } from './schemas.ts';

export async function associationRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/associations',
      tag: 'associations',
      list: { operationId: 'listAssociations', summary: 'List associations', querystring: AssociationListQuery, response: AssociationPage, handler: listAssociations },
      retrieve: { operationId: 'getAssociation', summary: 'Get an association', response: AssociationSchema, handler: getAssociation },
    });
    writeRoutes(scope, {
      base: '/associations',
      tag: 'associations',
      create: { operationId: 'createAssociation', summary: 'Create an association', description: 'Superusers only.', body: AssociationWrite, response: AssociationSchema, handler: createAssociation },
      replace: { operationId: 'replaceAssociation', summary: 'Replace an association', description: 'Superusers only.', body: AssociationWrite, response: AssociationSchema, handler: updateAssociation },
      update: { operationId: 'updateAssociation', summary: 'Update an association', description: 'Superusers only.', body: AssociationUpdate, response: AssociationSchema, handler: updateAssociation },
      remove: {
        operationId: 'deleteAssociation',
        summary: 'Delete an association',
        description: 'Superusers only; not while farms are invoiced by it or sites are in its herd book.',
        handler: deleteAssociation,
      },
    });
  });
}
