// Locations whose active profile can be adopted: for farm users every location in their scope (a
// handful), for association users the locations of the same farm (their scope can hold thousands,
// too many for a select); never the location itself.
import { useQuery } from 'urql';
import { listCutText } from '../../../domain/list-cut.ts';
import { isFarmUser } from '../../../domain/roles.ts';
import { AdoptableLocationsDocument } from '../../../gateway/client/generated/graphql.ts';
import { usePermissionUser } from '../../hooks/usePermissionUser.ts';

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

export function useAdoptable(location: { id: number; farm: number } | null, enabled: boolean) {
  const user = usePermissionUser();
  const farm = isFarmUser(user.account_type) && !user.is_superuser ? null : (location?.farm ?? null);
  const [result] = useQuery({ query: AdoptableLocationsDocument, variables: { farm }, pause: !location || !enabled });
  const listed = result.data?.listLocations;
  const locations = (listed?.results ?? [])
    .flatMap((l) => (l && l.id !== location?.id && l.active_profile ? [{ id: l.id, name: l.name }] : []))
    .sort((a, b) => collator.compare(a.name, b.name));
  // More locations than one request brings: said beside the choice, never cut silently.
  return { locations, cut: listCutText(listed?.results.length ?? 0, listed?.count, 'Betrieben') };
}
