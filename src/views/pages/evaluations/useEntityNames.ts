// Names of the entities a page mentions (the evaluations list's sections, the groups' criteria),
// asked by id instead of loading the caller's whole lists; and which entity types the caller has
// any of (the entity type choices offer only those).
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { entityTypeChoices } from '../../../domain/entity-choices.ts';
import type { EntityRef } from '../../../domain/entity-param.ts';
import type { EntityNames } from '../../../domain/evaluation-list.ts';
import { canSelectAssociationEntity, type PermissionUser } from '../../../domain/permissions.ts';
import { ENTITY_TYPES, type EntityType } from '../../../domain/roles.ts';
import { EntityNamesDocument, EntityTypeCountsDocument } from '../../../gateway/client/generated/graphql.ts';

const present = <T,>(list: readonly (T | null)[] | null | undefined): T[] => (list ?? []).filter((x): x is T => x !== null);
const idList = (refs: readonly EntityRef[], type: EntityType) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))].sort((a, b) => a - b).join(',');

export function useEntityNames(refs: readonly EntityRef[]) {
  const variables = useMemo(() => {
    const [associations, farms, locations, sites] = ENTITY_TYPES.map((t) => idList(refs, t)) as [string, string, string, string];
    return { associations, farms, locations, sites, withAssociations: !!associations, withFarms: !!farms, withLocations: !!locations, withSites: !!sites };
  }, [refs]);
  const nothing = !variables.withAssociations && !variables.withFarms && !variables.withLocations && !variables.withSites;
  const [{ data, error }] = useQuery({ query: EntityNamesDocument, variables, pause: nothing });
  return useMemo(() => {
    const maps: Record<EntityType, Map<number, string>> = {
      association: new Map(present(data?.listAssociations?.results).map((a) => [a.id, a.display_name])),
      farm: new Map(present(data?.listFarms?.results).map((f) => [f.id, f.display_name])),
      location: new Map(present(data?.listLocations?.results).map((l) => [l.id, l.name])),
      site: new Map(present(data?.listSites?.results).map((s) => [s.id, s.display_name])),
    };
    const names: EntityNames = (type, id) => maps[type].get(id);
    return { names, hasData: nothing || !!data || !!error };
  }, [data, error, nothing]);
}

/**
 * The entity types the user may pick an entity of (src/domain/entity-choices.ts), from one count per
 * type; `anyAssociation` offers every visible association (the comparison-group modal). Null while loading.
 */
export function useEntityTypes(user: PermissionUser | null, anyAssociation = false): EntityType[] | null {
  const associations = anyAssociation || (!!user && canSelectAssociationEntity(user));
  const [{ data }] = useQuery({ query: EntityTypeCountsDocument, variables: { associations } });
  return useMemo(() => {
    if (!data) return null;
    const counts = { association: data.listAssociations?.count ?? 0, farm: data.listFarms?.count ?? 0, location: data.listLocations?.count ?? 0, site: data.listSites?.count ?? 0 };
    return entityTypeChoices(counts, user?.account_type, anyAssociation);
  }, [data, user?.account_type, anyAssociation]);
}
