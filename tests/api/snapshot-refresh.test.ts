// After an upload the months it touched get a fresh snapshot in the background, so the next start
// reads them from snapshots instead of rows, and what it reads is exactly what the upload stored.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_INDEX, REPORT_FIELDS } from '../../src/api/catalogue/index.ts';
import { loadEngine } from '../../src/api/services/benchmark/loader.ts';
import { LOOKBACK_DAYS } from '../../src/api/services/benchmark/service.ts';
import { monthStates } from '../../src/api/services/benchmark/snapshots.ts';
import { monthOfDate, type BenchmarkEngine } from '../../src/engine/index.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, rows, type Session } from '../support/read.ts';
import { multipartFile } from '../support/writes.ts';

const FIELD = REPORT_FIELDS[30]!.pythonic_name;
const COLUMN = FIELD_INDEX.get(FIELD)!;

const valueOf = (engine: BenchmarkEngine, siteId: number, month: string) => {
  const block = engine.store.month(monthOfDate(month));
  const slot = engine.store.slotOf(siteId);
  return block && slot !== undefined ? block.columns[COLUMN]?.[slot] : undefined;
};

describe.each(dbKinds())('snapshots after an upload on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let sites: { id: number; number: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await demoSessions(t)).get('lkv-admin')!;
    // The start's own snapshot writes first, so what follows is the upload's doing.
    await t.app.engine.snapshotsWritten();
    sites = (
      await rows<{ id: number; number: string }>(
        t.database.db,
        sql`select s.id, s.number from sites s join farms f on f.id = s.farm_id
            where f.invoicing_association_id in (select association_id from user_associations where user_id = ${admin.id} and is_admin)
            order by s.id limit 2`,
      )
    ).map((r) => ({ id: Number(r.id), number: r.number }));
  });
  afterAll(() => t?.close());

  const upload = async (csv: string) => {
    const { payload, headers } = multipartFile('report', 'mlp.csv', csv);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/reports/upload/', payload, headers: { ...headers, ...admin.headers } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('are current again for every month an upload touched, and a new start reads the uploaded values from them', async () => {
    const [a, b] = sites as [(typeof sites)[0], (typeof sites)[0]];
    const before = await monthStates(t.database.db);
    const existing = before.at(-1)!.month;
    // One upload into the newest month (replacing or adding a report), one creating a month of its own.
    await upload(`betriebsstaette;pruefdatum;verarbeitungsdatum;${FIELD}\n${a.number};${existing.slice(0, 8)}27;${existing.slice(0, 8)}28;3210,5\n`);
    await upload(`betriebsstaette;pruefdatum;verarbeitungsdatum;${FIELD}\n${b.number};2014-03-04;2014-03-05;1234,25\n`);
    // (The refresh may already be done here: it runs as a job, not before the answer.)
    await t.app.deps.jobs.settled();
    const after = await monthStates(t.database.db);
    expect(after.filter((s) => !s.current)).toEqual([]);
    expect(after.find((s) => s.month === existing)!.generation).toBeGreaterThan(before.at(-1)!.generation);
    expect(after.map((s) => s.month)).toContain('2014-03-01');

    const { engine: fresh, snapshotsWritten } = await loadEngine(t.database.db, LOOKBACK_DAYS);
    expect(await snapshotsWritten, 'every month came from its snapshot').toBe(0);
    expect(valueOf(fresh, a.id, existing)).toBeCloseTo(3210.5, 1);
    expect(valueOf(fresh, b.id, '2014-03-01')).toBeCloseTo(1234.25, 2);
    const serving = await t.app.engine.current();
    for (const m of serving.store.months()) {
      expect(fresh.store.monthRows(m), `month ${m}`).toEqual(serving.store.monthRows(m));
    }
  }, 120_000);
});
