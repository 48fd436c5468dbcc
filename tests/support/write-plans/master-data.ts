// Write plans of the master data: farms, associations, locations, sites, profiles. The own
// target is the caller's own farm from the matrix targets (the smallest farm id in scope) and what
// hangs on it; writes that consume their target (deletions) get a fresh fixture per call. A write
// that changes nothing is allowed to anyone who sees the target, so every body changes what it names.
import { sql } from 'drizzle-orm';
import { associations, farms, locations, profiles, sites } from '../../../src/api/db/schema.ts';
import type { Role, Verdict } from '../authorization-table.ts';
import type { PathParams, TargetPair } from '../authorization-targets.ts';
import { rows } from '../read.ts';
import type { WriteCall, WriteContext, WritePlans } from './types.ts';

const MISSING = 999_999;

const one = async (ctx: WriteContext, query: ReturnType<typeof sql>): Promise<Record<string, any> | undefined> => (await rows<Record<string, any>>(ctx.db, query))[0];
const pair = (ctx: WriteContext, role: Role, kind: 'farm' | 'association' | 'location' | 'site' | 'profile'): TargetPair => ctx.targets.get(role)![kind];
const idOf = (p: PathParams | null | undefined) => (p ? Number(p.id) : MISSING);

/** The caller's own farm (the matrix's own farm target). */
const ownFarm = (ctx: WriteContext, role: Role) => idOf(pair(ctx, role, 'farm').own);

/** A location of the own farm (one is made when the farm has none). */
async function ownLocation(ctx: WriteContext, role: Role): Promise<number> {
  const farm = ownFarm(ctx, role);
  const found = await one(ctx, sql`select min(id) as id from locations where farm_id = ${farm}`);
  if (found?.id !== null && found?.id !== undefined) return Number(found.id);
  const [made] = await ctx.db.insert(locations).values({ farmId: farm, name: `Matrix-Betrieb ${ctx.round}` }).returning({ id: locations.id });
  return made!.id;
}

/** A profile of the own location (made when there is none). */
async function ownProfile(ctx: WriteContext, role: Role, fresh = false): Promise<number> {
  const location = await ownLocation(ctx, role);
  const found = fresh ? undefined : await one(ctx, sql`select min(id) as id from profiles where location_id = ${location}`);
  if (found?.id !== null && found?.id !== undefined) return Number(found.id);
  const [made] = await ctx.db.insert(profiles).values({ locationId: location, incomplete: true, managementOptions: {} }).returning({ id: profiles.id });
  return made!.id;
}

/** Allowed callers consume their target: a fresh one per call; refused callers aim at what they own. */
const consumes = (verdict: Verdict) => verdict === 'ok';

/** The foreign call of an allowed caller: 404, nothing leaks. */
const foreignOf =
  (kind: 'farm' | 'association' | 'location' | 'site' | 'profile', body?: (ctx: WriteContext) => Record<string, unknown>) =>
  async (ctx: WriteContext, role: Role, verdict: Verdict): Promise<WriteCall | null> =>
    verdict === 'ok' ? { params: pair(ctx, role, kind).foreign, ...(body ? { body: body(ctx) } : {}), label: 'fremdes Ziel' } : null;

const farmFields = async (ctx: WriteContext, id: number) => {
  const f = await one(ctx, sql`select number, name, invoicing_association_id, is_active, cow_count from farms where id = ${id}`);
  return { number: f!.number, name: f!.name, invoicing_association: f!.invoicing_association_id === null ? null : Number(f!.invoicing_association_id), is_active: f!.is_active, cow_count: Number(f!.cow_count) };
};

const num = (v: unknown) => (v === null ? null : Number(v));

const siteFields = async (ctx: WriteContext, id: number) => {
  const s = await one(ctx, sql`select number, name, farm_id, location_id, hbv_id from sites where id = ${id}`);
  return { number: s!.number, name: s!.name, farm: Number(s!.farm_id), location: num(s!.location_id), hbv: num(s!.hbv_id) };
};

