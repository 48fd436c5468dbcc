// The spec spells the path comparison_groups and comparison-groups; both are served for reading, the
// hyphen spelling hidden from the OpenAPI document so the GraphQL schema has one field per operation.
// Writes exist under the documented spelling only.
import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { definitionWriteRoutes as writeRoutes } from '../../http/definition-write-routes.ts';
import { getComparisonGroup, listComparisonGroups } from './queries.ts';
import {
  ComparisonGroupDeleteQuery,
  ComparisonGroupListQuery,
  ComparisonGroupPage,
  ComparisonGroupPatchSchema,
  ComparisonGroupSchema,
  ComparisonGroupWriteSchema,
} from './schemas.ts';
import { createComparisonGroup, deleteComparisonGroup, replaceComparisonGroup, updateComparisonGroup } from './writes.ts';

export async function comparisonGroupRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    for (const [base, hide] of [['/comparison_groups', false], ['/comparison-groups', true]] as const) {
      const alias = hide ? 'Alias' : '';
      listRetrieveRoutes(scope, {
        base,
        tag: 'comparison-groups',
        hide,
        list: { operationId: `listComparisonGroups${alias}`, summary: 'List comparison groups', querystring: ComparisonGroupListQuery, response: ComparisonGroupPage, handler: listComparisonGroups },
        retrieve: { operationId: `getComparisonGroup${alias}`, summary: 'Get a comparison group', response: ComparisonGroupSchema, handler: getComparisonGroup },
      });
    }
    writeRoutes(scope, {
      base: '/comparison_groups',
      tag: 'comparison-groups',
      response: ComparisonGroupSchema,
      create: { operationId: 'createComparisonGroup', summary: 'Create a comparison group', body: ComparisonGroupWriteSchema, handler: createComparisonGroup },
      replace: { operationId: 'replaceComparisonGroup', summary: 'Replace a comparison group', description: 'Owner only.', handler: replaceComparisonGroup },
      update: { operationId: 'updateComparisonGroup', summary: 'Update a comparison group', description: 'Owner only; only the given keys change.', body: ComparisonGroupPatchSchema, handler: updateComparisonGroup },
      remove: {
        operationId: 'deleteComparisonGroup',
        summary: 'Delete a comparison group',
        description: 'Owner only. While evaluations use the group: 400 naming them, unless force=true (then it is removed from them).',
        querystring: ComparisonGroupDeleteQuery,
        handler: deleteComparisonGroup,
      },
    });
  });
}
