// The data check page (product rules ‹Data check›): what a user sees of their data's completeness. Only farm users
// can have incomplete data (association users and superusers see 'Alle Daten sind vollständig.').
// Those who may fix it (a farm admin, or farm staff with allow_management on at least one location)
// get red editing hints with links to the farm page; the others get the two yellow warnings.
import { countsComplete, mayHaveIncompleteData, type IntegrityCounts } from './data-integrity.ts';
import { canFixIncompleteData } from './permissions.ts';
import type { AccountType } from './roles.ts';

export const DATA_CHECK_HINTS = {
  profiles: 'Bitte erstellen oder vervollständigen Sie die Profile der folgenden Betriebe, damit Auswertungen aufgerufen werden können.',
  sites: 'Bitte weisen Sie die folgenden Betriebsstätten einem Betrieb zu, damit Auswertungen aufgerufen werden können.',
  profilesList: 'Betriebe ohne vollständiges Profil',
  sitesList: 'Betriebsstätten ohne Betrieb',
  editFarmOfLocation: 'LDWU bearbeiten',
  editFarmOfSite: 'Farm bearbeiten',
} as const;

export interface DataCheckUser {
  account_type?: AccountType | null;
  is_superuser?: boolean | null;
}

/**
 * What the page shows: complete, or the two counts (each list shows when its count is above 0) and
 * whether the user may fix it. The lists themselves are the server's pages (farm, then name).
 */
export type DataCheckView = { kind: 'complete' } | ({ kind: 'incomplete'; canFix: boolean } & IntegrityCounts);

export function dataCheckView(
  user: DataCheckUser | null | undefined,
  data: { counts: IntegrityCounts; links: readonly { allow_management: boolean }[] },
): DataCheckView {
  if (!user || !mayHaveIncompleteData(user) || countsComplete(data.counts)) return { kind: 'complete' };
  const links = data.links.map((l) => ({ allowManagement: l.allow_management, allowAlerts: false, allowEvaluationCreation: false }));
  return { kind: 'incomplete', canFix: canFixIncompleteData(user.account_type, links), ...data.counts };
}
