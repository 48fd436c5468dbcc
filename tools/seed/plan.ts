// The structure of the demo data: associations, farms, locations, sites, their ids, herds and
// report schedules. Small enough to keep in memory even at 60,000 farms (no profile answers and no
// report values here; those are drawn while they are written).
import { type DemoAccountKey, DEMO_ACCOUNTS, demoUserId } from './demo-accounts.ts';
import { farmName, FAMILY_NAMES, locationName, PLACES, shortAddress, siteName } from './names.ts';
import { EAST, breedGroup, drawDrivers, drawHerdSize, drawOrganic, drawRegion, type HerdDrivers } from './profile.ts';
import type { SiteTraits } from './figures.ts';
import { Rng, STREAM, streamSeed } from './random.ts';

export interface SeedOptions {
  /** Number of farms (LDWUs); at least MIN_FARMS, smaller values are raised to it. */
  farms: number;
  /** Monthly reports per site (one test day per month, the last in the month before the anchor). */
  months: number;
  seed: number;
  /** YYYY-MM-DD; all dates lie before the first day of this date's month. */
  anchor: string;
  log?: (message: string) => void;
}

/** The demo accounts and edge cases need this many farms. */
export const MIN_FARMS = 20;

export interface AssociationPlan {
  id: number;
  kind: 'LKV' | 'HBV';
  number: string;
  name: string;
  /** Generated admin user (the demo LKV's admin is a demo account). */
  adminUserId: number | null;
}

export const LKV_SOUTH = 1;
export const LKV_NORTH = 2;
export const HBV_SOUTH = 3;
export const HBV_NORTH = 4;

export const ASSOCIATIONS: readonly AssociationPlan[] = [
  { id: LKV_SOUTH, kind: 'LKV', number: '101', name: 'Landeskontrollverband Süd e.V.', adminUserId: null },
  { id: LKV_NORTH, kind: 'LKV', number: '102', name: 'Landeskontrollverband Nord e.V.', adminUserId: DEMO_ACCOUNTS.length + 1 },
  { id: HBV_SOUTH, kind: 'HBV', number: '201', name: 'Rinderzuchtverband Süddeutschland e.V.', adminUserId: DEMO_ACCOUNTS.length + 2 },
  { id: HBV_NORTH, kind: 'HBV', number: '202', name: 'Holstein-Zuchtverband Nord e.V.', adminUserId: DEMO_ACCOUNTS.length + 3 },
];

/** Regions whose farms the southern LKV invoices (about two thirds of all farms). */
const SOUTH_LKV_REGIONS = new Set(['BY', 'BW', 'AT', 'HE', 'RP', 'SL', 'TH', 'SN']);

const LAND_CODE: Record<string, string> = {
  SH: '01', NI: '03', NW: '05', HE: '06', RP: '07', BW: '08', BY: '09', SL: '10', BB: '12', MV: '13', SN: '14', ST: '15', TH: '16',
  SONSTIGE: '99',
};

export type ProfileState = 'complete' | 'incomplete' | 'none';

export interface SitePlan {
  /** 0-based position among all sites (seeds the site's random streams). */
  idx: number;
  id: number;
  number: string;
  name: string;
  farmId: number;
  locationId: number | null;
  hbvId: number | null;
  traits: SiteTraits;
  /** First and last report, in months before the anchor month (startK ≥ endK ≥ 1). */
  startK: number;
  endK: number;
  reportCount: number;
  firstReportId: number;
  createdAt: string;
}

export interface LocationPlan {
  idx: number;
  id: number;
  farmId: number;
  name: string;
  shortAddress: string;
  cowCount: number;
  drivers: HerdDrivers;
  profile: ProfileState;
  profileId: number | null;
  createdAt: string;
}

