// Who may configure which entity's controlling (the alert, incident and check handlers ask it).
import { mayManageAlertsOn, type AlertManager } from '../../../domain/controlling-permissions.ts';
import { forbidden } from '../../http/errors.ts';
import type { CallerScope } from '../scope.ts';
import type { ControlledEntity } from './entities.ts';

export const MANAGE_REFUSED = 'Sie dürfen das Controllingsystem dieser Einheit nicht konfigurieren.';

export function alertManager(scope: CallerScope): AlertManager {
  const { actor } = scope;
  return {
    account_type: actor.accountType,
    is_superuser: actor.isSuperuser,
    location_links: actor.locationLinks.map((l) => ({ location: l.locationId, allow_alerts: l.allowAlerts })),
  };
}

/** 403 unless the caller may configure this (visible) entity's controlling. */
export function ensureManages(scope: CallerScope, entity: ControlledEntity): void {
  if (!mayManageAlertsOn(alertManager(scope), entity.locationIds)) throw forbidden(MANAGE_REFUSED);
}
