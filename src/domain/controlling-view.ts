// Rules of the controlling screens (product rules ‹Controlling overview›, ‹Entity controlling page›,
// ‹Control-field cell states›, ‹Business constants and limits›): the overview's heading, counts, filter and empty texts, the
// entity page's labels, history window and cell tooltips. Pure; the views call these.
import { Temporal } from 'temporal-polyfill';
import { HISTORY_MONTHS } from './constants.ts';
import { formatDate, formatNumber } from './format.ts';
import { reportToday } from './reports.ts';
import type { EntityType } from './roles.ts';
import { CELL_STATE_TEXTS, STANDING_TEXTS, cellState, differences, evaluateTrigger, standing, type CellState, type Threshold } from './trigger.ts';

export const FARM_USER_NOTE =
  "Die Übersicht zeigt, welche Betriebsstätten überwacht werden. Mit 'Bearbeiten' konfigurieren Sie die Überwachung.";
export const NO_INCIDENTS = 'Aktuell gibt es keine Meldungen.';
export const INVALID_GROUP_TOOLTIP = 'Ungültige Vergleichgruppe(n) konfiguert.';
export const NO_VALID_GROUP = 'Keine gültige Vergleichgruppe konfiguiert.';
export const NO_CONTROL_FIELDS = 'Noch keine Kontrollfelder konfiguriert.';
export const ONLY_SITES = 'Nur für Betriebsstätten können Kontrollfelder angezeigt werden.';
export const UNKNOWN_ENTITY = '<unbekannt>';
export const DELETE_FAILED = 'Das Kontrollfeld konnte nicht gelöscht werden.';
export const FILTER_LABEL = 'Nach LDWU-Name / -ID filtern';
export const MAIL_SWITCH_LABEL = 'Mit aktiver Benachrichtigung';

/** The entities that have control fields and report values (an association has neither). */
export type ValueEntity = Exclude<EntityType, 'association'>;
export const controllingHref = (type: EntityType, id: number) => `/${type}s/${id}/controlling`;

/** 'LDWUs: a, b' for several farms, 'LDWU a' for one, '<keine Farm>' for none. */
export function overviewHeading(farmNames: readonly string[]): string {
  if (farmNames.length === 0) return '<keine Farm>';
  if (farmNames.length === 1) return `LDWU ${farmNames[0]}`;
  return `LDWUs: ${farmNames.join(', ')}`;
}

/** The field's label, or 'Feld {field} (nicht geladen)' when the catalogue does not have it. */
export function fieldLabel(catalogue: ReadonlyMap<string, { label_or_name: string }>, field: string): string {
  return catalogue.get(field)?.label_or_name ?? `Feld ${field} (nicht geladen)`;
}

/** A group reference is valid only if that group exists (product rules ‹Validation rules›). */
export const isValidGroup = (group: number | null | undefined, groups: ReadonlySet<number>) => typeof group === 'number' && groups.has(group);

// ---- Overview counts ----

export interface AlertLike {
  entity_type: EntityType;
  entity_id: number;
  send_mail: boolean;
}
export interface Tally {
  total: number;
  mail: number;
}
export type AlertIndex = ReadonlyMap<string, Tally>;
const keyOf = (type: EntityType, id: number) => `${type}:${id}`;

export function indexAlerts(alerts: readonly AlertLike[]): AlertIndex {
  const index = new Map<string, Tally>();
  for (const a of alerts) {
    const t = index.get(keyOf(a.entity_type, a.entity_id)) ?? { total: 0, mail: 0 };
    index.set(keyOf(a.entity_type, a.entity_id), { total: t.total + 1, mail: t.mail + (a.send_mail ? 1 : 0) });
  }
  return index;
}

/** The same index from the server's counts per entity (GET /alerts/overview/ tallies). */
export function indexTallies(tallies: readonly { entity_type: EntityType; entity_id: number; total: number; mail: number }[]): AlertIndex {
  return new Map(tallies.map((t) => [keyOf(t.entity_type, t.entity_id), { total: t.total, mail: t.mail }]));
}

const tally = (index: AlertIndex, type: EntityType, ids: readonly (number | null)[]) =>
  ids.reduce<Tally>((sum, id) => {
    const t = id === null ? undefined : index.get(keyOf(type, id));
    return t ? { total: sum.total + t.total, mail: sum.mail + t.mail } : sum;
  }, { total: 0, mail: 0 });

/** Counts of one row per level: [farm, location, site] (a location row has no farm level, a site row only its own). */
export function levelCounts(index: AlertIndex, farm: number | null, locations: readonly (number | null)[], sites: readonly (number | null)[]): Tally[] {
  const levels = [farm === null ? null : tally(index, 'farm', [farm]), locations.length || farm !== null ? tally(index, 'location', locations) : null, tally(index, 'site', sites)];
  return levels.filter((t): t is Tally => t !== null);
}
/** 'farm - location - site' as the overview shows them. */
export const countText = (counts: readonly Tally[], what: keyof Tally) => counts.map((c) => c[what]).join(' - ');
export interface OverviewFarm {
  id: number;
  number: string;
  name: string;
  display_name: string;
  locations: readonly (number | null)[];
  sites: readonly (number | null)[];
}