export interface FarmPlan {
  idx: number;
  id: number;
  number: string;
  name: string;
  family: string;
  region: string;
  invoicingAssociationId: number | null;
  isActive: boolean;
  tosAccepted: string | null;
  tosAcceptedBy: number | null;
  adminUserId: number;
  adminDemo: DemoAccountKey | null;
  /** Generated farm-staff user (null when none). */
  staffUserId: number | null;
  cowCount: number;
  createdAt: string;
  locations: LocationPlan[];
  sites: SitePlan[];
}

export interface Plan {
  options: Required<Omit<SeedOptions, 'log'>>;
  farms: FarmPlan[];
  locationCount: number;
  siteCount: number;
  profileCount: number;
  reportCount: number;
  /** Highest user id (demo accounts, association admins, generated farm users). */
  userCount: number;
  /** Farm ids of the demo association member, with the interim-admin ones. */
  lkvMemberFarms: { farmId: number; interimAdmin: boolean }[];
  /** Special farms by role, for the small extras (groups, alerts) and for tests. */
  special: { farmAdmin: FarmPlan; newFarm: FarmPlan; incompleteFarm: FarmPlan };
  anchorMonth: number;
}

// ---- dates ----------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
export const pad2 = (n: number) => (n < 10 ? '0' + n : String(n));

