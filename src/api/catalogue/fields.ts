// The catalogue as typed, in-memory constants: the 170 MLP key figures (report-fields.json) and the
// farm-profile questionnaire (profile-questionnaire.json). Both JSON files live next to this module
// (copied from shared/reference) so that a fresh clone is self-contained.
//
// A figure's column index is its position in report-fields.json and therefore its position in every
// reports.values array: new figures may only ever be appended, never inserted or reordered.
import { readFileSync } from 'node:fs';
import type { StatusField } from '../../domain/figure-status.ts';

export interface QCheck {
  indikator: boolean;
  zielwert?: number | null;
  warnwert?: number | null;
  zielwert_belegt?: boolean;
  warnwert_belegt?: boolean;
  richtung?: string;
}

export interface ReportFieldDef {
  pythonic_name: string;
  name: string;
  label: string;
  category: string;
  subcategory: string;
  description: string;
  unit: string;
  /** true: larger is better; false: smaller is better; null: neutral. */
  evaluation: boolean | null;
  precision: number;
  priority: number;
  /**
   * true for rates, averages, percentages and per-cow values (an entity combines them as a
   * cow-weighted mean); false for counts and kg totals (they add up).
   */
  intensive: boolean;
  /** Between-herd distribution (Holstein-dominated herds; `note` says where breeds differ). */
  mean: number;
  sd: number;
  min: number;
  max: number;
  /**
   * The plausible range of one report's value: an upload refuses anything outside it (README
   * 'Prüfberichte hochladen'). Generous on purpose, derived once from the distribution: counts
   * 0 … 10 × max; shares in % 0–100 (fat % 0–15, protein and lactose % 0–10, persistence, young-cow
   * yield, exit and replacement rate 0–200); relative breeding values 40–160; breeding values in €
   * and kg ±5,000, in % ±2; yield change on the previous year ±10,000 kg; everything else 0 … 5 × max.
   * Always contains [min, max], so the demo data are plausible.
   */
  plausible_min: number;
  plausible_max: number;
  note: string;
  grounded: boolean;
  source?: string;
  q_check?: QCheck;
}

export type SurveyOption = Record<string, string>;

export interface SurveyQuestionDef {
  name: string;
  text: string;
  type: 'list' | 'boolean';
  /** Single key-to-label pairs in display order (the wire format of the spec); absent for booleans. */
  options?: SurveyOption[];
  /** Marginal share per option key in percent (booleans: 'true' / 'false'). */
  shares: Record<string, number>;
}

export interface SurveyCategoryDef {
  category: string;
  questions: SurveyQuestionDef[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as T;

/** All 170 figures in column order. */
export const REPORT_FIELDS: readonly ReportFieldDef[] = Object.freeze(readJson<ReportFieldDef[]>('./report-fields.json'));

/** pythonic_name → column index in reports.values. */
export const FIELD_INDEX: ReadonlyMap<string, number> = new Map(REPORT_FIELDS.map((f, i) => [f.pythonic_name, i]));

/** Number of figures, i.e. the length of every reports.values array. */
export const FIELD_COUNT = REPORT_FIELDS.length;

/** Column index of a figure; throws for an unknown name (a typo should fail loudly). */
export function fieldIndex(pythonicName: string): number {
  const index = FIELD_INDEX.get(pythonicName);
  if (index === undefined) throw new Error(`Unbekannte Kennzahl: ${pythonicName}`);
  return index;
}

/** A figure's Q Check target and warning values in the shape of the status rule. */
export function statusFieldOf(f: ReportFieldDef): StatusField {
  return { evaluation: f.evaluation, target_value: f.q_check?.zielwert, warning_value: f.q_check?.warnwert, precision: f.precision };
}

/** The questionnaire: 12 categories in display order. */
export const SURVEY_CATEGORIES: readonly SurveyCategoryDef[] = Object.freeze(
  readJson<SurveyCategoryDef[]>('./profile-questionnaire.json'),
);

/** All 117 questions in display order, with their category. */
export const SURVEY_QUESTIONS: readonly (SurveyQuestionDef & { category: string; position: number })[] = Object.freeze(
  SURVEY_CATEGORIES.flatMap((c) => c.questions.map((q) => ({ ...q, category: c.category }))).map((q, position) => ({
    ...q,
    position,
  })),
);

/** Option keys of a question in display order (booleans: 'true', 'false'). */
export const optionKeys = (q: SurveyQuestionDef): string[] =>
  q.type === 'boolean' ? ['true', 'false'] : (q.options ?? []).map((o) => Object.keys(o)[0]!);
