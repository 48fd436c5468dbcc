// One farm's locations and sites with names (FarmDetail, cached by urql), for the overview's rows.
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { listCutText } from '../../../domain/list-cut.ts';
import { FarmDetailDocument } from '../../../gateway/client/generated/graphql.ts';

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

export interface TreeLocation {
  id: number;
  name: string;
  sites: { id: number; display_name: string }[];
}
export interface FarmTree {
  locations: TreeLocation[];
  /** Sites without a location. */
  unassigned: { id: number; display_name: string }[];
  siteName: Map<number, string>;
  locationOfSite: Map<number, number | null>;
  locationName: Map<number, string>;
  /** That the farm has more locations or sites than one request brings (src/domain/list-cut.ts). */
  cut: string[];
}

export function useFarmTree(farmId: number, pause = false): { tree: FarmTree | null; error: unknown } {
  const [{ data, error }] = useQuery({ query: FarmDetailDocument, variables: { id: farmId }, pause });
  const tree = useMemo(() => {
    if (!data) return null;
    const sites = (data.listSites?.results ?? []).flatMap((s) => (s ? [s] : [])).sort((a, b) => collator.compare(a.display_name, b.display_name));
    const locations = (data.listLocations?.results ?? []).flatMap((l) => (l ? [l] : [])).sort((a, b) => collator.compare(a.name, b.name));
    return {
      locations: locations.map((l) => ({ id: l.id, name: l.name, sites: sites.filter((s) => s.location === l.id) })),
      unassigned: sites.filter((s) => s.location === null),
      siteName: new Map(sites.map((s) => [s.id, s.display_name])),
      locationOfSite: new Map(sites.map((s) => [s.id, s.location])),
      locationName: new Map(locations.map((l) => [l.id, l.name])),
      cut: [listCutText(locations.length, data.listLocations?.count, 'Betrieben'), listCutText(sites.length, data.listSites?.count, 'Betriebsstätten')].filter((t): t is string => t !== null),
    };
  }, [data]);
  return { tree, error };
}
