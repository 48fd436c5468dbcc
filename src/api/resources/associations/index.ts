import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { writeRoutes } from '../../http/write-routes.ts';
import { createAssociation, deleteAssociation, updateAssociation } from './handlers.ts';
import { getAssociation, listAssociations } from './queries.ts';
import { exportAssociationRankingCsv, getAssociationRanking } from './ranking.ts';
import { RankingCsvQuery, RankingPage, RankingQuery } from './ranking-schemas.ts';
import { AssociationListQuery, AssociationPage, AssociationSchema, AssociationUpdate, AssociationWrite } from './schemas.ts';

const RankingCsv = z.string().describe('Verbandsranking_YYYYMMDD.csv: UTF-8 with BOM, semicolons, German headers.');

export async function associationRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const RANKING_WHO = 'Superusers and the association\'s own admins and staff (farm users: 403); rows only for farms in the caller\'s scope.';
    api.get('/associations/:id/ranking/', {
      config: { terms: 'gated' },
      schema: {
        operationId: 'getAssociationRanking',
        summary: "One figure across the association's farms or locations",
        tags: ['associations'],
        description: `Value, status (target/warning value), percentile rank in the association and n per farm or location, sorted and paged; questionnaire fields filter the rows. ${RANKING_WHO}`,
        params: IdParams,
        querystring: RankingQuery,
        response: { 200: RankingPage },
      },
      handler: (req) => getAssociationRanking(req, req.params.id, req.query),
    });
    api.get('/associations/:id/ranking.csv', {
      config: { terms: 'gated' },
      schema: {
        operationId: 'exportAssociationRankingCsv',
        // A file: REST only, no GraphQL field (mesh/compose.ts).
        'x-rest-only': true,
        tags: ['associations'],
        summary: "Export the association's ranking as CSV",
        description: `Verbandsranking_YYYYMMDD.csv: every row of the ranking in its order, UTF-8 with BOM, semicolons, German headers and decimal commas. ${RANKING_WHO}`,
        params: IdParams,
        querystring: RankingCsvQuery,
        response: { 200: { description: 'CSV file', content: { 'text/csv': { schema: RankingCsv } } } },
      } as never,
      handler: (req, reply) => exportAssociationRankingCsv(req, reply, (req.params as { id: number }).id, req.query as RankingCsvQuery) as never,
    });
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
