// Turns the query controls of product rules ‹Report query filters› into what the benchmark service asks for: the figures
// (field list, figure filter, intensive), the report date, best/top flags and the refinement
// (questionnaire filters, location_size, top_in, delay, percentile_threshold).
import type { Criterion } from '../../../domain/profile-match.ts';
import { reportToday } from '../../../domain/reports.ts';
import { FIELD_INDEX, SURVEY_QUESTIONS } from '../../catalogue/fields.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import type { AnswerOptions } from '../../services/benchmark/answers.ts';
import type { Refinement } from '../../services/benchmark/definition.ts';
import { fieldsOf } from '../../services/benchmark/fields.ts';
import type { ReportControls } from './schemas.ts';

/** Questionnaire filters of the query as management options (lists: any of; booleans: equal). */
export function questionnaireFilters(controls: Record<string, unknown>): Record<string, Criterion> {
  const options: Record<string, Criterion> = {};
  for (const q of SURVEY_QUESTIONS) {
    const v = controls[q.name];
    if (v === undefined) continue;
    options[q.name] = typeof v === 'string' ? v.split(',').map((k) => k.trim()) : v;
  }
  return options;
}

export function refinementOf(c: ReportControls): Refinement {
  if ((c.top_in_field === undefined) !== (c.top_in_value === undefined)) {
    throw badRequest({ [c.top_in_field === undefined ? 'top_in_field' : 'top_in_value']: ['top_in_field und top_in_value gehören zusammen.'] });
  }
  if (c.top_in_field !== undefined && !FIELD_INDEX.has(c.top_in_field)) throw badRequest({ top_in_field: [`Unbekannte Kennzahl: ${c.top_in_field}`] });
  const management = questionnaireFilters(c as Record<string, unknown>);
  return {
    ...(c.delay === undefined ? {} : { delay: c.delay }),
    ...(c.location_size === undefined ? {} : { location_size: c.location_size }),
    ...(Object.keys(management).length ? { management_options: management } : {}),
    ...(c.top_in_field === undefined ? {} : { top_in: { field: c.top_in_field, value: c.top_in_value! } }),
    ...(c.percentile_threshold === undefined ? {} : { percentile_threshold: c.percentile_threshold }),
  };
}

export async function answerOptions(db: Db, c: ReportControls, now: Date = new Date()): Promise<AnswerOptions> {
  return {
    reportDate: c.report_date ?? reportToday(now),
    fields: await fieldsOf(db, c),
    bestValue: c.best_value ?? false,
    topValue: c.top_value ?? false,
    refinement: refinementOf(c),
  };
}
