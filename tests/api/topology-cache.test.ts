// The organisation tree the engine compares over is read once and reused until master data
// changes: a write to locations, farms, sites or profiles (any writer: API, seed, SQL) moves the
// 'organisation' version and the next query sees the change; an upload's sites.latest_report_id does not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/api/db/client.ts';
import { loadEngine } from '../../src/api/services/benchmark/loader.ts';
import { versionReader, type VersionReader } from '../../src/api/db/versions.ts';
import { LOOKBACK_DAYS } from '../../src/api/services/benchmark/service.ts';
import { TopologyCache } from '../../src/api/services/benchmark/topology.ts';
import { dbKinds, openTestDatabase } from '../support/app.ts';

describe.each(dbKinds())('organisation tree cache on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('is reused until a master-data write, then shows the change', async () => {
    const db = database.db;
    const { engine } = await loadEngine(db, LOOKBACK_DAYS);
    const topologies = new TopologyCache(database, versionReader(database));
    const first = await topologies.load(engine);
    expect(first.size).toBeGreaterThan(10);
    expect(await topologies.load(engine)).toBe(first);

    await db.execute(sql`update sites set latest_report_id = latest_report_id`);
    expect(await topologies.load(engine)).toBe(first);

    const [loc] = await queryRows<{ id: number; cow_count: number }>(db, sql`select id, cow_count from locations order by id limit 1`);
    await db.execute(sql`update locations set cow_count = ${Number(loc!.cow_count) + 1000} where id = ${loc!.id}`);
    const second = await topologies.load(engine);
    expect(second).not.toBe(first);
    expect(second.cowCounts[second.indexOfLocation.get(Number(loc!.id))!]).toBe(Number(loc!.cow_count) + 1000);

    const [profile] = await queryRows<{ location_id: number }>(db, sql`select l.id as location_id from locations l where l.active_profile_id is not null order by l.id limit 1`);
    await db.execute(sql`update profiles set management_options = management_options || '{"melkstandtyp": "KARUSSELL"}'::jsonb where id = (select active_profile_id from locations where id = ${profile!.location_id})`);
    const third = await topologies.load(engine);
    expect(third.answers[third.indexOfLocation.get(Number(profile!.location_id))!]?.melkstandtyp).toBe('KARUSSELL');

    await db.execute(sql`update sites set location_id = null where id = (select min(id) from sites where location_id is not null)`);
    expect(await topologies.load(engine)).not.toBe(third);
  }, 120_000);

  it('serves a reading older than the tree it holds from that tree, and reloads for a newer one', async () => {
    const { engine } = await loadEngine(database.db, LOOKBACK_DAYS);
    // Readings as requests that read the versions at different moments bring them.
    let organisation = 5;
    const readings = { get: async () => new Map([['organisation', organisation]]) } as unknown as VersionReader;
    const topologies = new TopologyCache(database, readings);
    const held = await topologies.load(engine);
    organisation = 4;
    expect(await topologies.load(engine)).toBe(held);
    organisation = 6;
    expect(await topologies.load(engine)).not.toBe(held);
  }, 120_000);
});
