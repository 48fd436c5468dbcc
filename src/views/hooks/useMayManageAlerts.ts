// Whether the signed-in user may configure one entity's controlling (the server's per-entity rule).
import { useCallback, useMemo } from 'react';
import { useCurrentUser } from '../../app/hooks.ts';
import { alertManagerOf, entityLocations, mayManageAlertsOn, type LoadedEntity } from '../../domain/controlling-permissions.ts';

export function useMayManageAlerts(): (entity: LoadedEntity) => boolean {
  const user = useCurrentUser();
  const manager = useMemo(() => alertManagerOf(user ?? { account_type: null }), [user]);
  return useCallback((entity: LoadedEntity) => mayManageAlertsOn(manager, entityLocations(entity)), [manager]);
}
