// Writes the demo data: everything through COPY in one transaction on one session, reports streamed
// site by site so memory stays bounded at any size.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../src/api/auth/passwords.ts';
import { FIELD_COUNT, fieldIndex } from '../../src/api/catalogue/fields.ts';
import { loadCatalogue } from '../../src/api/catalogue/index.ts';
import type { Database } from '../../src/api/db/client.ts';
import { copyRows, openBulkSession, type BulkSession, type CopyValue } from './bulk.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoUserId } from './demo-accounts.ts';
import { finalValue, SiteModel } from './figures.ts';
import { personName } from './names.ts';
import { ASSOCIATIONS, buildPlan, LKV_SOUTH, pad2, parseAnchor, stampBefore, type Plan, type SeedOptions, type SitePlan } from './plan.ts';
import { drawAnswers, makeIncomplete } from './profile.ts';
import { Rng, STREAM } from './random.ts';

export interface SeedSummary {
  farms: number;
  locations: number;
  sites: number;
  profiles: number;
  reports: number;
  users: number;
  associations: number;
  months: number;
  seed: number;
  anchor: string;
  elapsedMs: number;
}

/** Thrown when the database already holds farms, users or associations. */
export class DatabaseNotEmptyError extends Error {
  constructor(readonly counts: Record<string, number>) {
    super(
      `Demo-Daten brauchen eine leere Datenbank, vorhanden sind: ${Object.entries(counts)
        .filter(([, n]) => n > 0)
        .map(([t, n]) => `${n} ${t}`)
        .join(', ')}`,
    );
    this.name = 'DatabaseNotEmptyError';
  }
}

// ---- report schedule -----------------------------------------------------------------------------

export interface TestDay {
  /** Months between the test day's month and the anchor month. */
  monthsBefore: number;
  /** 0 = January. */
  calendarMonth: number;
  inspectionDate: string;
  /** First day of the test day's month (report_months.month). */
  month: string;
  processingDate: string;
  /** inspection_date as days since 2000-01-01 (COPY binary). */
  inspectionPgDay: number;
  /** processing_date as microseconds since 2000-01-01 00:00 UTC (COPY binary). */
  processingPgMicros: number;
}

const PG_EPOCH_DAY = 10_957; // 2000-01-01 in days since 1970-01-01

/**
 * The test days of a site, oldest first: one per month, the day varying around a per-site base
 * day (1st–24th), processed 1–4 days later. Drawn from the site's own stream, so the reports pass
 * and the report_months pass see the same dates.
 */
export function* testDays(seed: number, site: SitePlan, anchorMonth: number): Generator<TestDay> {
  if (site.reportCount === 0) return;
  const rng = Rng.of(seed, STREAM.schedule, site.idx);
  const base = rng.int(3, 22);
  for (let k = site.startK; k >= site.endK; k--) {
    const ym = anchorMonth - k;
    const year = Math.floor(ym / 12);
    const calendarMonth = ym - year * 12;
    const day = Math.min(24, Math.max(1, base + rng.int(-2, 2)));
    const processingDay = day + rng.int(1, 4);
    const hour = rng.int(5, 19);
    const minute = rng.int(0, 59);
    const prefix = `${year}-${pad2(calendarMonth + 1)}-`;
    const pgDay = Date.UTC(year, calendarMonth, day) / 86_400_000 - PG_EPOCH_DAY;
    yield {
      monthsBefore: k,
      calendarMonth,
      inspectionDate: prefix + pad2(day),
      month: prefix + '01',
      processingDate: `${prefix}${pad2(processingDay)} ${pad2(hour)}:${pad2(minute)}:00+00`,
      inspectionPgDay: pgDay,
      processingPgMicros: ((pgDay + processingDay - day) * 86_400 + hour * 3600 + minute * 60) * 1_000_000,
    };
  }
}

// ---- streams of COPY binary tuples ---------------------------------------------------------------

