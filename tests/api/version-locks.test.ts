// The 'access' and 'organisation' counters (migrations 0006, 0007) are bumped by triggers in the
// writing transaction. Two master-data edits that bump them in opposite orders (a profile, then a
// farm; against a farm alone, whose triggers bump 'access' then 'organisation') must queue, not
// deadlock: one of them would otherwise fail with PostgreSQL's 40P01 and the user lose the edit.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/api/db/client.ts';
import { openTestDatabase } from '../support/app.ts';

describe.runIf(process.env.DATABASE_URL)('version counters on postgres', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('postgres'));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  /** Resolves once another backend of this database waits for a lock (the second edit queued). */
  async function someoneWaitsForALock() {
    for (let i = 0; i < 200; i++) {
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (row!.n > 0) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the second edit never waited for a lock');
  }

  it('lets a profile-then-farm edit and a farm edit both commit', async () => {
    const [ids] = await queryRows<{ profile: number; farm: number; other: number }>(
      database.db,
      sql`select (select min(id) from profiles) as profile, (select min(id) from farms) as farm, (select max(id) from farms) as other`,
    );
    let firstStepDone!: () => void;
    const firstStep = new Promise<void>((r) => (firstStepDone = r));

    const profileThenFarm = database.db.transaction(async (tx) => {
      await tx.execute(sql`update profiles set management_options = management_options where id = ${ids!.profile}`);
      firstStepDone();
      await someoneWaitsForALock();
      await tx.execute(sql`update farms set invoicing_association_id = invoicing_association_id where id = ${ids!.farm}`);
    });
    const farmAlone = firstStep.then(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update farms set invoicing_association_id = invoicing_association_id where id = ${ids!.other}`);
      }),
    );
    const outcomes = await Promise.allSettled([profileThenFarm, farmAlone]);
    expect(outcomes.map((o) => (o.status === 'rejected' ? String((o.reason as Error).message) : 'committed'))).toEqual(['committed', 'committed']);
  }, 60_000);
});