/** 'type:id' of every entity whose control fields have had an incident. */
export function entitiesWithIncidents(alerts: readonly (AlertLike & { last_incident?: unknown })[]): ReadonlySet<string> {
  return new Set(alerts.flatMap((a) => (a.last_incident ? [keyOf(a.entity_type, a.entity_id)] : [])));
}
export const farmHasIncident = (farm: OverviewFarm, withIncident: ReadonlySet<string>) =>
  withIncident.has(keyOf('farm', farm.id)) ||
  farm.locations.some((l) => l !== null && withIncident.has(keyOf('location', l))) ||
  farm.sites.some((s) => s !== null && withIncident.has(keyOf('site', s)));
/**
 * The farms with an incident first (a clerk's thousands of farms would hide them), each part in its
 * given order: the rule GET /alerts/overview/ orders by in SQL (its API test checks it against this).
 */
export function incidentFarmsFirst<F extends OverviewFarm>(farms: readonly F[], withIncident: ReadonlySet<string>): F[] {
  const first = farms.filter((f) => farmHasIncident(f, withIncident));
  return first.length === 0 ? [...farms] : [...first, ...farms.filter((f) => !farmHasIncident(f, withIncident))];
}

export function emptyOverviewText(text: string, withMail: boolean): string {
  if (text.trim()) return `Keine LDWU-Namen / -IDs enthalten den Text "${text.trim()}"`;
  return withMail ? 'Keine LDWUs mit aktiven Benachrichtigungen.' : 'Keine LDWUs';
}

/** The Betrieb column of the group of a farm's sites without location (as /farms and /data-check name them). */
export const NO_LOCATION = 'Ohne Betrieb';

export interface OverviewTreeSite {
  id: number;
  display_name: string;
}
export interface OverviewTree<S extends OverviewTreeSite> {
  locations: readonly { id: number; name: string; sites: readonly S[] }[];
  /** Sites without a location. */
  unassigned: readonly S[];
}
export type OverviewTreeRow<S extends OverviewTreeSite> =
  | { kind: 'location'; id: number; name: string; sites: readonly S[] }
  | { kind: 'no-location' }
  | { kind: 'site'; site: S; location: number | null };

/**
 * An opened farm's rows below it: its sites without location first, under their own 'Ohne Betrieb'
 * row (never trailing the last location, where they would read as its sites), then each location
 * followed by its sites.
 */
export function overviewTreeRows<S extends OverviewTreeSite>(tree: OverviewTree<S>): OverviewTreeRow<S>[] {
  const rows: OverviewTreeRow<S>[] = [];
  if (tree.unassigned.length) rows.push({ kind: 'no-location' }, ...tree.unassigned.map((site) => ({ kind: 'site' as const, site, location: null })));
  for (const l of tree.locations) rows.push({ kind: 'location', id: l.id, name: l.name, sites: l.sites }, ...l.sites.map((site) => ({ kind: 'site' as const, site, location: l.id })));
  return rows;
}

// ---- Entity page ----

/** The history switch's window: the last 12 months up to tomorrow (product rules ‹Entity controlling page›, ‹Business constants and limits›). */
export function historyWindow(today: string = reportToday()): { oldest_date: string; report_date: string } {
  const day = Temporal.PlainDate.from(today);
  return { oldest_date: day.subtract({ months: HISTORY_MONTHS }).toString(), report_date: day.add({ days: 1 }).toString() };
}

export interface CellInput {
  threshold: Threshold;
  value: number | null;
  groupValue: number | null;
  /** The report date of the value. */
  date: string | null;
  hasIncident: boolean;
  /** The field's evaluation direction. */
  higherIsBetter: boolean | null | undefined;
  precision: number;
}

export interface Cell {
  state: CellState;
  text: string;
  tooltip: string[];
}

/** A value cell with its state and the tooltip lines of product rules ‹Entity controlling page› ('Mein Wert', state, standing, group value). */
export function valueCell(c: CellInput): Cell {
  const result = evaluateTrigger(c.threshold, c.value, c.groupValue);
  const state = cellState(c.hasIncident, result);
  const fmt = (v: number | null, signed = false) => formatNumber(v, { precision: c.precision, signed, replacement: '–' });
  const diff = differences(c.value, c.groupValue);
  const rank = standing(c.value, c.groupValue, c.higherIsBetter);
  const tooltip = [`Mein Wert: ${fmt(c.value)}`, CELL_STATE_TEXTS[state]];
  if (rank !== 'neutral') tooltip.push(STANDING_TEXTS[rank]);
  if (c.groupValue !== null) {
    tooltip.push(`Vergleichsgruppenwert${c.date ? ` (${formatDate(c.date)})` : ''}: ${fmt(c.groupValue)}`);
    tooltip.push(`Diff. Absolut: ${fmt(diff.absolute, true)}`, `Diff. Prozentual: ${formatNumber(diff.percent, { precision: 1, signed: true, replacement: '–' })}${diff.percent === null ? '' : ' %'}`);
  }
  return { state, text: fmt(c.value), tooltip };
}

/** A short visible mark per cell state, so the state is never colour alone. */
export const CELL_STATE_MARKS: Record<CellState, string> = { incident: '⚠', triggered: '!', quiet: '✓' };