/** Missing values: about 1 in 100, placed by geometric gaps (one log per missing value). */
const MISSING_LOG = Math.log(0.99);
const CHUNK_BYTES = 1 << 20;
const FLOAT8_OID = 701;
/** One reports tuple: field count, four fixed fields, the float8[] with its 20-byte header. */
const REPORT_TUPLE_BYTES = 2 + 8 + 8 + 8 + 12 + 4 + 20 + FIELD_COUNT * 12;

/** Writes COPY binary tuples into 1 MiB buffers and hands out the full ones. */
class TupleBuffer {
  buf = Buffer.allocUnsafe(CHUNK_BYTES);
  view = new DataView(this.buf.buffer, this.buf.byteOffset, this.buf.byteLength);
  o = 0;

  /** The filled part when fewer than `bytes` are left (then a fresh buffer), else null. */
  reserve(bytes: number): Buffer | null {
    if (this.o + bytes <= CHUNK_BYTES) return null;
    const full = this.buf.subarray(0, this.o);
    this.buf = Buffer.allocUnsafe(CHUNK_BYTES);
    this.view = new DataView(this.buf.buffer, this.buf.byteOffset, this.buf.byteLength);
    this.o = 0;
    return full;
  }

  int16(v: number) {
    this.view.setInt16(this.o, v);
    this.o += 2;
  }
  int4(v: number) {
    this.view.setInt32(this.o, 4);
    this.view.setInt32(this.o + 4, v);
    this.o += 8;
  }
  /** A date as days since 2000-01-01. */
  date(pgDay: number) {
    this.int4(pgDay);
  }
  /** A timestamptz as microseconds since 2000-01-01 (exact below 2^53). */
  timestamp(micros: number) {
    const high = Math.floor(micros / 4294967296);
    this.view.setInt32(this.o, 8);
    this.view.setInt32(this.o + 4, high);
    this.view.setUint32(this.o + 8, micros - high * 4294967296);
    this.o += 12;
  }
  rest(): Buffer | null {
    return this.o > 0 ? this.buf.subarray(0, this.o) : null;
  }
}

/**
 * The final report values of one site, test day by test day, oldest first: rounded to each figure's
 * precision, clamped, about 1 % missing (NaN). The yielded array is reused between test days.
 */
export function* siteReportValues(seed: number, site: SitePlan, anchorMonth: number): Generator<[TestDay, Float64Array]> {
  if (site.reportCount === 0) return;
  const raw = new Float64Array(FIELD_COUNT);
  const values = new Float64Array(FIELD_COUNT);
  const rng = Rng.of(seed, STREAM.siteValues, site.idx);
  const model = new SiteModel(rng, site.traits);
  let gap = Math.floor(Math.log(1 - rng.float()) / MISSING_LOG);
  for (const day of testDays(seed, site, anchorMonth)) {
    model.draw(rng, day.monthsBefore, day.calendarMonth, raw);
    for (let f = 0; f < FIELD_COUNT; f++) {
      if (gap-- === 0) {
        values[f] = NaN;
        gap = Math.floor(Math.log(1 - rng.float()) / MISSING_LOG);
      } else values[f] = finalValue(f, raw[f]!);
    }
    yield [day, values];
  }
}

/** The reports as COPY binary tuples in 1 MiB buffers (exported for bench/seed.ts). */
export function* reportTuples(plan: Plan, progress: (rows: number) => void = () => {}): Generator<Buffer> {
  const { seed } = plan.options;
  const out = new TupleBuffer();
  let rows = 0;
  for (const farm of plan.farms) {
    for (const site of farm.sites) {
      let id = site.firstReportId;
      for (const [day, values] of siteReportValues(seed, site, plan.anchorMonth)) {
        const full = out.reserve(REPORT_TUPLE_BYTES);
        if (full) yield full;
        out.int16(5);
        out.int4(id++);
        out.int4(site.id);
        out.date(day.inspectionPgDay);
        out.timestamp(day.processingPgMicros);
        const view = out.view;
        let o = out.o;
        view.setInt32(o, 20 + FIELD_COUNT * 12);
        view.setInt32(o + 4, 1); // dimensions
        view.setInt32(o + 8, 0); // no NULL elements
        view.setInt32(o + 12, FLOAT8_OID);
        view.setInt32(o + 16, FIELD_COUNT);
        view.setInt32(o + 20, 1); // lower bound
        o += 24;
        for (let f = 0; f < FIELD_COUNT; f++) {
          view.setInt32(o, 8);
          view.setFloat64(o + 4, values[f]!);
          o += 12;
        }
        out.o = o;
        if (++rows % 10_000 === 0) progress(rows);
      }
    }
  }
  const rest = out.rest();
  if (rest) yield rest;
  progress(rows);
}

