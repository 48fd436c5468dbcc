// GET /evaluations/{id}/xlsx/ (spec 2 §2.5, §7.1): the evaluation page as 'Auswertungsexport_YYYYMMDD.xlsx'
// (exceljs): the rows 'Anz. Betriebe', 'Prüfdatum', 'Verarbeitungsdatum', then every figure grouped
// by category and subcategory (src/domain/evaluation-layout.ts) with the entity's value and, per
// comparison group, value, best value, top value, n and the entity's percentile rank (whole percent,
// rounded down as the page shows it), numbers formatted to the field's precision,
// the header row and the figure columns frozen. The values come from the benchmark service's
// evaluationRows, the same the page shows.
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_PREFIX } from '../../../domain/constants.ts';
import { EVALUATION_MESSAGES } from '../../../domain/evaluation-rules.ts';
import { figureSections, precisionFormat } from '../../../domain/evaluation-layout.ts';
import { nColumnTitle as nColumn } from '../../../domain/evaluation-report.ts';
import { rankColumnTitle, rankPercent } from '../../../domain/percentile-rank.ts';
import { datedFileName, formatDate } from '../../../domain/format.ts';
import { ENTITY_TYPE_LABELS } from '../../../domain/roles.ts';
import { REPORT_FIELDS } from '../../catalogue/index.ts';
import { badRequest } from '../../http/errors.ts';
import { Id, IdParams } from '../../http/query.ts';
import { evaluationRows, type ReportAnswer, type ReportRow } from '../../services/benchmark/index.ts';
import { EntityTypeSchema } from '../entity-schemas.ts';
import { getEvaluation } from './queries.ts';

export const EvaluationXlsxQuery = z.object({
  entity_type: EntityTypeSchema.optional().describe("Default: the evaluation's own entity."),
  entity_id: Id.optional(),
});
type EvaluationXlsxQuery = z.infer<typeof EvaluationXlsxQuery>;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const INVALID = '(ungültig)';
const FIELD = new Map(REPORT_FIELDS.map((f) => [f.pythonic_name, f]));

const dateCell = (iso: string | null | undefined) => (iso ? formatDate(iso) : 'n. v.');

export async function evaluationWorkbook(request: FastifyRequest, id: number, query: EvaluationXlsxQuery): Promise<ExcelJS.Workbook> {
  const evaluation = await getEvaluation(request, id);
  const entityType = query.entity_type ?? evaluation.entity_type;
  const entityId = query.entity_id ?? (query.entity_type ? undefined : evaluation.entity_id);
  if (!entityType || !entityId) throw badRequest({ entity_id: [EVALUATION_MESSAGES.entityRequired] });
  const result = await evaluationRows(request.server.deps, request.actor, {
    evaluation: { filter: evaluation.filter, comparison_groups: evaluation.comparison_groups },
    entity: { entity_type: entityType, entity_id: entityId },
  });

  const columns: { title: string; answer: ReportAnswer | null; group: boolean; error: string | null }[] = [
    { title: ENTITY_TYPE_LABELS[entityType], answer: result.entity, group: false, error: null },
    ...result.groups.map((g) => ({ title: g.name, answer: g.answer, group: true, error: g.error })),
  ];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Herdenblick';
  const sheet = workbook.addWorksheet('Auswertung', { views: [{ state: 'frozen', xSplit: 3, ySplit: 1 }] });
  const header = ['Kategorie', 'Unterkategorie', 'Kennzahl'];
  for (const c of columns) {
    header.push(...(c.group ? [c.title, `${c.title}: Bestwert`, `${c.title}: Top 10 %`, nColumn(c.title), rankColumnTitle(c.title)] : [c.title, nColumn(c.title)]));
  }
  sheet.addRow(header).font = { bold: true };

  const perColumn = (fill: (answer: ReportAnswer | null, c: (typeof columns)[number]) => (string | number | null)[]) => columns.flatMap((c) => fill(c.answer, c));
  const width = (c: (typeof columns)[number]) => (c.group ? 5 : 2);
  const pad = (value: string | number | null, c: (typeof columns)[number]) => [value, ...Array<null>(width(c) - 1).fill(null)];
  sheet.addRow(['', '', 'Anz. Betriebe', ...perColumn((a, c) => pad(a ? a.location_count : c.error, c))]);
  sheet.addRow(['', '', 'Prüfdatum', ...perColumn((a, c) => pad(dateCell(a?.latest_inspection_date), c))]);
  sheet.addRow(['', '', 'Verarbeitungsdatum', ...perColumn((a, c) => pad(dateCell(a?.latest_processing_date), c))]);

  const rowsOf = columns.map((c) => new Map((c.answer?.data ?? []).map((r) => [r.field, r])));
  const shown = [...new Set(rowsOf.flatMap((m) => [...m.keys()]))].map((n) => FIELD.get(n)).filter((f) => f !== undefined);
  for (const section of figureSections(shown)) {
    for (const field of section.fields) {
      const cells: (string | number | null)[] = [section.category, section.subcategory, field.label?.trim() || field.name];
      const numeric: number[] = [];
      columns.forEach((c, i) => {
        const r: ReportRow | undefined = rowsOf[i]!.get(field.pythonic_name);
        const value = r?.has_error ? INVALID : (r?.value ?? null);
        if (typeof value === 'number') numeric.push(cells.length + 1);
        cells.push(value);
        if (c.group) {
          for (const v of [r?.best_value ?? null, r?.top_value ?? null]) {
            if (typeof v === 'number') numeric.push(cells.length + 1);
            cells.push(v);
          }
        }
        cells.push(r ? r.n : null);
        if (c.group) cells.push(r?.percentile_rank == null ? null : rankPercent(r.percentile_rank));
      });
      const row = sheet.addRow(cells);
      for (const col of numeric) row.getCell(col).numFmt = precisionFormat(field.precision);
    }
  }
  sheet.columns.forEach((col, i) => (col.width = i < 2 ? 22 : i === 2 ? 40 : 16));
  return workbook;
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