/** A site of the own farm (the superuser's deletion gets a fresh one without reports). */
async function ownSite(ctx: WriteContext, role: Role, fresh: boolean): Promise<number> {
  const farm = ownFarm(ctx, role);
  if (!fresh) {
    const found = await one(ctx, sql`select min(id) as id from sites where farm_id = ${farm}`);
    if (found?.id !== null && found?.id !== undefined) return Number(found.id);
  }
  const [made] = await ctx.db.insert(sites).values({ number: `MX${ctx.round}`, farmId: farm }).returning({ id: sites.id });
  return made!.id;
}

const FARMS: WritePlans = {
  createFarm: {
    success: 201,
    own: async (ctx) => ({ body: { number: `M${ctx.round}`, name: `Matrix-LDWU ${ctx.round}` }, label: 'neues LDWU' }),
  },
  replaceFarm: {
    own: async (ctx, role) => {
      const id = ownFarm(ctx, role);
      const fields = await farmFields(ctx, id);
      // The cow count is superuser data: a change refused to everyone else.
      return { params: { id }, body: { ...fields, cow_count: fields.cow_count + 1 }, label: 'eigenes LDWU, Kuhzahl' };
    },
    foreign: async (ctx, role, verdict) =>
      verdict === 'ok' ? { params: pair(ctx, role, 'farm').foreign, body: { number: 'X', name: 'X', invoicing_association: null, is_active: true, cow_count: 0 }, label: 'fremdes LDWU' } : null,
  },
  updateFarm: {
    own: async (ctx, role) => ({ params: { id: ownFarm(ctx, role) }, body: { name: `Matrix-Name ${ctx.round}` }, label: 'eigenes LDWU umbenennen' }),
    foreign: foreignOf('farm', (ctx) => ({ name: `Fremd ${ctx.round}` })),
  },
  deleteFarm: {
    own: async (ctx, role, verdict) => {
      if (!consumes(verdict)) return { params: { id: ownFarm(ctx, role) }, label: 'eigenes LDWU' };
      const [made] = await ctx.db.insert(farms).values({ number: `MD${ctx.round}`, name: 'Zum Löschen' }).returning({ id: farms.id });
      return { params: { id: made!.id }, label: 'neues LDWU ohne Betriebsstätten' };
    },
    foreign: foreignOf('farm'),
  },
};

const ownAssociation = (ctx: WriteContext, role: Role) => {
  const p = pair(ctx, role, 'association');
  return idOf(p.own ?? p.foreign);
};

const ASSOCIATIONS: WritePlans = {
  createAssociation: {
    success: 201,
    own: async (ctx) => ({ body: { kind: 'HBV', number: `M${ctx.round}`, name: `Matrix-Verband ${ctx.round}` } }),
  },
  replaceAssociation: {
    own: async (ctx, role) => {
      const id = ownAssociation(ctx, role);
      const a = await one(ctx, sql`select kind, number from associations where id = ${id}`);
      return { params: { id }, body: { kind: a?.kind ?? 'LKV', number: a?.number ?? 'X', name: `Matrix-Verband ${ctx.round}` } };
    },
    foreign: foreignOf('association', () => ({ kind: 'LKV', number: 'X', name: 'X' })),
  },
  updateAssociation: {
    own: async (ctx, role) => ({ params: { id: ownAssociation(ctx, role) }, body: { name: `Matrix-Verband ${ctx.round}` } }),
    foreign: foreignOf('association', () => ({ name: 'X' })),
  },
  deleteAssociation: {
    own: async (ctx, role, verdict) => {
      if (!consumes(verdict)) return { params: { id: ownAssociation(ctx, role) } };
      const [made] = await ctx.db.insert(associations).values({ kind: 'HBV', number: `MD${ctx.round}`, name: 'Zum Löschen' }).returning({ id: associations.id });
      return { params: { id: made!.id }, label: 'neuer Verband ohne LDWUs' };
    },
    foreign: foreignOf('association'),
  },
};

