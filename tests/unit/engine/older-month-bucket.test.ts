// A site that reported in two months counts on the date with its newer report only. Its older
// report still stands in the older month's column and order index, in the same bucket when the
// two values lie close: collecting an asked bucket from the older month must leave it out (it is
// counted from the newer month), while the members that count from the older month go in. Here
// every site's older value lies just above its newer one, so a member taken twice would shift the
// spread, the percentile value and the rank (the random worlds of group-pass.test.ts rarely put a
// twice-reported site into an asked bucket of both months).
import { describe, expect, it } from 'vitest';
import type { ReportFieldDef } from '../../../src/api/catalogue/fields.ts';
import { percentileRank } from '../../../src/domain/percentile-rank.ts';
import { aggregate, BenchmarkEngine, buildTopology, dayNumber, figureInfo, monthOfDate, spreadRank, type GroupQuery, type LocationInput } from '../../../src/engine/index.ts';

const field = (pythonic_name: string, evaluation: boolean) => ({ pythonic_name, unit: '', evaluation, intensive: true }) as ReportFieldDef;
const FIELDS = [field('hoch', true), field('tief', false)];
const DAY = dayNumber('2025-03-31');

function world() {
  // smallGroup 0: these groups are small, yet the month indexes are what is tested.
  const engine = new BenchmarkEngine({ lookbackDays: 62, figures: figureInfo(FIELDS), smallGroup: 0 });
  const locations: LocationInput[] = [];
  for (let site = 1; site <= 600; site++) {
    locations.push({ id: site, farmId: 1, cowCount: 50, associations: [1], siteIds: [site], answers: null });
    const value = (site * 37) % 1000;
    // Every site reports in February; two of three again in March, a little below.
    engine.store.put(site, monthOfDate('2025-02-10'), { reportId: site, inspectionDay: dayNumber('2025-02-10'), processingMs: 0, values: [value + 0.25, value + 0.25] });
    if (site % 3 !== 0) engine.store.put(site, monthOfDate('2025-03-10'), { reportId: 1000 + site, inspectionDay: dayNumber('2025-03-10'), processingMs: 0, values: [value, value] });
  }
  return { engine, topology: buildTopology(engine.store, locations) };
}

describe('a bucket collected from an older month', () => {
  it('holds only the members counted from that month', () => {
    const { engine, topology } = world();
    // Eight figures or more: the month indexes are built and read.
    const fields = [0, 1, 0, 1, 0, 1, 0, 1];
    const queries: GroupQuery[] = [
      { day: DAY, filter: {}, aggregation: { how: 'percentile', threshold: 40 }, fields, rankOf: fields.map(() => 500) },
      { day: DAY, filter: { entities: [{ type: 'association', id: 1 }] }, aggregation: { how: 'add' }, fields, rankOf: fields.map(() => 300) },
    ];
    const results = engine.groups(topology, queries);
    const snapshot = engine.snapshot(DAY);
    queries.forEach((q, i) => {
      const memberList = results[i]!.membersWithData;
      expect(memberList.length).toBe(600);
      fields.forEach((f, k) => {
        const values = new Float64Array(memberList.length);
        engine.locationValues(topology, snapshot, memberList, f, values);
        const direction = f === 0 ? 1 : -1;
        const expected = aggregate(values, values.length, q.aggregation, direction);
        const worstFirst = [...values].sort((a, b) => (direction === -1 ? b - a : a - b));
        const row = results[i]!.rows[k]!;
        expect([row.value, row.best, row.top, row.n]).toEqual([expected.value, expected.best, expected.top, 600]);
        expect([row.p25, row.median, row.p75]).toEqual([25, 50, 75].map((p) => worstFirst[spreadRank(p, 600) - 1]));
        expect(row.rank).toBe(percentileRank(q.rankOf![k]!, values, values.length, direction === 1));
      });
    });
  });
});
