// The signed-in user as the subject of the rules in src/domain/permissions.ts.
import { useCurrentUser } from '../../app/hooks.ts';
import type { PermissionUser } from '../../domain/permissions.ts';

export function usePermissionUser(): PermissionUser & { admin_association_ids?: readonly number[] } {
  const user = useCurrentUser();
  return user ?? { account_type: null };
}
