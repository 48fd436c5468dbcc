import type { FastifyInstance } from 'fastify';
import { protectedRoutes } from '../../auth/hook.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { getEvaluation, listEvaluations } from './queries.ts';
import { EvaluationListQuery, EvaluationPage, EvaluationSchema } from './schemas.ts';

export async function evaluationRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    listRetrieveRoutes(scope, {
      base: '/evaluations',
      tag: 'evaluations',
      list: { operationId: 'listEvaluations', querystring: EvaluationListQuery, response: EvaluationPage, handler: listEvaluations },
      retrieve: { operationId: 'getEvaluation', response: EvaluationSchema, handler: getEvaluation },
    });
  });
}