function* reportMonthTuples(plan: Plan): Generator<Buffer> {
  const out = new TupleBuffer();
  for (const farm of plan.farms) {
    for (const site of farm.sites) {
      let id = site.firstReportId;
      for (const day of testDays(plan.options.seed, site, plan.anchorMonth)) {
        const full = out.reserve(26);
        if (full) yield full;
        out.int16(3);
        out.int4(site.id);
        out.date(day.inspectionPgDay - (Number(day.inspectionDate.slice(8)) - 1));
        out.int4(id++);
      }
    }
  }
  const rest = out.rest();
  if (rest) yield rest;
}

// ---- the seed ------------------------------------------------------------------------------------

const SERIAL_TABLES = [
  'associations', 'users', 'farms', 'locations', 'sites', 'profiles', 'reports', 'comparison_groups', 'figure_filters',
  'evaluations', 'alerts', 'incidents', 'password_reset_tokens', 'audit_events',
];

async function tableCounts(session: BulkSession): Promise<{ farms: number; users: number; associations: number }> {
  const [row] = await session.query<{ farms: string; users: string; associations: string }>(
    'SELECT (SELECT count(*) FROM farms) AS farms, (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM associations) AS associations',
  );
  return { farms: Number(row!.farms), users: Number(row!.users), associations: Number(row!.associations) };
}

/**
 * Fills an empty database with deterministic demo data (same options ⇒ same rows, ids and dates;
 * only password hashes are salted). Throws DatabaseNotEmptyError when farms, users or associations
 * exist. Loads the catalogue first.
 */
export async function seedDemo(database: Database, opts: SeedOptions): Promise<SeedSummary> {
  const summary = await runSeed(database, opts, false);
  return summary!;
}

/** seedDemo, or null (and nothing written) when the database is not empty. */
export async function runSeed(database: Database, opts: SeedOptions, skipIfNotEmpty: boolean): Promise<SeedSummary | null> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  parseAnchor(opts.anchor);
  await loadCatalogue(database);
  const plan = buildPlan(opts);
  if (plan.options.farms !== Math.floor(opts.farms)) log(`Demo-Daten: ${opts.farms} LDWUs sind zu wenige, erzeuge ${plan.options.farms}.`);

  const session = await openBulkSession(database);
  let committed = false;
  try {
    await session.exec('BEGIN');
    // Two processes starting on an empty database at once: the second waits, then sees data.
    await session.query('SELECT pg_advisory_xact_lock(7428733)');
    const existing = await tableCounts(session);
    if (existing.farms + existing.users + existing.associations > 0) {
      if (skipIfNotEmpty) {
        await session.exec('ROLLBACK');
        committed = true;
        return null;
      }
      throw new DatabaseNotEmptyError(existing);
    }
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const fast = await fastLoadMode(session);
    log(
      `Demo-Daten: ${plan.farms.length} LDWUs, ${plan.siteCount} Betriebsstätten, ${plan.reportCount} MLP-Berichte ` +
        `(${database.kind}; Fremdschlüsselprüfung je Zeile ${fast.skipTriggers ? 'aus' : 'an'}, COPY FREEZE ${fast.freeze ? 'an' : 'aus'})`,
    );
    await writeAll(session, plan, passwordHash, fast, log);
    await session.exec('COMMIT');
    committed = true;
  } finally {
    if (!committed) await session.exec('ROLLBACK').catch(() => {});
    await session.release();
  }
  // Fresh statistics for the planner (autovacuum would get there later).
  await database.db.execute(sql.raw('ANALYZE farms, locations, sites, profiles, reports, report_months, users'));

  const summary: SeedSummary = {
    farms: plan.farms.length,
    locations: plan.locationCount,
    sites: plan.siteCount,
    profiles: plan.profileCount,
    reports: plan.reportCount,
    users: plan.userCount,
    associations: ASSOCIATIONS.length,
    months: plan.options.months,
    seed: plan.options.seed,
    anchor: plan.options.anchor,
    elapsedMs: Math.round(performance.now() - started),
  };
  log(
    `Demo-Daten erzeugt: ${summary.farms} LDWUs, ${summary.locations} Betriebe, ${summary.sites} Betriebsstätten, ` +
      `${summary.reports} MLP-Berichte, ${summary.users} Benutzer in ${(summary.elapsedMs / 1000).toFixed(1)} s`,
  );
  return summary;
}

