// The organisation tree for the engine, read fresh per query (master data changes without an
// event): locations with farm, cow count, associations (invoicing LKV of the farm, herd books of
// the sites) and only the profile answers the query's criteria ask about.
import { sql } from 'drizzle-orm';
import type { Answer } from '../../../domain/profile-match.ts';
import { buildTopology, type BenchmarkEngine, type LocationInput, type Topology } from '../../../engine/index.ts';
import { queryRows, type Db } from '../../db/client.ts';

export async function loadTopology(db: Db, engine: BenchmarkEngine, answerKeys: readonly string[]): Promise<Topology> {
  const keys = [...new Set(answerKeys)];
  const answers = keys.map((k, i) => sql`p.management_options -> ${k} as ${sql.identifier(`k${i}`)}`);
  const [locations, siteRows] = await Promise.all([
    queryRows<Record<string, unknown> & { id: number; farm_id: number; cow_count: number; inv: number | null; has_profile: boolean }>(
      db,
      sql`select l.id, l.farm_id, l.cow_count, f.invoicing_association_id as inv, p.id is not null as has_profile
            ${answers.length ? sql`, ${sql.join(answers, sql`, `)}` : sql``}
          from locations l join farms f on f.id = l.farm_id left join profiles p on p.id = l.active_profile_id
          order by l.id`,
    ),
    queryRows<{ id: number; location_id: number; hbv_id: number | null }>(
      db,
      sql`select id, location_id, hbv_id from sites where location_id is not null order by id`,
    ),
  ]);
  const sitesOf = new Map<number, { sites: number[]; hbv: Set<number> }>();
  for (const s of siteRows) {
    const entry = sitesOf.get(Number(s.location_id)) ?? { sites: [], hbv: new Set<number>() };
    entry.sites.push(Number(s.id));
    if (s.hbv_id !== null) entry.hbv.add(Number(s.hbv_id));
    sitesOf.set(Number(s.location_id), entry);
  }
  const inputs: LocationInput[] = locations.map((l) => {
    const entry = sitesOf.get(Number(l.id));
    const associations = new Set(entry?.hbv ?? []);
    if (l.inv !== null) associations.add(Number(l.inv));
    return {
      id: Number(l.id),
      farmId: Number(l.farm_id),
      cowCount: Number(l.cow_count),
      associations: [...associations],
      siteIds: entry?.sites ?? [],
      answers: l.has_profile ? Object.fromEntries(keys.map((k, i) => [k, l[`k${i}`] as Answer])) : null,
    };
  });
  return buildTopology(engine.store, inputs);
}
