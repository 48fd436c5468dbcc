// Report values of the controlling screens' history switch: an entity's and a comparison group's
// values of some fields over the history window, through the views' urql client. (Where a control
// field stands now is the server's rule: GET /alerts/current/.)
import type { Client } from 'urql';
import type { EntityType } from '../../../domain/roles.ts';
import {
  EntityHistoryDocument, GroupHistoryDocument, type ValueAnswerFragment,
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
