// 'Milchleistungsprüfungen' on the start page: the newest reports of the caller's sites with farm
// and site names and only the six figures of product rules ‹Business constants and limits›, in one request (instead of ten reports of
// ~170 figures each plus a name lookup per row).
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DASHBOARD_REPORT_FIELDS } from '../../../domain/constants.ts';
import { siteDisplayName } from '../../../domain/display-names.ts';
import { queryRows } from '../../db/client.ts';
import { callerScope, farmCondition } from '../../services/scope.ts';
import type { DashboardReportOut, DashboardReportQuery } from './schemas.ts';

interface Row {
  id: number;
  inspection_date: string;
  processing_date: Date | string;
  site_id: number;
  site_number: string;
  site_name: string;
  farm_id: number;
  farm_number: string;
  farm_name: string;
  widest: number | string;
  figures: (number | null)[];
}

export async function listDashboardReports(request: FastifyRequest, query: DashboardReportQuery): Promise<{ reports: DashboardReportOut[] }> {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const indexOf = new Map((await request.server.fieldColumns.get()).map((c) => [c.name, c.index]));
  // Postgres arrays are 1-based; a figure missing from the catalogue reads as NULL.
  const figures = sql.join(
    DASHBOARD_REPORT_FIELDS.map((f) => (indexOf.has(f) ? sql`r.values[${indexOf.get(f)! + 1}]` : sql`null::float8`)),
    sql`, `,
  );
  const inScope = farmCondition(sql`s.farm_id`, scope.farms);
  // Newest first. A restricted scope takes each site's newest `limit` reports (index range on
  // reports_site_date_key) and sorts those; an unrestricted one walks reports_date_idx.
  const newest: SQL = inScope
    ? sql`select nr.id, nr.site_id, nr.inspection_date, nr.processing_date, nr.values from sites s
          cross join lateral (select * from reports x where x.site_id = s.id order by x.inspection_date desc limit ${query.limit}) nr
          where ${inScope} order by nr.inspection_date desc, nr.id desc limit ${query.limit}`
    : sql`select id, site_id, inspection_date, processing_date, values from reports order by inspection_date desc, id desc limit ${query.limit}`;
  const rows = await queryRows<Row>(
    db,
    sql`select r.id, r.inspection_date::text as inspection_date, r.processing_date, s.id as site_id, s.number as site_number,
          s.name as site_name, f.id as farm_id, f.number as farm_number, f.name as farm_name,
          (select max(length(w.number)) from sites w where w.farm_id = s.farm_id) as widest,
          array[${figures}] as figures
        from (${newest}) r join sites s on s.id = r.site_id join farms f on f.id = s.farm_id
        order by r.inspection_date desc, r.id desc`,
  );
  return {
    reports: rows.map((r) => ({
      id: Number(r.id),
      inspection_date: r.inspection_date,
      processing_date: new Date(r.processing_date).toISOString(),
      farm: Number(r.farm_id),
      farm_name: r.farm_name,
      site: Number(r.site_id),
      site_name: siteDisplayName({ number: r.site_number, name: r.site_name }, r.farm_number, Number(r.widest)),
      values: DASHBOARD_REPORT_FIELDS.map((name, i) => {
        const v = r.figures[i];
        return { pythonic_name: name, value: typeof v === 'number' && Number.isFinite(v) ? v : null };
      }),
    })),
  };
}
