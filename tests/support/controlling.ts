// Fixtures of the controlling tests: the demo farm's sites, a report stored the way the upload
// stores it (reports + report_months), and a comparison group over one location.
import { sql } from 'drizzle-orm';
import { FIELD_COUNT, FIELD_INDEX } from '../../src/api/catalogue/fields.ts';
import type { Db } from '../../src/api/db/client.ts';
import { awaitReportWork, queueReportWork } from '../../src/api/services/reports-stored.ts';
import type { TestApp } from './app.ts';
import { rows } from './read.ts';

export interface DemoSite {
  siteId: number;
  locationId: number;
  farmId: number;
}

/**
 * Two sites of the farm admin's first farm; the second is moved into a location of its own, so a
 * group over that location has exactly the second site's values.
 */
export async function twoSites(db: Db, username: string): Promise<[DemoSite, DemoSite]> {
  const list = await rows<{ site_id: number; location_id: number; farm_id: number }>(
    db,
    sql`select s.id as site_id, s.location_id, s.farm_id from sites s
        where s.farm_id = (select fa.farm_id from farm_admins fa join users u on u.id = fa.user_id where u.username = ${username} order by fa.farm_id limit 1)
          and s.location_id is not null order by s.id limit 2`,
  );
  if (list.length < 2) throw new Error(`${username}: fewer than two sites`);
  const [a, b] = list as [(typeof list)[0], (typeof list)[0]];
  const [own] = await rows<{ id: number }>(db, sql`insert into locations (farm_id, name) values (${b.farm_id}, 'Nachbarstall') returning id`);
  await db.execute(sql`update sites set location_id = ${own!.id} where id = ${b.site_id}`);
  return [
    { siteId: Number(a.site_id), locationId: Number(a.location_id), farmId: Number(a.farm_id) },
    { siteId: Number(b.site_id), locationId: Number(own!.id), farmId: Number(b.farm_id) },
  ];
}

/** Stores (or replaces) one report; values not given are missing (NaN). */
export async function storeReport(db: Db, siteId: number, date: string, values: Record<string, number>, processed = new Date()): Promise<number> {
  const array = Array.from({ length: FIELD_COUNT }, () => 'NaN');
  for (const [name, v] of Object.entries(values)) array[FIELD_INDEX.get(name)!] = String(v);
  const literal = `{${array.join(',')}}`;
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into reports (site_id, inspection_date, processing_date, values) values (${siteId}, ${date}::date, ${processed.toISOString()}::timestamptz, ${literal}::float8[])
        on conflict (site_id, inspection_date) do update set processing_date = excluded.processing_date, values = excluded.values returning id`,
  );
  const id = Number(row!.id);
  await db.execute(sql`insert into report_months (site_id, month, report_id)
    values (${siteId}, date_trunc('month', ${date}::date)::date, ${id})
    on conflict (site_id, month) do update set report_id = excluded.report_id
    where (select inspection_date from reports where id = report_months.report_id) <= ${date}::date`);
  return id;
}

/**
 * Queues and awaits the work of stored reports as the upload does (its transaction queues the jobs,
 * its request waits for the detection); then waits until the mails it caused were tried. Resolves
 * with what the upload would answer: the incidents raised.
 */
export async function announce(t: TestApp, siteIds: number[], dates: string[]) {
  const queued = await t.database.db.transaction((tx) => queueReportWork(tx as unknown as Db, { siteIds, inspectionDates: dates }));
  const answer = await awaitReportWork(t.app, queued);
  await t.app.deps.jobs.settled();
  return answer;
}

/** Runs every job that waits for a retry now (as the backoff would later), until all are done or wait again. */
export async function retryJobs(t: TestApp) {
  await t.database.db.execute(sql`update jobs set run_after = now() where done_at is null and locked_until is null and kind <> 'maintenance.prune'`);
  await t.app.deps.jobs.settled();
}

/** A comparison group whose only member is the location, owned by the user. */
export async function locationGroup(db: Db, ownerId: number, locationId: number, name = 'Nachbarbetrieb'): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into comparison_groups (name, user_id, entity_type, entity_id) values (${name}, ${ownerId}, 'location', ${locationId}) returning id`,
  );
  return Number(row!.id);
}
