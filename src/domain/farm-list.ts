// The farm list's rules (product rules ‹Farm list›, ‹Validation rules›): text filter, the three toggle pairs, the sort
// order and the row labels. Pure, shared by the /farms page and its tests.
import { farmAdministeredByUser, type PermissionUser } from './permissions.ts';

export interface FarmListItem {
  id: number;
  number: string;
  name: string;
  display_name: string;
  is_active: boolean;
  tos_accepted?: string | null;
  has_admin_rights?: boolean | null;
  has_current_report: boolean;
}

/** The six toggle buttons: three pairs, each pair an either-or that a second click clears. */
export type FarmToggleKey = 'is_active' | 'tos_accepted' | 'has_current_report';
export type FarmToggles = Partial<Record<FarmToggleKey, boolean>>;

export const FARM_TOGGLES: readonly { key: FarmToggleKey; value: boolean; label: string }[] = [
  { key: 'is_active', value: true, label: 'Betrieb aktiv' },
  { key: 'is_active', value: false, label: 'Betrieb deaktiviert' },
  { key: 'tos_accepted', value: true, label: 'ToS akzeptiert' },
  { key: 'tos_accepted', value: false, label: 'ToS nicht akzeptiert' },
  { key: 'has_current_report', value: true, label: 'Aktuelle MLP vorhanden' },
  { key: 'has_current_report', value: false, label: 'Keine aktuelle MLP vorhanden' },
];

/** Clicking a toggle: sets its value; clicking the set one again clears the pair. */
export function toggleFilter(toggles: FarmToggles, key: FarmToggleKey, value: boolean): FarmToggles {
  const next = { ...toggles };
  if (next[key] === value) delete next[key];
  else next[key] = value;
  return next;
}

/** Lower-cased text the filter matches against: display name and number. */
export const farmSearchText = (farm: Pick<FarmListItem, 'display_name' | 'number'>) => `${farm.display_name}\u0000${farm.number}`.toLocaleLowerCase('de');

/** Case-insensitive: the display name or the number contains the text (blank text matches all). */
export function farmMatchesText(farm: Pick<FarmListItem, 'display_name' | 'number'>, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase('de');
  return needle === '' || farmSearchText(farm).includes(needle);
}

export function farmMatchesToggles(farm: FarmListItem, toggles: FarmToggles): boolean {
  if (toggles.is_active !== undefined && farm.is_active !== toggles.is_active) return false;
  if (toggles.tos_accepted !== undefined && Boolean(farm.tos_accepted) !== toggles.tos_accepted) return false;
  if (toggles.has_current_report !== undefined && farm.has_current_report !== toggles.has_current_report) return false;
  return true;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Administered farms first, then display name (locale-aware, case-insensitive), then number descending. */
export function sortFarms<F extends FarmListItem>(farms: readonly F[], user: PermissionUser): F[] {
  const administered = new Map(farms.map((f) => [f.id, farmAdministeredByUser(user, { id: f.id, has_admin_rights: f.has_admin_rights ?? false })]));
  return [...farms].sort(
    (a, b) =>
      Number(administered.get(b.id)) - Number(administered.get(a.id)) ||
      collator.compare(a.display_name, b.display_name) ||
      collator.compare(b.number, a.number),
  );
}

/** Row suffixes: '(Admin)' for an administered farm, '(inaktiv, keine MLP)' without a current report. */
export function farmRowLabels(farm: FarmListItem, user: PermissionUser): string[] {
  const labels: string[] = [];
  if (farmAdministeredByUser(user, { id: farm.id, has_admin_rights: farm.has_admin_rights ?? false })) labels.push('(Admin)');
  if (!farm.has_current_report) labels.push('(inaktiv, keine MLP)');
  return labels;
}

/**
 * Sorted list → the rows that pass the text and toggle filters (the sort order is kept). `index`
 * (farmSearchIndex of the same list) spares lower-casing 10,000 names on every keystroke.
 */
export function filterFarms<F extends FarmListItem>(sorted: readonly F[], text: string, toggles: FarmToggles, index?: readonly string[]): F[] {
  const needle = text.trim().toLocaleLowerCase('de');
  const haystack = index ?? farmSearchIndex(sorted);
  const out: F[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const farm = sorted[i]!;
    if ((needle === '' || haystack[i]!.includes(needle)) && farmMatchesToggles(farm, toggles)) out.push(farm);
  }
  return out;
}

/** The lower-cased search texts of a list, position by position (see filterFarms). */
export const farmSearchIndex = (farms: readonly Pick<FarmListItem, 'display_name' | 'number'>[]): string[] => farms.map(farmSearchText);

/** Selecting the selected row deselects it. */
export const nextSelection = (selected: number | null, clicked: number): number | null => (selected === clicked ? null : clicked);

export const NO_FARM_SELECTED = 'Kein LDWU ausgewählt';
export const NO_INVOICING_ASSOCIATION = 'Kein rechnungsstellender Verband zugewiesen';