export function parseAnchor(anchor: string): { year: number; month: number; epochDay: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(anchor);
  if (!m) throw new Error(`anchor muss YYYY-MM-DD sein, nicht ${JSON.stringify(anchor)}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const time = Date.UTC(year, month - 1, day);
  if (new Date(time).getUTCDate() !== day || month < 1 || month > 12) throw new Error(`anchor ist kein Datum: ${anchor}`);
  return { year, month, epochDay: time / DAY_MS };
}

/** A timestamptz literal `days` before the anchor day, at hh:mm UTC. */
export function stampBefore(anchorDay: number, days: number, hh: number, mm: number): string {
  return `${new Date((anchorDay - days) * DAY_MS).toISOString().slice(0, 10)} ${pad2(hh)}:${pad2(mm)}:00+00`;
}

// ---- numbers ----------------------------------------------------------------------------------------

/** A bijection of 0…9,999,999 (odd multiplier not divisible by 5), so numbers never collide. */
const permute7 = (i: number, multiplier: number, offset: number) => String((i * multiplier + offset) % 10_000_000).padStart(7, '0');

// ---- farm specifications ------------------------------------------------------------------------

interface LocationSpec {
  sites: number;
  cows?: number;
  profile?: ProfileState;
  force?: Partial<HerdDrivers>;
  /** endK per site index (months before the anchor of the last report); default 1. */
  stopped?: (number | undefined)[];
}

interface FarmSpec {
  name?: string;
  region: string;
  organic?: boolean;
  admin?: DemoAccountKey;
  tos?: boolean;
  noInvoicing?: boolean;
  inactive?: boolean;
  /** endK of every site of the farm. */
  allStopped?: number;
  locations: LocationSpec[];
  unassignedSites?: number;
}

/** The first farms carry the demo accounts and one guaranteed instance of every edge case. */
const SPECIAL_FARMS: FarmSpec[] = [
  {
    name: 'Milchhof Sonnleiten GbR',
    region: 'BY',
    organic: false,
    admin: 'farmAdmin',
    locations: [
      { sites: 2, cows: 128, force: { breed: 'N11_FLECKVIEH_MILCH', housing: 'HOCHBOX', parlour: 'AMS_BOX', pasture: 'KEIN', herdbook: true, sensors: true } },
      { sites: 1, cows: 46, force: { breed: 'N11_FLECKVIEH_MILCH', housing: 'ANBINDEHALTUNG', pasture: 'WEIDE_SAISONAL', herdbook: true, sensors: false } },
    ],
  },
  { name: 'Hof Huber', region: 'BY', organic: false, admin: 'farmAdminMulti', locations: [{ sites: 1, cows: 72 }] },
  { name: 'Gut Lindach', region: 'BW', organic: false, admin: 'farmAdminMulti', locations: [{ sites: 2, cows: 210, force: { breed: 'N01_HOLSTEIN_SBT' } }] },
  { name: 'Biohof Steiner', region: 'BY', organic: true, admin: 'farmAdminMulti', locations: [{ sites: 1, cows: 38 }] },
  { name: 'Hof Wimmer', region: 'BY', organic: false, admin: 'newFarmAdmin', tos: false, locations: [{ sites: 1, cows: 55 }] },
  { name: 'Milchviehbetrieb Hansen', region: 'SH', organic: false, admin: 'noAssociation', noInvoicing: true, locations: [{ sites: 1, cows: 165 }] },
  {
    name: 'Hof Brandl',
    region: 'BY',
    organic: false,
    admin: 'incomplete',
    locations: [{ sites: 1, cows: 64 }, { sites: 1, cows: 31, profile: 'none' }],
    unassignedSites: 1,
  },
  { region: 'BY', inactive: true, allStopped: 6, locations: [{ sites: 1 }] },
  { region: 'BW', locations: [{ sites: 1, profile: 'incomplete' }] },
  { region: 'BY', locations: [{ sites: 2, stopped: [undefined, 5] }] },
  { region: 'HE', tos: false, locations: [{ sites: 1 }] },
  { region: 'BY', locations: [{ sites: 1 }] },
  { region: 'TH', locations: [{ sites: 1 }] },
  { region: 'BY', locations: [], unassignedSites: 2 },
];

/** Farms (by position) the demo association member may see; the last two with interim admin rights. */
const LKV_MEMBER_FARMS = [0, 1, 4, 6, 7, 8, 9, 10, 11, 12];
const LKV_MEMBER_INTERIM = new Set([11, 12]);

// ---- the plan ------------------------------------------------------------------------------------

export function buildPlan(options: SeedOptions): Plan {
  const farmsWanted = Math.max(MIN_FARMS, Math.floor(options.farms));
  const months = Math.floor(options.months);
  if (!(months >= 1 && months <= 240)) throw new Error(`months muss zwischen 1 und 240 liegen, nicht ${options.months}`);
  const seed = Math.floor(options.seed);
  const anchor = parseAnchor(options.anchor);
  const anchorDay = anchor.epochDay;

  // The share of farms with one location and one site rises from 40 % (≤ 500 farms, a varied demo)
  // to 90 % (≥ 5,000 farms, as in reality: about 1.2 sites per farm).
  const t = Math.min(1, Math.max(0, (Math.log10(farmsWanted) - Math.log10(500)) / (Math.log10(5000) - Math.log10(500))));
  const oneByOne = 0.4 + 0.5 * t;

  const numberOffset = streamSeed(seed, STREAM.misc, 1) % 10_000_000;
  const siteNumberOffset = streamSeed(seed, STREAM.misc, 2) % 10_000_000;

  const farms: FarmPlan[] = [];
  let locationIdx = 0;
  let siteIdx = 0;
  let profileCount = 0;
  let reportId = 1;
  let userId = DEMO_ACCOUNTS.length + ASSOCIATIONS.filter((a) => a.adminUserId !== null).length;

  for (let idx = 0; idx < farmsWanted; idx++) {
    const rng = Rng.of(seed, STREAM.farm, idx);
    const spec = SPECIAL_FARMS[idx];
    const farmId = idx + 1;

    // Region, organic and the structure.
    const region = spec?.region ?? drawRegion(rng);
    const organic = spec?.organic ?? drawOrganic(rng, region);
    let locationSpecs: LocationSpec[];
    let unassigned = spec?.unassignedSites ?? 0;
    if (spec) locationSpecs = spec.locations;
    else if (rng.chance(oneByOne)) locationSpecs = [{ sites: 1 }];
    else {
      const n = Number(rng.weighted({ 1: 40, 2: 45, 3: 15 }));
      locationSpecs = Array.from({ length: n }, () => ({ sites: Number(rng.weighted({ 1: 55, 2: 33, 3: 12 })) }));
      if (n === 1 && locationSpecs[0]!.sites === 1) locationSpecs[0]!.sites = 2;
    }
    // Edge cases of generic farms.
    if (!spec) {
      if (rng.chance(0.005)) {
        unassigned = locationSpecs.reduce((s, l) => s + l.sites, 0);
        locationSpecs = [];
      }
      for (const l of locationSpecs) {
        const r = rng.float();
        l.profile = r < 0.03 ? 'none' : r < 0.06 ? 'incomplete' : 'complete';
      }
    }
    const isActive = spec ? !spec.inactive : !rng.chance(0.02);
    const tos = spec ? spec.tos !== false : rng.chance(0.96);
    const noInvoicing = spec ? !!spec.noInvoicing : rng.chance(0.003);
    const invoicingAssociationId = noInvoicing ? null : SOUTH_LKV_REGIONS.has(region) ? LKV_SOUTH : LKV_NORTH;

    const family = rng.pick(FAMILY_NAMES);
    const place = rng.pick(PLACES);
    const kreis = String(rng.int(1, 899)).padStart(3, '0');
    const numberPrefix = region === 'AT' ? '04000' : `276${LAND_CODE[region] ?? '99'}`;
    const sitePrefix = region === 'AT' ? '04000000' : `276${LAND_CODE[region] ?? '99'}${kreis}`;
    const createdDays = months * 31 + rng.int(30, 700);

    // Users: the demo admin or a generated one, maybe a generated staff member.
    let adminUserId: number;
    const adminDemo = spec?.admin ?? null;
    if (adminDemo) adminUserId = demoUserId(adminDemo);
    else adminUserId = ++userId;

    const farm: FarmPlan = {
      idx,
      id: farmId,
      number: numberPrefix + permute7(idx, 7_990_271, numberOffset),
      name: '',
      family,
      region,
      invoicingAssociationId,
      isActive,
      tosAccepted: tos ? stampBefore(anchorDay, rng.int(10, Math.max(11, createdDays - 20)), rng.int(6, 20), rng.int(0, 59)) : null,
      tosAcceptedBy: tos ? adminUserId : null,
      adminUserId,
      adminDemo,
      staffUserId: null,
      cowCount: 0,
      createdAt: stampBefore(anchorDay, createdDays, 8, 0),
      locations: [],
      sites: [],
    };

    const scheduleFor = (siteRng: Rng, stoppedAt: number | undefined): { startK: number; endK: number } => {
      let startK = months;
      let endK = 1;
      if (spec) {
        if (spec.allStopped) endK = spec.allStopped;
        if (stoppedAt) endK = stoppedAt;
      } else if (!isActive) endK = siteRng.int(4, 14);
      else {
        const r = siteRng.float();
        if (r < 0.02) endK = siteRng.int(4, 12);
        else if (r < 0.06) startK = siteRng.int(Math.min(2, months), Math.max(1, months - 1));
        else if (r < 0.063) return { startK: 0, endK: 1 }; // registered, never tested yet
      }
      endK = Math.min(endK, months);
      startK = Math.max(startK, endK);
      return { startK, endK };
    };

    const addSite = (traits: SiteTraits, locationId: number | null, indexInLocation: number, stoppedAt?: number) => {
      const siteRng = Rng.of(seed, STREAM.site, siteIdx);
      const { startK, endK } = scheduleFor(siteRng, stoppedAt);
      const reportCount = startK >= endK && startK > 0 ? startK - endK + 1 : 0;
      const hbvId = traits.herdbook ? (['FV', 'BV', 'LOCAL'].includes(breedGroup(traits.breed)) ? HBV_SOUTH : HBV_NORTH) : null;
      const site: SitePlan = {
        idx: siteIdx,
        id: siteIdx + 1,
        number: sitePrefix + permute7(siteIdx, 3_021_377, siteNumberOffset),
        name: siteName(siteRng, indexInLocation, place),
        farmId,
        locationId,
        hbvId,
        traits,
        startK,
        endK,
        reportCount,
        firstReportId: reportId,
        createdAt: stampBefore(anchorDay, Math.max(createdDays - siteRng.int(0, 30), months * 31 + 1), 8, 30),
      };
      reportId += reportCount;
      siteIdx++;
      farm.sites.push(site);
      return site;
    };

    // Locations and their sites.
    locationSpecs.forEach((ls, li) => {
      const lrng = Rng.of(seed, STREAM.location, locationIdx);
      const cows = ls.cows ?? Math.max(4, Math.round(drawHerdSize(lrng, region, organic) * (li === 0 ? 1 : 0.8)));
      const drivers = drawDrivers(lrng, region, organic, cows, ls.force);
      const profile = ls.profile ?? 'complete';
      const location: LocationPlan = {
        idx: locationIdx,
        id: locationIdx + 1,
        farmId,
        name: locationName(lrng, li, locationSpecs.length, li === 0 ? place : lrng.pick(PLACES), family),
        shortAddress: '',
        cowCount: 0,
        drivers,
        profile,
        profileId: profile === 'none' ? null : ++profileCount,
        createdAt: stampBefore(anchorDay, createdDays - lrng.int(0, 10), 9, 0),
      };
      location.shortAddress = shortAddress(lrng, region, location.name.split(' ').slice(1).join(' ') || place);
      locationIdx++;
      // Split the herd over the sites: the first site is the main one.
      const weights = Array.from({ length: ls.sites }, (_, i) => (i === 0 ? 2 : lrng.between(0.5, 1.5)));
      const total = weights.reduce((s, w) => s + w, 0);
      for (let i = 0; i < ls.sites; i++) {
        const siteCows = Math.max(3, Math.round((cows * weights[i]!) / total));
        // A few extra sites of generic farms are not assigned to their location yet.
        const assign = spec || i === 0 || !lrng.chance(0.08);
        const site = addSite({ ...drivers, siteCows }, assign ? location.id : null, i, ls.stopped?.[i]);
        if (assign) location.cowCount += site.traits.siteCows;
      }
      // The profile's herd-size band follows the cows actually kept at the location.
      location.drivers = { ...drivers, cows: location.cowCount };
      farm.locations.push(location);
    });
    // Sites without a location have their own (unstored) herd drivers.
    for (let i = 0; i < unassigned; i++) {
      const srng = Rng.of(seed, STREAM.location, 1_000_000_000 + siteIdx);
      const cows = Math.max(4, Math.round(drawHerdSize(srng, region, organic) * 0.6));
      addSite({ ...drawDrivers(srng, region, organic, cows), siteCows: cows }, null, farm.sites.length);
    }
    farm.cowCount = farm.sites.reduce((s, site) => s + site.traits.siteCows, 0);
    const first = farm.locations[0]?.drivers ?? farm.sites[0]?.traits;
    farm.name =
      spec?.name ?? farmName(rng, family, place, { organic, cows: farm.cowCount, east: EAST.has(region) || (first?.cows ?? 0) > 400 });

    if (!spec && farm.locations.length > 0 && rng.chance(0.12)) farm.staffUserId = ++userId;
    farms.push(farm);
  }

  const reportCount = reportId - 1;
  const byIdx = (i: number) => farms[i]!;
  return {
    options: { farms: farmsWanted, months, seed, anchor: options.anchor },
    farms,
    locationCount: locationIdx,
    siteCount: siteIdx,
    profileCount,
    reportCount,
    userCount: userId,
    lkvMemberFarms: LKV_MEMBER_FARMS.map((i) => ({ farmId: byIdx(i).id, interimAdmin: LKV_MEMBER_INTERIM.has(i) })),
    special: { farmAdmin: byIdx(0), newFarm: byIdx(4), incompleteFarm: byIdx(6) },
    anchorMonth: anchor.year * 12 + (anchor.month - 1),
  };
}
