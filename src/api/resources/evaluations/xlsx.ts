// GET /evaluations/{id}/xlsx/: the evaluation page for one entity as 'Auswertungsexport_YYYYMMDD.xlsx'.
// The values come from the benchmark service's evaluationRows, the same the page shows; the sheet's
// layout is workbook.ts.
import type ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_PREFIX } from '../../../domain/constants.ts';
import { EVALUATION_MESSAGES } from '../../../domain/evaluation-rules.ts';
import { datedFileName } from '../../../domain/format.ts';
import { badRequest } from '../../http/errors.ts';
import { Id, IdParams } from '../../http/query.ts';
import { evaluationRows } from '../../services/benchmark/index.ts';
import { EntityTypeSchema } from '../entity-schemas.ts';
import { entityName } from './entity-name.ts';
import { getEvaluation } from './queries.ts';
import { evaluationWorkbookOf } from './workbook.ts';
import { requestBenchmark } from '../../services/benchmark/request-context.ts';

export const EvaluationXlsxQuery = z.object({
  entity_type: EntityTypeSchema.optional().describe("Default: the evaluation's own entity."),
  entity_id: Id.optional(),
});
type EvaluationXlsxQuery = z.infer<typeof EvaluationXlsxQuery>;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function evaluationWorkbook(request: FastifyRequest, id: number, query: EvaluationXlsxQuery): Promise<ExcelJS.Workbook> {
  const evaluation = await getEvaluation(request, id);
  const entityType = query.entity_type ?? evaluation.entity_type;
  const entityId = query.entity_id ?? (query.entity_type ? undefined : evaluation.entity_id);
  if (!entityType || !entityId) throw badRequest({ entity_id: [EVALUATION_MESSAGES.entityRequired] });
  const result = await evaluationRows(requestBenchmark(request), request.actor, {
    evaluation: { filter: evaluation.filter, comparison_groups: evaluation.comparison_groups },
    entity: { entity_type: entityType, entity_id: entityId },
  });
  return evaluationWorkbookOf({
    evaluationName: evaluation.name,
    entityType,
    entityName: await entityName(request, entityType, entityId),
    reportDate: result.report_date,
    entity: result.entity,
    groups: result.groups,
  });
}

export function evaluationXlsxRoute(scope: FastifyInstance) {
  scope.withTypeProvider<ZodTypeProvider>().get('/evaluations/:id/xlsx/', {
    config: { terms: 'gated' },
    schema: {
      operationId: 'exportEvaluationXlsx',
      summary: 'Export an evaluation as XLSX',
      tags: ['evaluations'],
      description: "The evaluation page for one entity as 'Auswertungsexport_YYYYMMDD.xlsx'. REST only.",
      params: IdParams,
      querystring: EvaluationXlsxQuery,
      'x-rest-only': true,
    } as never,
    handler: async (req, reply) => {
      const workbook = await evaluationWorkbook(req, (req.params as { id: number }).id, req.query as EvaluationXlsxQuery);
      const name = datedFileName(EXPORT_PREFIX.evaluation, 'xlsx');
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${name}"`).send(buffer) as never;
    },
  });
}
