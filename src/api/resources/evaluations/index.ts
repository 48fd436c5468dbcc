import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { getEvaluation, listEvaluations } from './queries.ts';
import { EvaluationListQuery, EvaluationPage, EvaluationSchema } from './schemas.ts';

export async function evaluationRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/evaluations/', {
      schema: { operationId: 'listEvaluations', tags: ['evaluations'], querystring: EvaluationListQuery, response: { 200: EvaluationPage } },
      handler: (req) => listEvaluations(req, req.query),
    });
    api.get('/evaluations/:id/', {
      schema: { operationId: 'getEvaluation', tags: ['evaluations'], params: IdParams, response: { 200: EvaluationSchema } },
      handler: (req) => getEvaluation(req, req.params.id),
    });
  });
}
