// The history columns' values as the control-field table's effect reads them through the views' urql
// client: the entity's reports first (asked with the flags its query declares), then each comparison
// group's in turn; a group that cannot be read leaves its cells empty instead of failing the columns,
// an erroneous value counts as missing, and dates come newest first.
import { describe, expect, it } from 'vitest';
import { loadHistory } from '../../src/app/control-field-history.ts';
import { createUrqlClient } from '../../src/gateway/client/urql.ts';

const URL = 'http://herdenblick.test/graphql';
const row = (field: string, value: number | null, has_error = false) => ({ __typename: 'ReportValue', field, value, has_error, error: has_error ? 'Wert unplausibel' : null });
const answer = (report_date: string, data: unknown[]) => ({ __typename: 'ReportAnswer', report_date, latest_inspection_date: report_date, data });

function setup(failingGroup: number | null) {
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  const gateway: typeof fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    const name = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '?';
    asked.push({ name, variables: body.variables });
    if (name === 'GroupHistory' && body.variables.id === failingGroup) {
      return new Response(JSON.stringify({ errors: [{ message: 'Die Vergleichsgruppe hat zu wenige Betriebe.', extensions: { code: 'BAD_REQUEST', status: 400 } }] }), { headers: { 'content-type': 'application/json' } });
    }
    const results =
      name === 'EntityHistory'
        ? [answer('2026-02-10', [row('fett', 3.9), row('zellzahl', 999, true)]), answer('2026-03-12', [row('fett', 4.2), row('zellzahl', 180)])]
        : [answer('2026-03-01', [row('fett', 4.0)])];
    const data = name === 'EntityHistory' ? { listSiteReports: { __typename: 'ReportPage', results } } : { listComparisonGroupReports: { __typename: 'ReportPage', results } };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  };
  return { client: createUrqlClient({ getToken: () => 'token', url: URL, fetch: gateway }), asked };
}

const input = { entity: { entity_type: 'site' as const, entity_id: 31 }, window: { oldest_date: '2025-03-31', report_date: '2026-04-01' }, fields: ['fett', 'zellzahl'], groups: [2, 5] };

describe('the history columns’ values', () => {
  it('the site’s reports first, then each group in turn; values by date, newest first, an erroneous value missing', async () => {
    const { client, asked } = setup(null);
    const past = await loadHistory(client as never, input);
    expect(asked.map((a) => a.name)).toEqual(['EntityHistory', 'GroupHistory', 'GroupHistory']);
    expect(asked[0]!.variables).toEqual({ id: 31, field: 'fett,zellzahl', oldest_date: '2025-03-31', report_date: '2026-04-01', farm: false, location: false, site: true });
    expect(asked.slice(1).map((a) => a.variables.id)).toEqual([2, 5]);
    expect(past.own).toEqual({ dates: ['2026-03-12', '2026-02-10'], byDate: { '2026-03-12': { fett: 4.2, zellzahl: 180 }, '2026-02-10': { fett: 3.9, zellzahl: null } } });
    expect(past.byGroup[2]).toEqual({ dates: ['2026-03-01'], byDate: { '2026-03-01': { fett: 4.0 } } });
  });

  it('a group that cannot be read has no values; the others and the site’s still show', async () => {
    const { client } = setup(2);
    const past = await loadHistory(client as never, input);
    expect(past.byGroup[2]).toBeNull();
    expect(past.byGroup[5]?.dates).toEqual(['2026-03-01']);
    expect(past.own.dates).toHaveLength(2);
  });
});
