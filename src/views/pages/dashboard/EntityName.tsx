// The display name of an incident's entity (site, location, farm or association), one cached query.
import { useQuery } from 'urql';
import type { EntityType } from '../../../domain/roles.ts';
import {
  DashboardAssociationNameDocument,
  DashboardFarmNameDocument,
  DashboardLocationNameDocument,
  DashboardSiteNameDocument,
} from '../../../gateway/client/generated/graphql.ts';

function useEntityName(type: EntityType, id: number): string | undefined {
  const variables = { id };
  const [site] = useQuery({ query: DashboardSiteNameDocument, variables, pause: type !== 'site' });
  const [location] = useQuery({ query: DashboardLocationNameDocument, variables, pause: type !== 'location' });
  const [farm] = useQuery({ query: DashboardFarmNameDocument, variables, pause: type !== 'farm' });
  const [association] = useQuery({ query: DashboardAssociationNameDocument, variables, pause: type !== 'association' });
  switch (type) {
    case 'site':
      return site.data?.getSite?.display_name;
    case 'location':
      return location.data?.getLocation?.name;
    case 'farm':
      return farm.data?.getFarm?.display_name;
    case 'association':
      return association.data?.getAssociation?.display_name;
  }
}

export function EntityName({ type, id }: { type: EntityType; id: number }) {
  // While the name loads an ellipsis stands in (never the raw id).
  return <>{useEntityName(type, id) ?? '…'}</>;
}