interface FastLoad {
  /** Row triggers (foreign-key checks) off for this transaction, as pg_restore --disable-triggers does. */
  skipTriggers: boolean;
  /** reports, report_months and sites were truncated in this transaction, so COPY … FREEZE applies. */
  freeze: boolean;
}

/**
 * Speeds up the bulk load where allowed. The generated rows satisfy every foreign key by
 * construction (the tests check it), so the per-row checks are skipped when the role may set
 * session_replication_role (superusers; PGlite always); otherwise they simply run. COPY FREEZE
 * writes the big tables frozen, so the first reads do not rewrite them to set hint bits.
 */
async function fastLoadMode(session: BulkSession): Promise<FastLoad> {
  let skipTriggers = true;
  await session.exec('SAVEPOINT seed_fast');
  try {
    await session.exec('SET LOCAL session_replication_role = replica');
    await session.exec('RELEASE SAVEPOINT seed_fast');
  } catch {
    await session.exec('ROLLBACK TO SAVEPOINT seed_fast');
    await session.exec('RELEASE SAVEPOINT seed_fast');
    skipTriggers = false;
  }
  // With no farms there are no sites, reports or report months; incidents may exist on their own.
  const [row] = await session.query<{ n: string }>('SELECT count(*) AS n FROM incidents');
  const freeze = Number(row!.n) === 0;
  if (freeze) await session.exec('TRUNCATE reports, report_months, sites, incidents, incident_mail_receipts');
  return { skipTriggers, freeze };
}

