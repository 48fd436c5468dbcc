// The data check page (product rules ‹Data check›): what a user sees of their data's completeness. Only farm users
// can have incomplete data (association users and superusers see 'Alle Daten sind vollständig.').
// Those who may fix it (a farm admin, or farm staff with allow_management on at least one location)
// get red editing hints with links to the farm page; the others get the two yellow warnings.
import { dataIntegrity, mayHaveIncompleteData, type IntegrityLocation, type IntegritySite } from './data-integrity.ts';
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

export type DataCheckView<L, S> =
  | { kind: 'complete' }
  | { kind: 'incomplete'; canFix: boolean; locations: L[]; sites: S[] };

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** What the page shows; `farmName` sorts the lists by farm, then by the entry's own name. */
export function dataCheckView<L extends IntegrityLocation & { name: string }, S extends IntegritySite & { display_name: string }>(
  user: DataCheckUser | null | undefined,
  data: { locations: readonly L[]; sites: readonly S[]; links: readonly { allow_management: boolean }[] },
  farmName: (farm: number) => string,
): DataCheckView<L, S> {
  if (!user || !mayHaveIncompleteData(user)) return { kind: 'complete' };
  const integrity = dataIntegrity(data.locations, data.sites);
  if (integrity.ok) return { kind: 'complete' };
  const byFarm = (a: { farm: number }, b: { farm: number }) => collator.compare(farmName(a.farm), farmName(b.farm));
  const links = data.links.map((l) => ({ allowManagement: l.allow_management, allowAlerts: false, allowEvaluationCreation: false }));
  return {
    kind: 'incomplete',
    canFix: canFixIncompleteData(user.account_type, links),
    locations: [...integrity.locationsLackingProfile].sort((a, b) => byFarm(a, b) || collator.compare(a.name, b.name)),
    sites: [...integrity.sitesWithoutLocation].sort((a, b) => byFarm(a, b) || collator.compare(a.display_name, b.display_name)),
  };
}
