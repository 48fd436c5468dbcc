import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { definitionWriteRoutes as writeRoutes } from '../../http/definition-write-routes.ts';
import { getEvaluation, listEvaluations } from './queries.ts';
import { EvaluationListQuery, EvaluationPage, EvaluationPatchSchema, EvaluationSchema, EvaluationWriteSchema } from './schemas.ts';
import { createEvaluation, deleteEvaluation, replaceEvaluation, updateEvaluation } from './writes.ts';
import { evaluationXlsxRoute } from './xlsx.ts';

export async function evaluationRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/evaluations',
      tag: 'evaluations',
      list: { operationId: 'listEvaluations', summary: 'List evaluations', querystring: EvaluationListQuery, response: EvaluationPage, handler: listEvaluations },
      retrieve: { operationId: 'getEvaluation', summary: 'Get an evaluation', response: EvaluationSchema, handler: getEvaluation },
    });
    writeRoutes(scope, {
      base: '/evaluations',
      tag: 'evaluations',
      response: EvaluationSchema,
      create: { operationId: 'createEvaluation', summary: 'Create an evaluation', body: EvaluationWriteSchema, handler: createEvaluation },
      replace: { operationId: 'replaceEvaluation', summary: 'Replace an evaluation', description: 'Owner only.', handler: replaceEvaluation },
      update: { operationId: 'updateEvaluation', summary: 'Update an evaluation', description: 'Owner only; only the given keys change.', body: EvaluationPatchSchema, handler: updateEvaluation },
      remove: { operationId: 'deleteEvaluation', summary: 'Delete an evaluation', description: 'Owner only. Clears it as anyone\'s start-page default.', handler: deleteEvaluation },
    });
    evaluationXlsxRoute(scope);
  });
}
