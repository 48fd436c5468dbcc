// Comparison groups as definitions: a stored one the actor may see (404 otherwise) and the special
// group 'location_size' (the evaluated location's size band; only for a location).
import { and, eq, sql } from 'drizzle-orm';
import { LOCATION_SIZE_ONLY_FOR_LOCATION } from '../../../domain/group-privacy.ts';
import { sizeBandOf } from '../../../domain/location-size.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { comparisonGroups } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { comparisonGroupVisible } from '../../resources/comparison-groups/queries.ts';
import type { CallerScope } from '../scope.ts';
import { EMPTY_FILTER, groupDefinitionOf, type GroupDefinition } from './definition.ts';
import type { EntityRef } from './types.ts';

export async function locationSizeDefinition(db: Db, entity: EntityRef | null): Promise<GroupDefinition> {
  if (entity?.entity_type !== 'location') {
    throw new HttpError(400, LOCATION_SIZE_ONLY_FOR_LOCATION, 'location_only', { entity_type: [LOCATION_SIZE_ONLY_FOR_LOCATION] });
  }
  const [row] = await queryRows<{ cow_count: number }>(db, sql`select cow_count from locations where id = ${entity.entity_id}`);
  if (!row) throw notFound(NOT_FOUND.location);
  return { aggregation: { how: 'add', threshold: null }, filter: { ...EMPTY_FILTER, location_size: sizeBandOf(Number(row.cow_count)) } };
}

export async function visibleGroup(db: Db, scope: CallerScope, id: number): Promise<{ name: string; definition: GroupDefinition }> {
  const [row] = await db.select().from(comparisonGroups).where(and(eq(comparisonGroups.id, id), comparisonGroupVisible(scope)));
  if (!row) throw notFound(NOT_FOUND.comparisonGroup);
  return { name: row.name, definition: groupDefinitionOf(row) };
}
