// The names of an incident's entity (site, location, farm or association) and of where it sits (the
// farm, and a site's location), from cached queries; the wording is src/domain/dashboard.ts.
import { useQuery } from 'urql';
import { incidentEntityText, type IncidentEntityNames } from '../../../domain/dashboard.ts';
import type { EntityType } from '../../../domain/roles.ts';
import {
  DashboardAssociationNameDocument,
  DashboardFarmNameDocument,
  DashboardLocationNameDocument,
  DashboardSiteNameDocument,
} from '../../../gateway/client/generated/graphql.ts';
import { FIRST_SCREEN } from './fresh.ts';

function useEntityNames(type: EntityType, id: number): IncidentEntityNames | undefined {
  const [site] = useQuery({ query: DashboardSiteNameDocument, variables: { id }, pause: type !== 'site', context: FIRST_SCREEN });
  const s = site.data?.getSite;
  const locationId = type === 'location' ? id : (s?.location ?? null);
  const [location] = useQuery({ query: DashboardLocationNameDocument, variables: { id: locationId ?? 0 }, pause: locationId === null, context: FIRST_SCREEN });
  const l = location.data?.getLocation;
  const farmId = type === 'farm' ? id : type === 'site' ? (s?.farm ?? null) : type === 'location' ? (l?.farm ?? null) : null;
  const [farm] = useQuery({ query: DashboardFarmNameDocument, variables: { id: farmId ?? 0 }, pause: farmId === null, context: FIRST_SCREEN });
  const [association] = useQuery({ query: DashboardAssociationNameDocument, variables: { id }, pause: type !== 'association', context: FIRST_SCREEN });
  const farmName = farm.data?.getFarm?.display_name;
  switch (type) {
    case 'site':
      // A site without location says so; while its location loads, the part is left out.
      return s ? { type, name: s.display_name, farm: farmName, location: s.location === null ? null : l?.name } : undefined;
    case 'location':
      return l ? { type, name: l.name, farm: farmName } : undefined;
    case 'farm':
      return farmName ? { type, name: farmName } : undefined;
    case 'association': {
      const name = association.data?.getAssociation?.display_name;
      return name ? { type, name } : undefined;
    }
  }
}

/** The entity's title (the link text) and, below it, where it sits. */
export function useIncidentEntity(type: EntityType, id: number): { title: string; context: string | null } {
  const names = useEntityNames(type, id);
  // While the name loads an ellipsis stands in (never the raw id).
  return names ? incidentEntityText(names) : { title: '…', context: null };
}