const LOCATIONS: WritePlans = {
  createLocation: {
    success: 201,
    own: async (ctx, role) => ({ body: { name: `Matrix-Betrieb ${ctx.round}`, farm: ownFarm(ctx, role) }, label: 'im eigenen LDWU' }),
  },
  replaceLocation: {
    own: async (ctx, role) => ({ params: { id: await ownLocation(ctx, role) }, body: { name: `Matrix-Betrieb ${ctx.round}`, farm: ownFarm(ctx, role) } }),
    foreign: foreignOf('location', (ctx) => ({ name: `Fremd ${ctx.round}`, farm: 1 })),
  },
  updateLocation: {
    own: async (ctx, role) => ({ params: { id: await ownLocation(ctx, role) }, body: { name: `Matrix-Betrieb ${ctx.round}` } }),
    foreign: foreignOf('location', (ctx) => ({ name: `Fremd ${ctx.round}` })),
  },
  deleteLocation: {
    own: async (ctx, role, verdict) => {
      if (!consumes(verdict)) return { params: { id: await ownLocation(ctx, role) } };
      const [made] = await ctx.db.insert(locations).values({ farmId: ownFarm(ctx, role), name: 'Zum Löschen' }).returning({ id: locations.id });
      return { params: { id: made!.id }, label: 'neuer Betrieb ohne Betriebsstätten' };
    },
    foreign: foreignOf('location'),
  },
};

const PROFILES: WritePlans = {
  saveLocationProfile: {
    success: 201,
    own: async (ctx, role) => ({ params: { id: await ownLocation(ctx, role) }, body: { management_options: {} }, label: 'Betrieb des eigenen LDWU' }),
    foreign: foreignOf('location', () => ({ management_options: {} })),
  },
  createProfile: {
    success: 201,
    own: async (ctx, role) => ({ body: { location: await ownLocation(ctx, role), management_options: {} }, label: 'Betrieb des eigenen LDWU' }),
  },
  replaceProfile: {
    own: async (ctx, role) => ({
      params: { id: await ownProfile(ctx, role) },
      body: { location: await ownLocation(ctx, role), management_options: { photovoltaik: ctx.round % 2 === 0 } },
    }),
    foreign: foreignOf('profile', () => ({ location: 1, management_options: {} })),
  },
  updateProfile: {
    own: async (ctx, role) => ({ params: { id: await ownProfile(ctx, role) }, body: { management_options: { photovoltaik: ctx.round % 2 === 0 } } }),
    foreign: foreignOf('profile', () => ({ management_options: {} })),
  },
  deleteProfile: {
    own: async (ctx, role, verdict) => ({ params: { id: await ownProfile(ctx, role, consumes(verdict)) } }),
    foreign: foreignOf('profile'),
  },
};

const SITES: WritePlans = {
  createSite: {
    success: 201,
    own: async (ctx, role) => ({ body: { number: `MS${ctx.round}`, farm: ownFarm(ctx, role) }, label: 'im eigenen LDWU' }),
  },
  replaceSite: {
    own: async (ctx, role) => {
      const id = await ownSite(ctx, role, false);
      // The name is superuser data: a change refused to everyone else.
      return { params: { id }, body: { ...(await siteFields(ctx, id)), name: `Matrix-Stätte ${ctx.round}` } };
    },
    foreign: foreignOf('site', () => ({ number: 'X', name: '', farm: 1, location: null, hbv: null })),
  },
  updateSite: {
    own: async (ctx, role) => {
      const id = await ownSite(ctx, role, false);
      const { location } = await siteFields(ctx, id);
      // Assign when unassigned, unassign when assigned: always a change of the location.
      return { params: { id }, body: { location: location === null ? await ownLocation(ctx, role) : null }, label: 'eigene Betriebsstätte zuordnen' };
    },
    foreign: foreignOf('site', () => ({ location: null })),
  },
  deleteSite: {
    own: async (ctx, role, verdict) => ({ params: { id: await ownSite(ctx, role, consumes(verdict)) } }),
    foreign: foreignOf('site'),
  },
};

export const MASTER_DATA_WRITES: WritePlans = { ...FARMS, ...ASSOCIATIONS, ...LOCATIONS, ...SITES, ...PROFILES };
