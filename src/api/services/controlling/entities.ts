// The entity a control field watches: whether it exists, its farm (for the read scope), the
// locations it covers (for farm staff's allow_alerts) and its display name (mails).
import { sql } from 'drizzle-orm';
import { entityLocations } from '../../../domain/controlling-permissions.ts';
import { associationDisplayName, farmDisplayName, siteDisplayName } from '../../../domain/display-names.ts';
import { isEntityInScope } from '../../../domain/read-scope.ts';
import type { EntityType } from '../../../domain/roles.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { controllingAssociations, type CallerScope } from '../scope.ts';

export interface ControlledEntity {
  type: EntityType;
  id: number;
  /** Null for associations. */
  farmId: number | null;
  /** The locations it covers, by the browser's rule (src/domain/controlling-permissions.ts entityLocations). */
  locationIds: number[];
  name: string;
}

/** What the rule needs, read as it is stored: a site's own location and its farm's locations. */
interface Row {
  farm_id: number | null;
  site_location: number | null;
  farm_locations: number[] | null;
  kind: string | null;
  number: string;
  name: string;
  farm_number: string | null;
  widest: number | null;
}

const FARM_LOCATIONS = (farmColumn: string) => sql.raw(`array(select fl.id from locations fl where fl.farm_id = ${farmColumn} order by fl.id) as farm_locations`);

const QUERIES: Record<EntityType, (id: number) => ReturnType<typeof sql>> = {
  association: (id) => sql`select null::int as farm_id, null::int as site_location, null::int[] as farm_locations, a.kind, a.number, a.name, null as farm_number, null as widest
    from associations a where a.id = ${id}`,
  farm: (id) => sql`select f.id as farm_id, null::int as site_location, ${FARM_LOCATIONS('f.id')},
      null as kind, f.number, f.name, null as farm_number, null as widest
    from farms f where f.id = ${id}`,
  location: (id) => sql`select l.farm_id, null::int as site_location, null::int[] as farm_locations, null as kind, '' as number, l.name, null as farm_number, null as widest
    from locations l where l.id = ${id}`,
  site: (id) => sql`select s.farm_id, s.location_id as site_location, ${FARM_LOCATIONS('s.farm_id')},
      null as kind, s.number, s.name, f.number as farm_number,
      (select max(length(o.number)) from sites o where o.farm_id = s.farm_id) as widest
    from sites s join farms f on f.id = s.farm_id where s.id = ${id}`,
};

function displayName(type: EntityType, row: Row): string {
  switch (type) {
    case 'association':
      return associationDisplayName({ kind: row.kind, name: row.name, number: row.number });
    case 'farm':
      return farmDisplayName(row);
    case 'location':
      return row.name;
    case 'site':
      return siteDisplayName(row, row.farm_number ?? '', Number(row.widest ?? 0));
  }
}

/** The entity, or null when it does not exist. */
export async function loadEntity(db: Db, type: EntityType, id: number): Promise<ControlledEntity | null> {
  const [row] = await queryRows<Row>(db, QUERIES[type](id));
  if (!row) return null;
  return {
    type,
    id,
    farmId: row.farm_id === null ? null : Number(row.farm_id),
    locationIds: entityLocations({
      type,
      id,
      siteLocation: row.site_location === null ? null : Number(row.site_location),
      farmLocations: (row.farm_locations ?? []).map(Number),
    }),
    name: displayName(type, row),
  };
}

/** Whether the caller sees the entity's controlling (same rule as the alert and incident lists). */
export const entityVisible = (scope: CallerScope, e: ControlledEntity) =>
  isEntityInScope({ type: e.type, id: e.id, farmId: e.farmId }, scope.farms, controllingAssociations(scope));

