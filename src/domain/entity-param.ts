// The entity of the deviation and timeline pages (product rules ‹Deviation page›, ‹Timeline page›) and of a universal evaluation
// on its detail page travels as one query parameter: association, farm, location or site = id; the
// controlling page's entity as a path segment (/sites/12/controlling).
import { ENTITY_TYPES, type EntityType } from './roles.ts';

export interface EntityRef {
  type: EntityType;
  id: number;
}

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

/** The entity named by exactly one entity parameter with a positive id; anything else is null. */
export function entityFromQuery(search: string | URLSearchParams): EntityRef | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const given = ENTITY_TYPES.filter((t) => params.has(t));
  if (given.length !== 1) return null;
  const type = given[0]!;
  const raw = params.get(type) ?? '';
  if (!POSITIVE_ID.test(raw) || Number(raw) > 2_147_483_647) return null;
  return { type, id: Number(raw) };
}

/** '?farm=12' (empty for no entity). */
export const entityQuery = (entity: EntityRef | null | undefined) => (entity ? `?${entity.type}=${entity.id}` : '');

const SEGMENTS: Record<string, EntityType> = { associations: 'association', farms: 'farm', locations: 'location', sites: 'site' };
/** The entity type of a route segment ('sites' → 'site'), null for an unknown one (404). */
export const entityOfSegment = (segment: string | undefined): EntityType | null => (segment && Object.hasOwn(SEGMENTS, segment) ? SEGMENTS[segment]! : null);
