// Report table fixtures of the view tests: a figure of the catalogue, an answer and its rows, in the
// shapes src/domain/evaluation-report.ts takes, and the visible text of rendered markup.
import type { AnswerIn, ReportFieldInfo } from '../../src/domain/evaluation-report.ts';

export const reportField = (n: string, extra: Partial<ReportFieldInfo> = {}): ReportFieldInfo => ({
  pythonic_name: n,
  name: n,
  label_or_name: `Label ${n}`,
  category: 'Eutergesundheit',
  subcategory: '',
  priority: 1,
  unit: '%',
  evaluation: true,
  precision: 1,
  target_value: 75,
  warning_value: 50,
  ...extra,
});

export const reportAnswer = (rows: AnswerIn['data'], extra: Partial<AnswerIn> = {}): AnswerIn => ({
  location_count: 2,
  latest_inspection_date: '2026-10-13',
  latest_processing_date: null,
  data: rows,
  ...extra,
});

export const reportRow = (field: string, value: number | null, n: number, more: { best?: number; top?: number; rank?: number; error?: string } = {}) => ({
  field,
  value,
  has_error: !!more.error,
  best_value: more.best ?? null,
  top_value: more.top ?? null,
  n,
  percentile_rank: more.rank ?? null,
  error: more.error ?? null,
});

/** The text a rendered fragment shows, tags removed and white space collapsed. */
export const visibleText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
