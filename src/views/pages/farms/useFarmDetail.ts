// A farm with its locations and sites and the name of its invoicing association.
import { useQuery } from 'urql';
import { listCutText } from '../../../domain/list-cut.ts';
import { AssociationNameDocument, FarmDetailDocument, type FarmDetailQuery } from '../../../gateway/client/generated/graphql.ts';

type Present<T> = NonNullable<T>;
export type DetailFarm = Present<FarmDetailQuery['getFarm']>;
export type DetailLocation = Present<Present<FarmDetailQuery['listLocations']>['results'][number]>;
export type DetailSite = Present<Present<FarmDetailQuery['listSites']>['results'][number]>;

export interface FarmDetail {
  farm: DetailFarm;
  locations: DetailLocation[];
  sites: DetailSite[];
  associationName: string | null;
  /** What says that a list holds more than one request brings (product rules ‹Farm list›); empty as a rule. */
  cut: string[];
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

export function useFarmDetail(id: number | null) {
  const [result, reexecute] = useQuery({ query: FarmDetailDocument, variables: { id: id ?? 0 }, pause: id === null });
  const associationId = result.data?.getFarm?.invoicing_association ?? null;
  const [association] = useQuery({ query: AssociationNameDocument, variables: { id: associationId ?? 0 }, pause: associationId === null });
  const farm = result.data?.getFarm;
  const locations = (result.data?.listLocations?.results ?? []).filter((l): l is DetailLocation => !!l).sort((a, b) => collator.compare(a.name, b.name));
  const sites = (result.data?.listSites?.results ?? []).filter((s): s is DetailSite => !!s).sort((a, b) => collator.compare(a.display_name, b.display_name));
  const cut = [listCutText(locations.length, result.data?.listLocations?.count, 'Betrieben'), listCutText(sites.length, result.data?.listSites?.count, 'Betriebsstätten')];
  const detail: FarmDetail | null = farm
    ? { farm, locations, sites, associationName: association.data?.getAssociation?.display_name ?? null, cut: cut.filter((t): t is string => t !== null) }
    : null;
  return { detail, fetching: result.fetching, error: result.error, reload: () => reexecute({ requestPolicy: 'network-only' }) };
}
