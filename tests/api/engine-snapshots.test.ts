// The engine's month snapshots (migration 0006): a build writes the snapshots of the months it read
// from rows; the next build reads them and holds exactly the same columns; any write to a month
// (insert, update, delete, truncate; committed, not rolled back) makes its snapshot stale, and a
// snapshot built from an older generation is refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/api/db/client.ts';
import { loadEngine } from '../../src/api/services/benchmark/loader.ts';
import { LOOKBACK_DAYS } from '../../src/api/services/benchmark/service.ts';
import { monthStates, writeSnapshot } from '../../src/api/services/benchmark/snapshots.ts';
import { dayNumber, monthOfDate, type BenchmarkEngine } from '../../src/engine/index.ts';
import { dbKinds, openTestDatabase } from '../support/app.ts';

const MILK = 7;

async function build(database: Database): Promise<{ engine: BenchmarkEngine; written: number }> {
  const { engine, snapshotsWritten } = await loadEngine(database.db, LOOKBACK_DAYS);
  return { engine, written: await snapshotsWritten };
}

/** Every month of the engine as plain data (site id → report id, day, processing, all figures). */
function contents(engine: BenchmarkEngine) {
  const out: Record<string, unknown> = {};
  for (const m of engine.store.months()) {
    const rows = engine.store.monthRows(m)!;
    out[m] = Array.from(rows.siteIds, (site, i) => [site, rows.reportIds[i], rows.inspectionDays[i], rows.processing[i], rows.columns.map((c) => c?.[i])]);
  }
  return out;
}

const milkOf = (engine: BenchmarkEngine, siteId: number, date: string) => {
  const block = engine.store.month(monthOfDate(date))!;
  const slot = engine.store.slotOf(siteId)!;
  expect(block.inspectionDay[slot]).toBe(dayNumber(date));
  return block.columns[MILK]![slot];
};

describe.each(dbKinds())('engine snapshots on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let site: { id: number; date: string; month: string };
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
    const [r] = await queryRows<{ site_id: number; inspection_date: string }>(
      database.db,
      sql`select r.site_id, r.inspection_date::text as inspection_date from report_months rm join reports r on r.id = rm.report_id order by rm.month desc, rm.site_id limit 1`,
    );
    site = { id: Number(r!.site_id), date: r!.inspection_date, month: `${r!.inspection_date.slice(0, 7)}-01` };
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('are written by the first build and give the second build the same columns', async () => {
    const first = await build(database);
    const months = first.engine.store.months().length;
    expect(months).toBeGreaterThan(3);
    expect(first.written).toBe(months);
    expect((await monthStates(database.db)).every((s) => s.current)).toBe(true);
    const second = await build(database);
    expect(second.written).toBe(0);
    expect(contents(second.engine)).toEqual(contents(first.engine));
  }, 120_000);

  it('go stale with a committed write to their month only, and the rebuild reads the new values', async () => {
    const before = (await build(database)).engine;
    const old = milkOf(before, site.id, site.date);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update reports set values[${MILK + 1}] = 1 where site_id = ${site.id} and inspection_date = ${site.date}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await monthStates(database.db)).every((s) => s.current)).toBe(true);

    await database.db.execute(sql`update reports set values[${MILK + 1}] = 12345.5 where site_id = ${site.id} and inspection_date = ${site.date}`);
    const stale = (await monthStates(database.db)).filter((s) => !s.current).map((s) => s.month);
    expect(stale).toEqual([site.month]);
    const after = await build(database);
    expect(after.written).toBe(1);
    expect(milkOf(after.engine, site.id, site.date)).toBe(12345.5);
    expect(old).not.toBe(12345.5);
    expect(contents((await build(database)).engine)).toEqual(contents(after.engine));
  }, 120_000);

  it('refuse a snapshot of an older generation and go stale on delete and truncate', async () => {
    const { engine } = await build(database);
    const [state] = (await monthStates(database.db)).filter((s) => s.month === site.month);
    const rows = engine.store.monthRows(monthOfDate(site.month))!;
    await database.db.execute(sql`delete from report_months where site_id = ${site.id} and month = ${site.month}::date`);
    expect(await writeSnapshot(database.db, site.month, state!.generation, rows)).toBe(false);
    const afterDelete = await build(database);
    expect(afterDelete.written).toBe(1);
    expect(afterDelete.engine.store.month(monthOfDate(site.month))!.inspectionDay[afterDelete.engine.store.slotOf(site.id)!]).not.toBe(dayNumber(site.date));

    await database.db.execute(sql`truncate report_months`);
    expect((await monthStates(database.db)).some((s) => s.current)).toBe(false);
    const empty = await build(database);
    expect(empty.engine.store.months().every((m) => empty.engine.store.monthRows(m)!.siteIds.length === 0)).toBe(true);
  }, 120_000);
});
