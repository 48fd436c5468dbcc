// The comparison-group modal's form (product rules ‹Comparison-group modals›, ‹Entities and fields›, ‹Evaluation and group workflows›, ‹Validation rules›, ‹Business constants and limits›): the form shape of a group, which of
// its fields each kind (tab) edits, the per-kind criterion rule, the expert tab's mutual exclusion
// and the conversion to the write body. Pure; the comparisonGroupForm machine and its view use it.
import { COMPARISON_GROUP_MESSAGES, comparisonGroupKind, type Aggregation, type ComparisonGroupInput, type ComparisonGroupKind } from './comparison-group-rules.ts';
import { isCustomDelay, periodProblem } from './comparison-period.ts';
import { LOCATION_SIZE_BOUNDS, TOP_PERCENTAGE_MAX, TOP_PERCENTAGE_STEP } from './constants.ts';
import { mapFieldErrors } from './field-errors.ts';
import { profileRestrictionError } from './group-privacy.ts';
import { activeCriteria } from './profile-match.ts';
import { TEXT_LIMITS, textTooLong, tooLongMessage } from './text-limits.ts';
import type { EntityType } from './roles.ts';

export const COMPARISON_GROUP_KINDS: readonly ComparisonGroupKind[] = ['benchmark', 'entity', 'top', 'expert'];
export const KIND_LABELS: Record<ComparisonGroupKind, string> = { benchmark: 'Benchmark', entity: 'Mein Betrieb', top: 'Top-N', expert: 'Experte' };
export const EXPERT_COPIED_NOTICE = 'Vergleichsoptionen übertragen';

/** The form shape of product rules ‹Entities and fields› (without the name, which all tabs share). */
export interface GroupFormValues {
  how: Aggregation;
  threshold: number | null;
  delay: number | null;
  /** The period's custom choice ('Vor ... Tagen') is open (src/domain/comparison-period.ts); not sent. */
  delay_custom: boolean;
  entity_type: EntityType | null;
  entity_id: number | null;
  location_size: number | null;
  management_options: Record<string, string[] | boolean>;
  top_in_field: string | null;
  top_in_value: number | null;
}

export type GroupFormField = keyof GroupFormValues;
export type GroupFormErrors = Partial<Record<GroupFormField | 'name' | 'form', string>>;

export const EMPTY_GROUP_VALUES: GroupFormValues = {
  how: 'add',
  threshold: null,
  delay: null,
  delay_custom: false,
  entity_type: null,
  entity_id: null,
  location_size: null,
  management_options: {},
  top_in_field: null,
  top_in_value: null,
};

/** What each tab edits; the body sends only these (the others stay at their empty value). */
export const KIND_FIELDS: Record<ComparisonGroupKind, readonly GroupFormField[]> = {
  benchmark: ['how', 'threshold', 'delay', 'delay_custom', 'location_size', 'management_options', 'entity_type', 'entity_id'],
  entity: ['entity_type', 'entity_id', 'delay', 'delay_custom'],
  top: ['top_in_field', 'top_in_value', 'delay', 'delay_custom'],
  expert: ['how', 'threshold', 'delay', 'delay_custom', 'entity_type', 'entity_id', 'location_size', 'management_options', 'top_in_field', 'top_in_value'],
};

/** One set of values per tab (product rules ‹Evaluation and group workflows›: later edits stay per tab). */
export type GroupTabs = Record<ComparisonGroupKind, GroupFormValues>;
export const emptyTabs = (): GroupTabs => ({ benchmark: { ...EMPTY_GROUP_VALUES }, entity: { ...EMPTY_GROUP_VALUES }, top: { ...EMPTY_GROUP_VALUES }, expert: { ...EMPTY_GROUP_VALUES } });

const profileOptions = (o: Record<string, unknown>) =>
  Object.fromEntries(activeCriteria(o).map(([k, v]) => [k, typeof v === 'boolean' ? v : Array.isArray(v) ? v.map(String) : [String(v)]])) as GroupFormValues['management_options'];

export function formValuesOf(g: ComparisonGroupInput): GroupFormValues {
  const f = g.filter;
  return {
    how: g.aggregation.how,
    threshold: g.aggregation.how === 'percentile' ? g.aggregation.threshold : null,
    delay: f.delay,
    delay_custom: isCustomDelay(f.delay),
    entity_type: f.entity_type,
    entity_id: f.entity_id,
    location_size: f.location_size,
    management_options: profileOptions(f.management_options),
    top_in_field: f.top_in?.field ?? null,
    top_in_value: f.top_in?.value ?? null,
  };
}

/** A stored group opens on the tab the spec's rule infers, holding its values there. */
export function tabsOf(g: ComparisonGroupInput): { kind: ComparisonGroupKind; tabs: GroupTabs } {
  const kind = comparisonGroupKind(g);
  return { kind, tabs: { ...emptyTabs(), [kind]: formValuesOf(g) } };
}

