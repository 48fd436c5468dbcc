// The spec spells the path comparison_groups and comparison-groups; both are served, the hyphen
// spelling hidden from the OpenAPI document so the GraphQL schema has one field per operation.
import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { getComparisonGroup, listComparisonGroups } from './queries.ts';
import { ComparisonGroupListQuery, ComparisonGroupPage, ComparisonGroupSchema } from './schemas.ts';

export async function comparisonGroupRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    for (const [base, hide] of [['/comparison_groups', false], ['/comparison-groups', true]] as const) {
      const alias = hide ? 'Alias' : '';
      listRetrieveRoutes(scope, {
        base,
        tag: 'comparison-groups',
        hide,
        list: { operationId: `listComparisonGroups${alias}`, querystring: ComparisonGroupListQuery, response: ComparisonGroupPage, handler: listComparisonGroups },
        retrieve: { operationId: `getComparisonGroup${alias}`, response: ComparisonGroupSchema, handler: getComparisonGroup },
      });
    }
  });
}
