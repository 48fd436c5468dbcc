// The controlling overview (product rules ‹Controlling overview›) by farm, paged by the server: the
// farms in scope with their control-field counts per entity, those whose control fields have had an
// incident first (src/domain/controlling-view.ts incidentFarmsFirst), then by display name. A clerk's
// thousands of farms are filtered, ordered and counted here, never loaded into the browser.
import { sql } from 'drizzle-orm';
import { farmDisplayName } from '../../../domain/display-names.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { farms } from '../../db/schema.ts';
import { listHandler } from '../../http/list.ts';
import { containsText } from '../../services/entity-search.ts';
import { entityFarmSql, farmCondition, intArray, qualified } from '../../services/scope.ts';
import { germanSortKey } from '../../services/text-sort.ts';
import { farmDisplayText } from '../farms/queries.ts';
import type { AlertOverviewFarmOut, AlertOverviewQuery } from './schemas.ts';

/**
 * The farm of every farm, location and site control field (scope.ts entityFarmSql, the rule incidents
 * and the read scope use), with whether it sends mails and whether it has ever had an incident.
 * Uncorrelated: PostgreSQL computes it once per statement, however many farms.
 */
const alertFarms = sql`select ${entityFarmSql(sql.raw('a.entity_type'), sql.raw('a.entity_id'))} as farm_id,
        a.send_mail,
        exists (select 1 from incidents i where i.alert_id = a.id) as ever_incident
   from alerts a where a.entity_type <> 'association'`;

const farmWith = (flag: 'send_mail' | 'ever_incident') =>
  sql`(${qualified(farms.id)} in (select x.farm_id from (${alertFarms}) x where x.${sql.raw(flag)}))`;

const ids = (subquery: ReturnType<typeof sql>) => sql<number[]>`array(${subquery})::int[]`;

type Tally = AlertOverviewFarmOut['tallies'][number];

/** The control-field counts of the page's farms, locations and sites (one statement per page). */
async function talliesOf(db: Db, farmIds: number[], locationIds: number[], siteIds: number[]): Promise<Tally[]> {
  const rows = await queryRows<{ entity_type: Tally['entity_type']; entity_id: number; total: number | string; mail: number | string }>(
    db,
    sql`select entity_type, entity_id, count(*) as total, count(*) filter (where send_mail) as mail from alerts
         where (entity_type = 'farm' and entity_id = any(${intArray(farmIds)}))
            or (entity_type = 'location' and entity_id = any(${intArray(locationIds)}))
            or (entity_type = 'site' and entity_id = any(${intArray(siteIds)}))
         group by entity_type, entity_id order by entity_type, entity_id`,
  );
  return rows.map((r) => ({ entity_type: r.entity_type, entity_id: Number(r.entity_id), total: Number(r.total), mail: Number(r.mail) }));
}

export const listAlertOverview = listHandler((query: AlertOverviewQuery, { db, scope }) => ({
  from: farms,
  where: [
    farmCondition(farms.id, scope.farms),
    query.search ? containsText(farmDisplayText, query.search) : undefined,
    query.with_mail ? farmWith('send_mail') : undefined,
  ],
  rows: (where, p) =>
    db
      .select({
        id: farms.id,
        number: farms.number,
        name: farms.name,
        hasIncident: sql<boolean>`${farmWith('ever_incident')}`,
        locationIds: ids(sql`select l.id from locations l where l.farm_id = ${qualified(farms.id)} order by l.id`),
        siteIds: ids(sql`select s.id from sites s where s.farm_id = ${qualified(farms.id)} order by s.id`),
      })
      .from(farms)
      .where(where)
      .orderBy(sql`${farmWith('ever_incident')} desc`, sql`${germanSortKey(farmDisplayText)} asc`, sql`${farms.id} asc`)
      .limit(p.limit)
      .offset(p.offset),
  serialize: async (rows) => {
    const locations = rows.map((r) => r.locationIds.map(Number));
    const sites = rows.map((r) => r.siteIds.map(Number));
    const tallies = await talliesOf(db, rows.map((r) => r.id), locations.flat(), sites.flat());
    return rows.map((r, i) => {
      const mine = (t: Tally) => (t.entity_type === 'farm' ? t.entity_id === r.id : (t.entity_type === 'location' ? locations[i]! : sites[i]!).includes(t.entity_id));
      return {
        id: r.id,
        number: r.number,
        name: r.name,
        display_name: farmDisplayName(r),
        locations: locations[i]!,
        sites: sites[i]!,
        has_incident: Boolean(r.hasIncident),
        tallies: tallies.filter(mine),
      };
    });
  },
}));