/** The tab's values restricted to what that kind edits. */
export function kindValues(kind: ComparisonGroupKind, v: GroupFormValues): GroupFormValues {
  const out: GroupFormValues = { ...EMPTY_GROUP_VALUES };
  for (const field of KIND_FIELDS[kind]) (out as unknown as Record<string, unknown>)[field] = v[field];
  // The benchmark tab offers only an association as its entity (product rules ‹Evaluation and group workflows›).
  if (kind === 'benchmark' && out.entity_type !== 'association') Object.assign(out, { entity_type: null, entity_id: null });
  if (out.how !== 'percentile') out.threshold = null;
  return out;
}

/** The write body (product rules ‹Evaluation, group and filter calls›) of a tab; also the count body. */
export function groupInputOf(name: string, kind: ComparisonGroupKind, values: GroupFormValues): ComparisonGroupInput {
  const v = kindValues(kind, values);
  return {
    name: name.trim(),
    aggregation: { how: v.how, threshold: v.how === 'percentile' ? v.threshold : null },
    filter: {
      delay: v.delay,
      entity_type: v.entity_type,
      entity_id: v.entity_type === null ? null : v.entity_id,
      location_size: v.location_size,
      management_options: profileOptions(v.management_options),
      top_in: v.top_in_field !== null && v.top_in_value !== null ? { field: v.top_in_field, value: v.top_in_value } : null,
    },
  };
}

/** Profile answers restrict the group: then the count must reach the minimum (product rules ‹Validation rules›). */
export const usesProfile = (kind: ComparisonGroupKind, v: GroupFormValues) => activeCriteria(kindValues(kind, v).management_options).length > 0;

/**
 * In the expert tab top percentage and top-in exclude each other (product rules ‹Evaluation and group workflows›): the side that is not
 * in use is disabled. Null when neither is set.
 */
export function expertDisabled(v: GroupFormValues): 'top_in' | 'threshold' | null {
  if (v.how === 'percentile') return 'top_in';
  if (v.top_in_field !== null || v.top_in_value !== null) return 'threshold';
  return null;
}

export const isPercentageInput = (v: number) => Number.isFinite(v) && v >= 0 && v <= TOP_PERCENTAGE_MAX && v % TOP_PERCENTAGE_STEP === 0;

/** The tab's German messages (empty: ready to save). */
export function groupFormProblems(name: string, kind: ComparisonGroupKind, values: GroupFormValues): GroupFormErrors {
  const e: GroupFormErrors = {};
  const v = kindValues(kind, values);
  if (!name.trim()) e.name = COMPARISON_GROUP_MESSAGES.nameRequired;
  else if (textTooLong(name, TEXT_LIMITS.name)) e.name = tooLongMessage(TEXT_LIMITS.name);
  if (v.how === 'percentile') {
    if (v.threshold === null) e.threshold = COMPARISON_GROUP_MESSAGES.thresholdRequired;
    else if (!isPercentageInput(v.threshold)) e.threshold = COMPARISON_GROUP_MESSAGES.percentage;
  }
  if (v.top_in_value !== null && !isPercentageInput(v.top_in_value)) e.top_in_value = COMPARISON_GROUP_MESSAGES.percentage;
  if (kind === 'expert' && v.how === 'percentile' && (v.top_in_field !== null || v.top_in_value !== null)) e.top_in_field = COMPARISON_GROUP_MESSAGES.topExclusive;
  if ((v.entity_type === null) !== (v.entity_id === null)) e.entity_id = COMPARISON_GROUP_MESSAGES.entityIncomplete;
  const period = periodProblem(v);
  if (period) e.delay = period;
  const profile = activeCriteria(v.management_options).length > 0;
  const percentile = v.how === 'percentile' && v.threshold !== null;
  const entity = v.entity_type !== null && v.entity_id !== null;
  const topIn = v.top_in_field !== null && v.top_in_value !== null;
  const criterion = {
    benchmark: profile || v.location_size !== null || percentile || entity,
    entity,
    top: topIn,
    expert: profile || v.location_size !== null || percentile || entity || topIn,
  }[kind];
  if (!criterion) e.form = COMPARISON_GROUP_MESSAGES.criterionRequired;
  return e;
}

/** The tab names a criterion: only then is there a group whose matching operations can be counted. */
export const hasTabCriterion = (name: string, kind: ComparisonGroupKind, values: GroupFormValues) =>
  groupFormProblems(name, kind, values).form === undefined;

export const GROUP_COUNT_TEXT = {
  noCriterion: 'Noch kein Kriterium gewählt: Die passenden Betriebe werden gezählt, sobald Sie eines angeben.',
  counting: 'Passende Betriebe werden gezählt …',
  empty: 'Keine Betriebe erfüllen diese Kriterien. Eine Vergleichsgruppe ohne Betriebe kann nicht gespeichert werden, denn sie liefert keine Vergleichswerte.',
} as const;

