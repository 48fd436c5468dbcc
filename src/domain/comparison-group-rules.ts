// Validation of a comparison group (product rules ‹Entities and fields›, ‹Evaluation and group workflows›, ‹Validation rules›, ‹Business constants and limits›) as one pure rule the server applies before
// storing and the group modal applies while typing. Entity scope is checked by the server (it needs
// the database); everything else is decided here from the questionnaire and the figure catalogue.
import { COMPARISON_PERIOD_MAX_DAYS, LOCATION_SIZE_BOUNDS, TOP_PERCENTAGE_MAX, TOP_PERCENTAGE_STEP } from './constants.ts';
import { activeCriteria } from './profile-match.ts';
import type { EntityType } from './roles.ts';

/** How a group's value is formed: the sum over its members, or the mean of its top share (a percentile). */
export const AGGREGATIONS = ['add', 'percentile'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

export const COMPARISON_GROUP_MESSAGES = {
  nameRequired: 'Geben Sie einen Namen ein.',
  criterionRequired: 'Geben Sie mindestens ein Kriterium an.',
  percentage: `Geben Sie einen Prozentwert zwischen 0 und ${TOP_PERCENTAGE_MAX} in Schritten von ${TOP_PERCENTAGE_STEP} an.`,
  thresholdRequired: 'Geben Sie den Anteil der Top-Betriebe in Prozent an.',
  topExclusive: 'Der Vergleich mit Top-Betrieben kann nicht mit dem Vergleich von Kennzahlen kombiniert werden.',
  locationSize: `Wählen Sie eine Betriebsgröße aus (${LOCATION_SIZE_BOUNDS.join(', ')}).`,
  delay: `Geben Sie einen Zeitraum zwischen 0 und ${COMPARISON_PERIOD_MAX_DAYS} Tagen an.`,
  entityIncomplete: 'Wählen Sie eine Entität aus.',
  entityOutOfScope: 'Die Entität existiert nicht oder liegt außerhalb Ihres Zugriffs.',
  unknownQuestion: 'Unbekannte Frage des Betriebsprofils.',
  booleanAnswer: 'Erwartet wird Ja oder Nein (true/false).',
  unknownField: 'Unbekannte Kennzahl.',
  neutralField: 'Diese Kennzahl hat keine Bewertungsrichtung und eignet sich nicht für den Vergleich mit Top-Betrieben.',
} as const;

export const unknownAnswer = (answer: string) => `Unbekannte Antwort „${answer}“.`;

/**
 * Which locations a comparison group holds, declared once: the API's zod schemas, these rules and the
 * server's group definitions (src/api/services/benchmark/definition.ts, answers checked as criteria)
 * all use this shape; the engine's MemberFilter is built from it.
 */
export interface GroupFilter<Answer = unknown> {
  /** Comparison period in days (null: the current values). */
  delay: number | null;
  entity_type: EntityType | null;
  entity_id: number | null;
  /** Lower bound of the cow-count band. */
  location_size: number | null;
  /** Profile question name → accepted answers. */
  management_options: Record<string, Answer>;
  top_in: { field: string; value: number } | null;
}

export interface ComparisonGroupInput {
  name: string;
  aggregation: { how: Aggregation; threshold: number | null };
  filter: GroupFilter;
}

/** What the rules need to know about the questionnaire and the catalogue. */
export interface ComparisonGroupContext {
  questions: ReadonlyMap<string, { type: 'list' | 'boolean'; optionKeys: readonly string[] }>;
  /** Figure pythonic_name → its evaluation direction (true larger is better, false smaller, null neutral). */
  fields: ReadonlyMap<string, boolean | null>;
}

export type ComparisonGroupKind = 'benchmark' | 'entity' | 'top' | 'expert';

const isPercentage = (v: number) => Number.isFinite(v) && v >= 0 && v <= TOP_PERCENTAGE_MAX && v % TOP_PERCENTAGE_STEP === 0;

/** The form kind a stored group opens in (product rules ‹Evaluation and group workflows›). */
export function comparisonGroupKind(g: ComparisonGroupInput): ComparisonGroupKind {
  const f = g.filter;
  const hasEntity = f.entity_type !== null && f.entity_id !== null;
  const hasProfile = activeCriteria(f.management_options).length > 0;
  const percentile = g.aggregation.how === 'percentile';
  // A group bound only to an association is association-wide: the benchmark tab's 'Verband', not
  // one's own operation ('Mein Betrieb'); it reopens where it was made.
  if (hasEntity && f.entity_type !== 'association' && !f.top_in && !hasProfile && f.location_size === null && !percentile) return 'entity';
  if (f.top_in && !hasEntity && !hasProfile && f.location_size === null && !percentile) return 'top';
  if (!f.top_in && (!hasEntity || f.entity_type === 'association')) return 'benchmark';
  return 'expert';
}

/** Whether the group restricts its members by anything at all (delay alone is no criterion). */
export function hasCriterion(g: ComparisonGroupInput): boolean {
  const f = g.filter;
  return (
    activeCriteria(f.management_options).length > 0 ||
    f.location_size !== null ||
    (g.aggregation.how === 'percentile' && g.aggregation.threshold !== null) ||
    (f.entity_type !== null && f.entity_id !== null) ||
    f.top_in !== null
  );
}

/** Per-field German messages (dotted paths as in the API's validation errors); empty when valid. */
export function comparisonGroupProblems(g: ComparisonGroupInput, ctx: ComparisonGroupContext): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (path: string, message: string) => (problems[path] ??= []).push(message);
  const f = g.filter;

  if (!g.name.trim()) add('name', COMPARISON_GROUP_MESSAGES.nameRequired);

  if (g.aggregation.how === 'percentile') {
    if (g.aggregation.threshold === null) add('aggregation.threshold', COMPARISON_GROUP_MESSAGES.thresholdRequired);
    else if (!isPercentage(g.aggregation.threshold)) add('aggregation.threshold', COMPARISON_GROUP_MESSAGES.percentage);
    if (f.top_in) add('filter.top_in', COMPARISON_GROUP_MESSAGES.topExclusive);
  }

  if (f.delay !== null && (!Number.isInteger(f.delay) || f.delay < 0 || f.delay > COMPARISON_PERIOD_MAX_DAYS)) add('filter.delay', COMPARISON_GROUP_MESSAGES.delay);
  if (f.location_size !== null && !(LOCATION_SIZE_BOUNDS as readonly number[]).includes(f.location_size)) add('filter.location_size', COMPARISON_GROUP_MESSAGES.locationSize);
  if ((f.entity_type === null) !== (f.entity_id === null)) add('filter.entity_id', COMPARISON_GROUP_MESSAGES.entityIncomplete);

  for (const [name, criterion] of activeCriteria(f.management_options)) {
    const path = `filter.management_options.${name}`;
    const question = ctx.questions.get(name);
    if (!question) {
      add(path, COMPARISON_GROUP_MESSAGES.unknownQuestion);
      continue;
    }
    if (question.type === 'boolean') {
      if (typeof criterion !== 'boolean') add(path, COMPARISON_GROUP_MESSAGES.booleanAnswer);
      continue;
    }
    const answers = Array.isArray(criterion) ? criterion : [criterion];
    for (const answer of answers) {
      if (typeof answer !== 'string' || !question.optionKeys.includes(answer)) add(path, unknownAnswer(String(answer)));
    }
  }

  if (f.top_in) {
    const direction = ctx.fields.get(f.top_in.field);
    if (direction === undefined) add('filter.top_in.field', COMPARISON_GROUP_MESSAGES.unknownField);
    else if (direction === null) add('filter.top_in.field', COMPARISON_GROUP_MESSAGES.neutralField);
    if (!isPercentage(f.top_in.value)) add('filter.top_in.value', COMPARISON_GROUP_MESSAGES.percentage);
  }

  if (!hasCriterion(g)) add('non_field_errors', COMPARISON_GROUP_MESSAGES.criterionRequired);
  return problems;
}
