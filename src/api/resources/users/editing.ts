// The pieces every user write starts from: the caller as a permission subject, the target user as
// the caller sees it (404 outside the caller's scope), and the refusal helpers.
import type { FastifyRequest } from 'fastify';
import { permissionUser, type PermissionUser } from '../../../domain/permissions.ts';
import type { UserTarget } from '../../../domain/user-rules.ts';
import type { Actor } from '../../auth/actor.ts';
import { forbidden } from '../../http/errors.ts';
import { visibleUserRow } from './queries.ts';

/** The caller as the subject of the rules in src/domain/permissions.ts and user-rules.ts. */
export const editorOf = (actor: Actor): PermissionUser =>
  permissionUser(actor.accountType, actor.locationLinks, { id: actor.id, is_superuser: actor.isSuperuser, farm_admin_of: actor.farmAdminOf });

/** A user the caller sees (else 404), with everything a write needs to judge and change it. */
export async function editTarget(request: FastifyRequest, userId: number) {
  const visible = await visibleUserRow(request, userId);
  const target: UserTarget = {
    id: visible.row.id,
    account_type: visible.row.accountType,
    self_edit_locked: visible.row.selfEditLocked,
    is_superuser: visible.row.isSuperuser,
  };
  return { ...visible, editor: editorOf(request.actor), target };
}

/** Throws 403 with the German reason when there is one. */
export function refuseIf(reason: string | null): void {
  if (reason) throw forbidden(reason);
}