async function writeAll(session: BulkSession, plan: Plan, passwordHash: string, fast: FastLoad, log: (m: string) => void): Promise<void> {
  const { seed, months, anchor } = plan.options;
  const anchorDay = parseAnchor(anchor).epochDay;
  const demoCreated = stampBefore(anchorDay, months * 31 + 800, 7, 30);
  const step = (name: string, t0: number) => log(`  ${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  let t0 = performance.now();

  // Associations.
  await copyRows(session, 'associations', ['id', 'kind', 'number', 'name', 'created_at'], ASSOCIATIONS.map((a) => [a.id, a.kind, a.number, a.name, demoCreated]));

  // Users: demo accounts, association admins, then per farm its admin and maybe a staff member.
  const userColumns = [
    'id', 'username', 'email', 'email_verified', 'password_hash', 'prefix', 'first_name', 'last_name', 'account_type',
    'is_active', 'is_superuser', 'created_at', 'updated_at',
  ];
  function* userRows(): Generator<CopyValue[]> {
    for (const a of DEMO_ACCOUNTS) {
      yield [demoUserId(a.key), a.username, a.email, true, passwordHash, a.prefix, a.firstName, a.lastName, a.accountType, true, a.isSuperuser, demoCreated, demoCreated];
    }
    for (const a of ASSOCIATIONS) {
      if (a.adminUserId === null) continue;
      const name = personName(Rng.of(seed, STREAM.user, a.adminUserId));
      const username = `va_${a.number}_1`;
      yield [a.adminUserId, username, `${username}@verband.herdenblick.example`, true, passwordHash, name.prefix, name.firstName, name.lastName, 'association_admin', true, false, demoCreated, demoCreated];
    }
    for (const farm of plan.farms) {
      if (!farm.adminDemo) {
        const rng = Rng.of(seed, STREAM.user, farm.adminUserId);
        const name = personName(rng, rng.chance(0.8) ? farm.family : undefined);
        const username = `la_${farm.number}_1`;
        yield [farm.adminUserId, username, `${username}@betrieb.herdenblick.example`, rng.chance(0.7), passwordHash, name.prefix, name.firstName, name.lastName, 'farm_admin', !rng.chance(0.01), false, farm.createdAt, farm.createdAt];
      }
      if (farm.staffUserId !== null) {
        const rng = Rng.of(seed, STREAM.user, farm.staffUserId);
        const name = personName(rng);
        const username = `bm_${farm.number}_1`;
        yield [farm.staffUserId, username, `${username}@betrieb.herdenblick.example`, rng.chance(0.5), passwordHash, name.prefix, name.firstName, name.lastName, 'farm_staff', true, false, farm.createdAt, farm.createdAt];
      }
    }
  }
  await copyRows(session, 'users', userColumns, userRows());
  step(`users (${plan.userCount})`, t0);

  // Farms and their admins.
  t0 = performance.now();
  await copyRows(
    session,
    'farms',
    ['id', 'number', 'name', 'invoicing_association_id', 'is_active', 'tos_accepted', 'tos_accepted_by', 'cow_count', 'created_at'],
    (function* () {
      for (const f of plan.farms) yield [f.id, f.number, f.name, f.invoicingAssociationId, f.isActive, f.tosAccepted, f.tosAcceptedBy, f.cowCount, f.createdAt];
    })(),
  );
  await copyRows(
    session,
    'farm_admins',
    ['user_id', 'farm_id'],
    (function* () {
      for (const f of plan.farms) yield [f.adminUserId, f.id];
    })(),
  );

  // Locations, their profiles, then the active profile of each location.
  await copyRows(
    session,
    'locations',
    ['id', 'farm_id', 'name', 'short_address', 'cow_count', 'created_at'],
    (function* () {
      for (const f of plan.farms) for (const l of f.locations) yield [l.id, l.farmId, l.name, l.shortAddress, l.cowCount, l.createdAt];
    })(),
  );
  await copyRows(
    session,
    'profiles',
    ['id', 'location_id', 'incomplete', 'management_options', 'created_by', 'created_at'],
    (function* () {
      for (const f of plan.farms) {
        for (const l of f.locations) {
          if (l.profileId === null) continue;
          const rng = Rng.of(seed, STREAM.profile, l.idx);
          let answers = drawAnswers(rng, l.drivers);
          if (l.profile === 'incomplete') answers = makeIncomplete(rng, answers);
          yield [l.profileId, l.id, l.profile === 'incomplete', answers, f.adminUserId, l.createdAt];
        }
      }
    })(),
  );
  await session.exec('UPDATE locations SET active_profile_id = p.id FROM profiles p WHERE p.location_id = locations.id');
  step(`farms, locations, profiles (${plan.farms.length}, ${plan.locationCount}, ${plan.profileCount})`, t0);

  // Sites (their latest report is set once the reports exist).
  t0 = performance.now();
  await copyRows(
    session,
    'sites',
    ['id', 'number', 'name', 'farm_id', 'location_id', 'hbv_id', 'created_at'],
    (function* () {
      for (const f of plan.farms) for (const s of f.sites) yield [s.id, s.number, s.name, s.farmId, s.locationId, s.hbvId, s.createdAt];
    })(),
  );

  // Reports: the big one, streamed.
  t0 = performance.now();
  let lastLogged = 0;
  const total = plan.reportCount;
  const progress = (rows: number) => {
    if (rows - lastLogged >= Math.max(100_000, total / 10) || (rows === total && rows !== lastLogged)) {
      lastLogged = rows;
      const s = (performance.now() - t0) / 1000;
      log(`  reports: ${rows} / ${total} (${s.toFixed(0)} s, ${Math.round(process.memoryUsage().rss / 1048576)} MiB RSS)`);
    }
  };
  await session.copy('reports', ['id', 'site_id', 'inspection_date', 'processing_date', 'values'], reportTuples(plan, progress), {
    binary: true,
    freeze: fast.freeze,
  });
  step(`reports (${total})`, t0);

  t0 = performance.now();
  await session.copy('report_months', ['site_id', 'month', 'report_id'], reportMonthTuples(plan), {
    binary: true,
    freeze: fast.freeze,
  });
  await session.exec('CREATE TEMP TABLE seed_latest (site_id integer PRIMARY KEY, report_id integer NOT NULL) ON COMMIT DROP');
  await copyRows(
    session,
    'seed_latest',
    ['site_id', 'report_id'],
    (function* () {
      for (const f of plan.farms) for (const s of f.sites) if (s.reportCount > 0) yield [s.id, s.firstReportId + s.reportCount - 1];
    })(),
  );
  await session.exec('UPDATE sites SET latest_report_id = l.report_id FROM seed_latest l WHERE l.site_id = sites.id');
  step('report_months, latest reports', t0);

  // Association links and farm-staff links.
  t0 = performance.now();
  const lkvAdmin = demoUserId('lkvAdmin');
  const lkvMember = demoUserId('lkvMember');
  await copyRows(session, 'user_associations', ['user_id', 'association_id', 'is_admin'], [
    [lkvAdmin, LKV_SOUTH, true],
    [lkvMember, LKV_SOUTH, false],
    ...ASSOCIATIONS.filter((a) => a.adminUserId !== null).map((a): CopyValue[] => [a.adminUserId, a.id, true]),
  ]);
  await copyRows(
    session,
    'user_association_farms',
    ['user_id', 'association_id', 'farm_id', 'interim_admin'],
    plan.lkvMemberFarms.map((f) => [lkvMember, LKV_SOUTH, f.farmId, f.interimAdmin]),
  );
  const { farmAdmin, newFarm } = plan.special;
  await copyRows(
    session,
    'user_locations',
    ['user_id', 'location_id', 'allow_management', 'allow_alerts', 'allow_evaluation_creation'],
    (function* () {
      for (const l of farmAdmin.locations) yield [demoUserId('farmStaff'), l.id, true, true, false];
      for (const l of newFarm.locations) yield [demoUserId('newFarmStaff'), l.id, false, true, true];
      for (const f of plan.farms) {
        if (f.staffUserId === null) continue;
        const rng = Rng.of(seed, STREAM.misc, 1000 + f.staffUserId);
        const flags = [rng.chance(0.5), rng.chance(0.7), rng.chance(0.4)];
        for (const l of f.locations) yield [f.staffUserId, l.id, ...flags];
      }
    })(),
  );

  await writeExtras(session, plan, demoCreated);
  step('links, groups, filters, evaluations, alerts', t0);

  // One audit event for the whole seed.
  await session.query(
    `INSERT INTO audit_events (action, entity, entity_id, changes) VALUES ('seed', 'database', 'demo', $1)`,
    [JSON.stringify({ farms: plan.farms.length, months, seed, anchor })],
  );

  // Sequences continue after the explicit ids.
  for (const table of SERIAL_TABLES) {
    await session.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 1), (SELECT max(id) FROM ${table}) IS NOT NULL)`,
    );
  }
}

