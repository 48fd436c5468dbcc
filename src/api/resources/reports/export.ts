// GET /reports/csv/ and GET /sites/{id}/reports_csv/ (product rules ‹Data export›, ‹Evaluation, group and filter calls›): the caller's reports
// between two test days as 'Prüfungenexport_YYYYMMDD.csv', in the upload layout of
// src/domain/report-csv.ts (so a file can be loaded again unchanged): UTF-8 with BOM, semicolons,
// decimal comma, header betriebsstaette;pruefdatum;verarbeitungsdatum;<pythonic names>. Streamed
// with csv-stringify, read from the database in keyset pages, so memory stays flat for any scope.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_PREFIX } from '../../../domain/constants.ts';
import { datedFileName } from '../../../domain/format.ts';
import { canExportData } from '../../../domain/permissions.ts';
import { formatFigure, parseReportDate, REPORT_CSV_KEY_COLUMNS, REPORT_CSV_SEPARATOR } from '../../../domain/report-csv.ts';
import { REPORT_FIELDS } from '../../catalogue/index.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { IdParams } from '../../http/query.ts';
import { actorPermissions } from '../../services/definitions.ts';
import { callerScope, farmCondition } from '../../services/scope.ts';
import { getSite } from '../sites/queries.ts';

const DateQuery = z
  .string()
  .refine((v) => parseReportDate(v) !== null && /^\d{4}-\d{2}-\d{2}$/.test(v), 'Erwartet wird ein Datum im Format JJJJ-MM-TT.');

export const ReportCsvQuery = z.object({
  begin: DateQuery.optional().describe('First test day (YYYY-MM-DD); none: from the beginning.'),
  end: DateQuery.optional().describe('Last test day (YYYY-MM-DD); none: up to today.'),
});
type ReportCsvQuery = z.infer<typeof ReportCsvQuery>;

const PAGE = 2000;

/** Report rows under `where`, oldest test day first, in keyset pages. */
async function* reportLines(db: Db, where: SQL): AsyncGenerator<string[]> {
  yield [...REPORT_CSV_KEY_COLUMNS, ...REPORT_FIELDS.map((f) => f.pythonic_name)];
  let after: { d: string; id: number } | null = null;
  for (;;) {
    const page: { id: number; number: string; d: string; p: Date | string; v: number[] }[] = await queryRows(
      db,
      sql`select r.id, s.number, r.inspection_date::text as d, r.processing_date as p, r.values as v
          from reports r join sites s on s.id = r.site_id
          where ${where} ${after ? sql`and (r.inspection_date, r.id) > (${after.d}::date, ${after.id})` : sql``}
          order by r.inspection_date, r.id limit ${PAGE}`,
    );
    for (const r of page) {
      const processing = new Date(r.p).toISOString();
      yield [r.number, r.d, processing.endsWith('T00:00:00.000Z') ? processing.slice(0, 10) : processing, ...REPORT_FIELDS.map((_, i) => formatFigure(r.v[i] === null ? null : Number(r.v[i])))];
    }
    if (page.length < PAGE) return;
    const last = page[page.length - 1]!;
    after = { d: last.d, id: Number(last.id) };
  }
}

/** The export page is for admins (product rules ‹Data export›); checked before anything is looked up, so a refusal leaks nothing. */
function requireExporter(request: FastifyRequest) {
  if (!canExportData(actorPermissions(request.actor)) && !request.actor.isSuperuser) throw forbidden('Nur Administratoren können Prüfergebnisse exportieren.');
}

async function sendCsv(request: FastifyRequest, reply: FastifyReply, query: ReportCsvQuery, extra?: SQL) {
  requireExporter(request);
  if (query.begin && query.end && query.begin > query.end) throw badRequest({ end: ['Das End-Datum liegt vor dem Beginn-Datum.'] });
  const scope = await callerScope(request);
  const conditions = [
    farmCondition(sql`s.farm_id`, scope.farms),
    query.begin ? sql`r.inspection_date >= ${query.begin}::date` : undefined,
    query.end ? sql`r.inspection_date <= ${query.end}::date` : undefined,
    extra,
  ].filter((c): c is SQL => c !== undefined);
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const name = datedFileName(EXPORT_PREFIX.reports, 'csv');
  const csv = Readable.from(reportLines(request.server.deps.database.db, where)).pipe(stringify({ delimiter: REPORT_CSV_SEPARATOR, bom: true, record_delimiter: 'unix' }));
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name.replace('ü', 'ue')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(csv);
}

const description = (what: string) =>
  `${what} as 'Prüfungenexport_YYYYMMDD.csv' (text/csv, UTF-8 with BOM, semicolons, decimal comma; header betriebsstaette;pruefdatum;verarbeitungsdatum;<pythonic names>, the upload layout). Admins only. REST only.`;

export function reportCsvRoutes(scope: FastifyInstance) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get('/reports/csv/', {
    config: { terms: 'gated' },
    schema: { operationId: 'exportReportsCsv', summary: 'Export reports as CSV', tags: ['reports'], description: description('Reports of every site in scope'), querystring: ReportCsvQuery, 'x-rest-only': true } as never,
    handler: (req, reply) => sendCsv(req, reply, req.query as ReportCsvQuery) as never,
  });
  api.get('/sites/:id/reports_csv/', {
    config: { terms: 'gated' },
    schema: { operationId: 'exportSiteReportsCsv', summary: "Export a site's reports as CSV", tags: ['sites'], description: description('Reports of one site'), params: IdParams, querystring: ReportCsvQuery, 'x-rest-only': true } as never,
    handler: async (req, reply) => {
      const { id } = req.params as { id: number };
      requireExporter(req);
      await getSite(req, id); // 404 outside the scope
      return sendCsv(req, reply, req.query as ReportCsvQuery, sql`r.site_id = ${id}`) as never;
    },
  });
}
