// Milk-recording reports (scoped through site → farm) and the figure catalogue (not scoped).
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { binaryFloatArray } from '../../db/float-array.ts';
import type { FieldColumns } from './field-columns.ts';
import { reportFields, reports, sites } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { listHandler } from '../../http/list.ts';
import type { PageQuery } from '../../http/pagination.ts';
import { callerScope, farmCondition, intArray } from '../../services/scope.ts';
import type { ReportFieldOut, ReportFieldQuery, ReportListQuery, ReportOut } from './schemas.ts';

/** The whole figure catalogue (~170 rows) as one list, highest priority first, then name. */
export async function listReportFields(request: FastifyRequest, query: ReportFieldQuery): Promise<ReportFieldOut[]> {
  const { db } = request.server.deps.database;
  const rows = await db
    .select()
    .from(reportFields)
    .where(
      and(
        query.category ? eq(reportFields.category, query.category) : undefined,
        query.intensive === undefined ? undefined : eq(reportFields.intensive, query.intensive),
        query.name ? or(eq(reportFields.pythonicName, query.name), eq(reportFields.name, query.name)) : undefined,
      ),
    )
    .orderBy(desc(reportFields.priority), asc(reportFields.name), asc(reportFields.pythonicName));
  return rows.map((f) => ({
    pythonic_name: f.pythonicName,
    name: f.name,
    label: f.label,
    label_or_name: f.label.trim() || f.name,
    category: f.category,
    subcategory: f.subcategory,
    description: f.description,
    unit: f.unit,
    evaluation: f.evaluation ?? null,
    precision: f.precision,
    priority: f.priority,
    intensive: f.intensive,
    target_value: f.targetValue ?? null,
    warning_value: f.warningValue ?? null,
  }));
}

/** Report rows with their farm, in the order of `ids`. */
async function loadReports(db: Db, fieldColumns: FieldColumns, ids: number[]): Promise<ReportOut[]> {
  if (ids.length === 0) return [];
  const [found, known] = await Promise.all([
    db
      .select({
        id: reports.id,
        siteId: reports.siteId,
        farmId: sites.farmId,
        inspectionDate: reports.inspectionDate,
        processingDate: reports.processingDate,
        values: sql<Uint8Array | string>`array_send(${reports.values})`,
      })
      .from(reports)
      .innerJoin(sites, eq(sites.id, reports.siteId))
      .where(sql`${reports.id} = any(${intArray(ids)})`),
    fieldColumns.get(),
  ]);
  const rows = found.map((r) => ({ ...r, values: binaryFloatArray(r.values) }));
  const columns = rows.some((r) => r.values.length > known.length) ? await fieldColumns.get(true) : known;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        farm: r.farmId,
        site: r.siteId,
        inspection_date: r.inspectionDate,
        processing_date: r.processingDate.toISOString(),
        data: columns.map((c) => {
          const v = r.values[c.index];
          return { pythonic_name: c.name, value: typeof v === 'number' && Number.isFinite(v) ? v : null };
        }),
      },
    ];
  });
}

/** Above this page end the per-site top-k plan reads more than a plain ordered scan. */
const LATERAL_MAX_END = 1000;

export const listReports = listHandler((query: ReportListQuery, { db, app, scope }) => {
  const siteWhere = and(
    farmCondition(sites.farmId, scope.farms),
    query.farm ? eq(sites.farmId, query.farm) : undefined,
    query.site ? eq(sites.id, query.site) : undefined,
  ) as SQL | undefined;
  return {
    from: reports,
    where: [siteWhere ? sql`${reports.siteId} in (select ${sites.id} from ${sites} where ${siteWhere})` : undefined],
    rows: async (reportWhere: SQL | undefined, p: PageQuery) => {
      const end = p.offset + p.limit;
      if (siteWhere && end <= LATERAL_MAX_END) {
        // Newest first over the scope without sorting every report of it: each site contributes at
        // most its newest `end` reports (an index range on reports_site_date_key), then one top-N sort.
        // Unrestricted (superuser, no filter) the plain ordered query below is cheaper (one parallel
        // scan; measured 0.85 s against 1.3 s at 36,000 sites and 1.26 M reports on PostgreSQL 15).
        const perSite = db
          .select({ id: reports.id, inspectionDate: reports.inspectionDate })
          .from(reports)
          .where(eq(reports.siteId, sites.id))
          .orderBy(desc(reports.inspectionDate))
          .limit(end)
          .as('per_site');
        return db
          .select({ id: perSite.id })
          .from(sites)
          .crossJoinLateral(perSite)
          .where(siteWhere)
          .orderBy(desc(perSite.inspectionDate), desc(perSite.id))
          .limit(p.limit)
          .offset(p.offset);
      }
      return db.select({ id: reports.id }).from(reports).where(reportWhere).orderBy(desc(reports.inspectionDate), desc(reports.id)).limit(p.limit).offset(p.offset);
    },
    serialize: (rows: { id: number }[]) => loadReports(db, app.fieldColumns, rows.map((r) => r.id)),
  };
});

export async function getReport(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .innerJoin(sites, eq(sites.id, reports.siteId))
    .where(and(eq(reports.id, id), farmCondition(sites.farmId, scope.farms)));
  if (!row) throw notFound(NOT_FOUND.report);
  return (await loadReports(db, request.server.fieldColumns, [row.id]))[0]!;
}
