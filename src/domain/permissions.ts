// Who may do what (spec 1 §6, spec 2 §6). Pure rules shared by server and browser.
import { effectiveAccountType, type AccountType } from './roles.ts';

export interface LocationPermission {
  allowManagement: boolean;
  allowAlerts: boolean;
  allowEvaluationCreation: boolean;
}

/** Farm-staff permissions derived from their location links: true only if every link allows it. */
export function farmStaffPermissions(links: readonly LocationPermission[]) {
  const every = (key: keyof LocationPermission) => links.length > 0 && links.every((l) => l[key]);
  return {
    allow_alerts: every('allowAlerts'),
    allow_management: every('allowManagement'),
    allow_evaluation_creation: every('allowEvaluationCreation'),
  };
}

/** The effective capability flags of a user, for the current-user response and the SPA. */
export function userPermissions(accountType: AccountType | null, links: readonly LocationPermission[]) {
  if (effectiveAccountType(accountType) === 'farm_staff') return farmStaffPermissions(links);
  return { allow_alerts: true, allow_management: true, allow_evaluation_creation: true };
}