/** A few comparison groups, figure filters, evaluations and control fields of the demo users. */
async function writeExtras(session: BulkSession, plan: Plan, created: string): Promise<void> {
  const farmAdmin = demoUserId('farmAdmin');
  const lkvAdmin = demoUserId('lkvAdmin');
  const farm = plan.special.farmAdmin;

  // id, name, user, how, threshold, delay, entity type, entity id, location size, options, top field, top value
  const groups: CopyValue[][] = [
    [1, 'Alle LDWUs des LKV Süd', lkvAdmin, 'add', null, null, 'association', LKV_SOUTH, null, {}, null, null],
    [2, 'Top 10 % Milchleistung (305 Tage)', lkvAdmin, 'add', null, null, null, null, null, {}, 'milch_kg_305', 10],
    [3, 'Oberes Viertel (Top 25 %)', lkvAdmin, 'percentile', 25, null, null, null, null, {}, null, null],
    [4, 'Ökobetriebe', farmAdmin, 'add', null, null, null, null, null, { wirtschaftsweise: ['OEKOLOGISCH'] }, null, null],
    [5, 'Melkroboter-Betriebe', farmAdmin, 'add', null, null, null, null, null, { melkstandtyp: ['AMS_BOX', 'AMS_KARUSSELL'] }, null, null],
    [6, 'Fleckvieh, 100–249 Kühe', farmAdmin, 'add', null, 90, null, null, 100, { rasseschluessel: ['N11_FLECKVIEH_MILCH'] }, null, null],
  ];
  await copyRows(
    session,
    'comparison_groups',
    ['id', 'name', 'user_id', 'aggregation_how', 'aggregation_threshold', 'delay', 'entity_type', 'entity_id', 'location_size', 'management_options', 'top_in_field', 'top_in_value', 'created_at'],
    groups.map((g) => [...g, created]),
  );

  const filters: [number, string, number, string[]][] = [
    [1, 'Eutergesundheit kompakt', farmAdmin, ['leistung_zellgehalt_avg_tsd', 'anteil_eutergesund', 'anteil_zellzahl_ueber_400', 'neuinfektionsrate_laktation', 'heilungsrate_trockenperiode', 'erstlaktierenden_mastitisrate']],
    [2, 'Leistung und Inhaltsstoffe', lkvAdmin, ['leistung_milch_kg_div_melk_avg', 'fprz_pm', 'eprz_pm', 'ecm_kg_pt', 'fett_eiweiss_quotient', 'jahresleistung_milch_kg', 'harnstoff_harnstoff_avg_ges']],
  ];
  for (const [, , , fields] of filters) fields.forEach(fieldIndex); // fail loudly on a renamed figure
  await copyRows(session, 'figure_filters', ['id', 'name', 'user_id', 'created_at'], filters.map(([id, name, user]) => [id, name, user, created]));
  await copyRows(
    session,
    'figure_filter_fields',
    ['filter_id', 'pythonic_name', 'position'],
    filters.flatMap(([id, , , fields]) => fields.map((f, i): CopyValue[] => [id, f, i])),
  );

  await copyRows(session, 'evaluations', ['id', 'name', 'user_id', 'entity_type', 'entity_id', 'filter_id', 'visibility', 'send_mail', 'created_at'], [
    [1, 'Mein LDWU im Vergleich', farmAdmin, 'farm', farm.id, 1, 'farm', false, created],
    [2, 'Verbandsüberblick Leistung', lkvAdmin, 'association', LKV_SOUTH, 2, 'association', true, created],
    [3, 'Schnellvergleich (universell)', farmAdmin, null, null, null, 'self', false, created],
  ]);
  await copyRows(session, 'evaluation_comparison_groups', ['evaluation_id', 'comparison_group_id', 'position'], [
    [1, 1, 0], [1, 5, 1], [1, 6, 2],
    [2, 2, 0], [2, 3, 1],
    [3, 1, 0], [3, 4, 1],
  ]);
  await session.exec(`UPDATE users SET default_evaluation_id = 1 WHERE id = ${farmAdmin}`);

  // Control fields on the demo farm's sites (Lt keeps only the upper bound, Gt only the lower one).
  const [s1, s2, s3] = farm.sites;
  const alerts: CopyValue[][] = [
    [1, 'site', s1!.id, 'leistung_zellgehalt_avg_tsd', 1, 'gt', 250, null, false, true],
    [2, 'site', s2!.id, 'anteil_eutergesund', 1, 'lt', null, 90, true, false],
    [3, 'site', s3!.id, 'leistung_milch_kg_div_melk_avg', 5, 'in', 22, 38, false, true],
  ];
  await copyRows(
    session,
    'alerts',
    ['id', 'entity_type', 'entity_id', 'field', 'comparison_group_id', 'operator', 'lower_bound', 'upper_bound', 'is_relative', 'send_mail', 'created_by', 'created_at'],
    alerts.map((a) => [...a, farmAdmin, created]),
  );
}