/** The line under the form: how many operations match, or why there is no number (yet). */
export function groupCountLine(state: { criterion: boolean; counting: boolean; count: number | null }): string | null {
  if (!state.criterion) return GROUP_COUNT_TEXT.noCriterion;
  if (state.counting) return GROUP_COUNT_TEXT.counting;
  if (state.count === null) return null;
  return state.count === 1 ? '1 passender Betrieb' : `${state.count.toLocaleString('de-DE')} passende Betriebe`;
}

/** Why a counted group cannot be saved ('' = it can): no members, or profile answers below the minimum. */
export function groupSizeProblem(count: number, profile: boolean, minimum: number): string | null {
  if (profile) return profileRestrictionError(count, minimum);
  return count === 0 ? GROUP_COUNT_TEXT.empty : null;
}

/**
 * The entity types a tab offers: 'Mein Betrieb' binds the group to one of the user's own entities
 * (association only for association users); the benchmark tab only to an association; expert to
 * any entity the user sees.
 */
export function offeredEntityTypes(kind: ComparisonGroupKind, visible: readonly EntityType[], associationUser: boolean): EntityType[] {
  const types: readonly EntityType[] = kind === 'benchmark' ? ['association'] : kind === 'entity' && !associationUser ? ['farm', 'location', 'site'] : ['association', 'farm', 'location', 'site'];
  return types.filter((t) => visible.includes(t));
}

/** The server's 400 field paths (src/domain/comparison-group-rules.ts) on the form's fields. */
export function serverFieldErrors(fields: Record<string, readonly string[]> | undefined): GroupFormErrors {
  return mapFieldErrors(fields, groupFormFieldOfPath).byField;
}

/** The form field of a write path; what has no field of its own shows under the form ('form'). */
function groupFormFieldOfPath(path: string): keyof GroupFormErrors {
  return path === 'name' ? 'name'
      : path.startsWith('aggregation') ? 'threshold'
      : path === 'filter.top_in.value' ? 'top_in_value'
      : path.startsWith('filter.top_in') ? 'top_in_field'
      : path.startsWith('filter.management_options') ? 'management_options'
      : path === 'filter.entity_id' || path === 'filter.entity_type' ? 'entity_id'
      : path === 'filter.location_size' ? 'location_size'
      : path === 'filter.delay' ? 'delay'
      : 'form';
}

export const GROUP_UNSELECTABLE = {
  noLocations: 'Zu wenig Betriebsstätten',
  locationSizeOnly: 'Kann nur Prüfdaten eines Betriebs angewendet werden',
} as const;
export const OTHERS_GROUP_LABEL = 'nur auswählbar';

/** Why a group cannot be chosen for an evaluation (product rules ‹Validation rules›), or null when it can. */
export function groupUnselectableReason(g: { id: number | string; location_count: number }, entityType: EntityType | null): string | null {
  if (g.id === 'location_size') return entityType === 'location' ? null : GROUP_UNSELECTABLE.locationSizeOnly;
  return g.location_count === 0 ? GROUP_UNSELECTABLE.noLocations : null;
}

/** A size band by its stored lower bound (product rules ‹Business constants and limits›): '100–249 Kühe', 'über 1.000 Kühe'. */
export function locationSizeLabel(lowerBound: number): string {
  const next = LOCATION_SIZE_BOUNDS.find((b) => b > lowerBound);
  return next ? `${lowerBound}–${next - 1} Kühe` : `über ${lowerBound.toLocaleString('de-DE')} Kühe`;
}

export interface GroupLabels {
  field: (pythonicName: string) => string;
  question: (name: string) => { text: string; option: (key: string) => string } | undefined;
  entity: (type: EntityType, id: number) => string;
}

/** A group's options as German lines (the picker's popover, product rules ‹Business constants and limits›: after 500 ms). */
export function describeGroupOptions(g: ComparisonGroupInput, labels: GroupLabels): string[] {
  const f = g.filter;
  const lines: string[] = [`Art: ${KIND_LABELS[comparisonGroupKind(g)]}`];
  if (f.entity_type !== null && f.entity_id !== null) lines.push(`Entität: ${labels.entity(f.entity_type, f.entity_id)}`);
  if (f.location_size !== null) lines.push(`Betriebsgröße: ${locationSizeLabel(f.location_size)}`);
  for (const [name, answer] of activeCriteria(f.management_options)) {
    const q = labels.question(name);
    const text = typeof answer === 'boolean' ? (answer ? 'Ja' : 'Nein') : (Array.isArray(answer) ? answer : [answer]).map((a) => q?.option(String(a)) ?? String(a)).join(', ');
    lines.push(`${q?.text ?? name}: ${text}`);
  }
  if (g.aggregation.how === 'percentile' && g.aggregation.threshold !== null) lines.push(`Top-Betriebe: ${g.aggregation.threshold} %`);
  if (f.top_in) lines.push(`Beste ${f.top_in.value} % nach ${labels.field(f.top_in.field)}`);
  lines.push(`Vergleichszeitraum: ${f.delay ? `vor ${f.delay} Tagen` : 'Aktuelle Werte'}`);
  return lines;
}
