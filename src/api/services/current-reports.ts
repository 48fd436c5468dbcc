// The "current report" rule of src/domain/reports.ts as SQL: a report inspected on or after the
// cutoff date. The condition walks the index reports_site_date_key (site_id, inspection_date DESC).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { qualified } from './scope.ts';

/** Some site of the farm (id column) has a current report. */
export function farmHasCurrentReport(farmId: SQLWrapper, cutoff: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from sites cs join reports cr on cr.site_id = cs.id where cs.farm_id = ${qualified(farmId)} and cr.inspection_date >= ${cutoff}::date)`;
}
