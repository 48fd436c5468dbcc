// The history columns' report values (product rules ‹Entity controlling page›): an entity's and each
// comparison group's values of the watched fields over the history window, through the views' urql
// client. (Where a control field stands now is the server's rule: GET /alerts/current/.)
import type { Client } from 'urql';
import type { ValueEntity } from '../domain/controlling-view.ts';
import { entityFlags } from '../domain/entity-flags.ts';
import { EntityHistoryDocument, GroupHistoryDocument, type ValueAnswerFragment } from '../gateway/client/generated/graphql.ts';
import { requiredData } from '../gateway/client/operation-result.ts';
import type { History, LoadHistoryInput, PastValues } from '../machines/controlFieldTable/machine.ts';

const VALUE_ENTITIES: readonly ValueEntity[] = ['farm', 'location', 'site'];

/** A report's values by field; an erroneous value counts as missing. */
const valuesOf = (answer: ValueAnswerFragment) =>
  Object.fromEntries((answer.data ?? []).flatMap((row) => (row ? [[row.field, row.has_error ? null : (row.value ?? null)] as const] : [])));

function toHistory(answers: readonly (ValueAnswerFragment | null)[]): History {
  const byDate: Record<string, Record<string, number | null>> = {};
  for (const a of answers) if (a) byDate[a.report_date] = valuesOf(a);
  return { dates: Object.keys(byDate).sort((a, b) => b.localeCompare(a)), byDate };
}

async function entityHistory(client: Client, { entity, fields, window }: LoadHistoryInput): Promise<History> {
  const variables = { id: entity.entity_id, field: fields.join(','), ...window, ...entityFlags(entity.entity_type, VALUE_ENTITIES) };
  const d = await requiredData(client.query(EntityHistoryDocument, variables));
  return toHistory((d.listFarmReports ?? d.listLocationReports ?? d.listSiteReports)?.results ?? []);
}

async function groupHistory(client: Client, group: number, { fields, window }: LoadHistoryInput): Promise<History> {
  const d = await requiredData(client.query(GroupHistoryDocument, { id: group, field: fields.join(','), ...window }));
  return toHistory(d.listComparisonGroupReports?.results ?? []);
}

/** The entity's history first (without it there are no columns), then each group's in turn. */
export async function loadHistory(client: Client, input: LoadHistoryInput): Promise<PastValues> {
  const own = await entityHistory(client, input);
  const byGroup: Record<number, History | null> = {};
  for (const g of input.groups) byGroup[g] = await groupHistory(client, g, input).catch(() => null);
  return { own, byGroup };
}
