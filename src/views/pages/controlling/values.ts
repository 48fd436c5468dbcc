// Report values the controlling screens read: an entity's values of some fields (newest report, with
// the fall-back to the most recent report date when today has none), a comparison group's values on
// that date, and both over the history window. Through the views' urql client.
import type { Client } from 'urql';
import type { EntityType } from '../../../domain/roles.ts';
import {
  EntityHistoryDocument, EntityReportDatesDocument, EntityValuesDocument, GroupHistoryDocument, GroupValuesDocument, type ValueAnswerFragment,
} from '../../../gateway/client/generated/graphql.ts';
import { resultData } from '../../../gateway/client/operation-result.ts';

export type ValueEntity = Exclude<EntityType, 'association'>;
export interface Values {
  date: string | null;
  values: Map<string, number | null>;
}

const flags = (type: ValueEntity) => ({ farm: type === 'farm', location: type === 'location', site: type === 'site' });
// The date of a value is its report's inspection date (what detection records as 'observed'), else the date asked for.
const toValues = (answer: ValueAnswerFragment | null | undefined): Values => ({
  date: answer?.latest_inspection_date ?? answer?.report_date ?? null,
  values: new Map((answer?.data ?? []).flatMap((row) => (row ? [[row.field, row.has_error ? null : (row.value ?? null)] as const] : []))),
});
const answerOf = (d: { getFarmReport?: ValueAnswerFragment | null; getLocationReport?: ValueAnswerFragment | null; getSiteReport?: ValueAnswerFragment | null }) =>
  d.getFarmReport ?? d.getLocationReport ?? d.getSiteReport ?? null;

/** The entity's values of `fields` on its newest report (today, else the most recent report date). */
export async function entityValues(client: Client, type: ValueEntity, id: number, fields: readonly string[]): Promise<Values> {
  if (fields.length === 0) return { date: null, values: new Map() };
  const field = fields.join(',');
  const today = answerOf(await resultData(client.query(EntityValuesDocument, { id, field, ...flags(type) }, { requestPolicy: 'network-only' }).toPromise()));
  if (today && today.data.some((r) => r?.value !== null && r?.value !== undefined)) return toValues(today);
  // Latest-report fall-back (spec 1 §4): look up the most recent report date and fetch that one.
  const dates = await resultData(client.query(EntityReportDatesDocument, { id, ...flags(type) }).toPromise());
  const newest = (dates.listFarmReportDates ?? dates.listLocationReportDates ?? dates.listSiteReportDates)?.report_dates[0];
  if (!newest) return toValues(today);
  return toValues(answerOf(await resultData(client.query(EntityValuesDocument, { id, field, report_date: newest, ...flags(type) }).toPromise())));
}

/** A comparison group's values of `fields` on a date (null values when it has none). */
export async function groupValues(client: Client, group: number, fields: readonly string[], date: string | null): Promise<Values> {
  const data = await resultData(client.query(GroupValuesDocument, { id: group, field: fields.join(','), ...(date ? { report_date: date } : {}) }).toPromise());
  return toValues(data.getComparisonGroupReport);
}

export interface History {
  /** Report dates, newest first. */
  dates: string[];
  /** date → field → value */
  byDate: Map<string, Map<string, number | null>>;
}
const toHistory = (answers: readonly (ValueAnswerFragment | null)[]): History => {
  const byDate = new Map<string, Map<string, number | null>>();
  for (const a of answers) if (a) byDate.set(a.report_date, toValues(a).values);
  return { dates: [...byDate.keys()].sort((a, b) => b.localeCompare(a)), byDate };
};

export async function entityHistory(client: Client, type: ValueEntity, id: number, fields: readonly string[], window: { report_date: string; oldest_date: string }): Promise<History> {
  const d = await resultData(client.query(EntityHistoryDocument, { id, field: fields.join(','), ...window, ...flags(type) }).toPromise());
  return toHistory((d.listFarmReports ?? d.listLocationReports ?? d.listSiteReports)?.results ?? []);
}

export async function groupHistory(client: Client, group: number, fields: readonly string[], window: { report_date: string; oldest_date: string }): Promise<History> {
  const d = await resultData(client.query(GroupHistoryDocument, { id: group, field: fields.join(','), ...window }).toPromise());
  return toHistory(d.listComparisonGroupReports?.results ?? []);
}
