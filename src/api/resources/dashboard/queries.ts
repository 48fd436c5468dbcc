// The start page's figures over the caller's whole scope in one statement of three aggregates, so that an
// association admin with thousands of farms never loads every farm, location, site or report.
// The data-integrity counts are the rule of src/domain/data-integrity.ts in SQL
// (tests/api/dashboard-summary.test.ts checks them against dataIntegrity() over the full lists).
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows } from '../../db/client.ts';
import { farms, locations, sites } from '../../db/schema.ts';
import { callerScope, farmCondition, orTrue } from '../../services/scope.ts';
import type { DashboardSummaryOut } from './schemas.ts';

type Num = number | string | null;
const int = (v: Num) => Number(v ?? 0);

export async function getDashboardSummary(request: FastifyRequest): Promise<DashboardSummaryOut> {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const inScope = (farmId: SQL) => orTrue(farmCondition(farmId, scope.farms));
  // One statement, three one-row aggregates side by side: one round trip instead of three.
  const [row] = await queryRows<{ farms: Num; cows: Num; sites: Num; unassigned: Num; inspected: string | null; processed: Date | string | null; lacking: Num }>(
    db,
    sql`select f.farms, f.cows, s.sites, s.unassigned, s.inspected, s.processed, l.lacking
        from (select count(*) as farms, coalesce(sum(${farms.cowCount}), 0) as cows from ${farms} where ${inScope(sql`${farms.id}`)}) f,
        -- Each site's latest report by inspection date (one probe of reports_site_date_key per site).
        (select count(*) as sites,
                count(*) filter (where s.location_id is null) as unassigned,
                max(latest.inspection_date)::text as inspected,
                max(latest.processing_date) as processed
           from ${sites} s
           left join lateral (
             select r.inspection_date, r.processing_date from reports r where r.site_id = s.id order by r.inspection_date desc limit 1
           ) latest on true
          where ${inScope(sql`s.farm_id`)}) s,
        (select count(*) as lacking from ${locations} l left join profiles p on p.id = l.active_profile_id
          where ${inScope(sql`l.farm_id`)} and (p.id is null or p.incomplete)) l`,
  );
  const f = row!;
  const processed = f.processed === null ? null : new Date(f.processed).toISOString();
  return {
    farm_count: int(f.farms),
    site_count: int(f.sites),
    cow_count: int(f.cows),
    last_inspection_date: f.inspected,
    last_processing_date: processed,
    locations_lacking_profile: int(f.lacking),
    sites_without_location: int(f.unassigned),
  };
}
