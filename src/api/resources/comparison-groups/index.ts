// The spec spells the path comparison_groups and comparison-groups; both are served, the hyphen
// spelling hidden from the OpenAPI document so the GraphQL schema has one field per operation.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { getComparisonGroup, listComparisonGroups } from './queries.ts';
import { ComparisonGroupListQuery, ComparisonGroupPage, ComparisonGroupSchema } from './schemas.ts';

export async function comparisonGroupRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    for (const [base, hide] of [['/comparison_groups', false], ['/comparison-groups', true]] as const) {
      api.get(`${base}/`, {
        schema: {
          operationId: hide ? 'listComparisonGroupsAlias' : 'listComparisonGroups',
          tags: ['comparison-groups'],
          hide,
          querystring: ComparisonGroupListQuery,
          response: { 200: ComparisonGroupPage },
        },
        handler: (req) => listComparisonGroups(req, req.query),
      });
      api.get(`${base}/:id/`, {
        schema: {
          operationId: hide ? 'getComparisonGroupAlias' : 'getComparisonGroup',
          tags: ['comparison-groups'],
          hide,
          params: IdParams,
          response: { 200: ComparisonGroupSchema },
        },
        handler: (req) => getComparisonGroup(req, req.params.id),
      });
    }
  });
}
