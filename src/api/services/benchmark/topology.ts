// The organisation tree for the engine: locations with farm, cow count, associations (invoicing
// LKV of the farm, herd books of the sites) and their active profile answers. Read once and kept
// per API instance until the 'organisation' version moves (triggers of migration 0006 bump it
// on every write to locations, farms, sites or profiles, from any instance or tool), so a report
// query costs one tiny version read instead of two full scans.
import { sql } from 'drizzle-orm';
import type { Answer } from '../../../domain/profile-match.ts';
import { buildTopology, type BenchmarkEngine, type LocationInput, type ReportStore, type Topology } from '../../../engine/index.ts';
import { queryRows, type Db } from '../../db/client.ts';
import type { VersionReader } from '../../db/versions.ts';

async function readLocations(db: Db): Promise<LocationInput[]> {
  const [locations, siteRows] = await Promise.all([
    queryRows<{ id: number; farm_id: number; cow_count: number; inv: number | null; answers: Record<string, Answer> | null }>(
      db,
      sql`select l.id, l.farm_id, l.cow_count, f.invoicing_association_id as inv, p.management_options as answers
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
  return locations.map((l) => {
    const entry = sitesOf.get(Number(l.id));
    const associations = new Set(entry?.hbv ?? []);
    if (l.inv !== null) associations.add(Number(l.inv));
    return {
      id: Number(l.id),
      farmId: Number(l.farm_id),
      cowCount: Number(l.cow_count),
      associations: [...associations],
      siteIds: entry?.sites ?? [],
      answers: l.answers ?? null,
    };
  });
}

interface Cached {
  version: number;
  locations: Promise<LocationInput[]>;
  /** The tree over one store at one site count (new sites in the store get slots: rebuilt then). */
  built?: { store: ReportStore; siteCount: number; topology: Topology };
}

/** The organisation tree of one API instance (the 'benchmark-engine' plugin, src/api/plugins/), per 'organisation' version. */
export class TopologyCache {
  private cached: Cached | null = null;

  constructor(
    private readonly database: { readonly db: Db },
    private readonly versions: VersionReader,
  ) {}

  /** The current organisation tree (as of `since`, a mark of the version reading, when given) over the engine's store (shared by concurrent queries; read-only). */
  async load(engine: BenchmarkEngine, since?: number): Promise<Topology> {
    // The 'organisation' version is read together with the access version (db/versions.ts).
    const version = (await this.versions.get(since)).get('organisation') ?? 0;
    let cached = this.cached;
    // A tree loaded at a newer version serves an older reading too (a request that read the
    // versions earlier than another one): it shows at least everything that reading promises.
    if (!cached || cached.version < version) {
      // The version is read before the rows: a write in between labels newer rows with the older
      // version, which the next query reads again (never the other way round).
      const locations = readLocations(this.database.db);
      const entry: Cached = { version, locations };
      cached = entry;
      this.cached = entry;
      locations.catch(() => {
        if (this.cached === entry) this.cached = null;
      });
    }
    const locations = await cached.locations;
    const store = engine.store;
    const built = cached.built;
    if (built && built.store === store && built.siteCount === store.siteCount) return built.topology;
    const topology = buildTopology(store, locations);
    cached.built = { store, siteCount: store.siteCount, topology };
    return topology;
  }
}
