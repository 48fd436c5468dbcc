// Write plans of the user writes (users-api). Each call gets a fixture of its own, made
// straight in the tables inside the caller's scope: a farm-staff user on the caller's first location,
// an association member of association 1, a farm admin of the caller's first farm. Allowed callers
// change the fixture; refused ones are refused on it (or, for link writes on their own account, on
// that: nobody but a superuser changes their own links).
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { emailVerificationTokens, locations, userAssociations, userLocations, users, farmAdmins } from '../../../src/api/db/schema.ts';
import type { Role, Verdict } from '../authorization-table.ts';
import type { WriteCall, WriteContext, WritePlans } from './types.ts';

const PASSWORD = 'Matrix-Weide-2026';

async function fixtureUser(ctx: WriteContext, accountType: 'farm_staff' | 'farm_admin' | 'association_member'): Promise<number> {
  const name = `matrix-${accountType}-${ctx.round}`;
  const [row] = await ctx.db
    .insert(users)
    .values({ username: name, email: `${name}@matrix.example`, passwordHash: 'kein-login', accountType })
    .returning({ id: users.id });
  return row!.id;
}

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);
/** The caller's first location and farm (the anonymous caller stands in ldwu-admin's scope). */
const firstLocation = (ctx: WriteContext, role: Role) => sorted(ctx.scopes.get(role)!.locationIds)[0]!;
const farms = (ctx: WriteContext, role: Role) => sorted(ctx.scopes.get(role)!.farmIds);

/** Farm staff linked to the caller's first location. */
async function staffFixture(ctx: WriteContext, role: Role) {
  const location = firstLocation(ctx, role);
  const id = await fixtureUser(ctx, 'farm_staff');
  await ctx.db.insert(userLocations).values({ userId: id, locationId: location });
  return { id, location };
}

/** A second location on the farm of the caller's first location. */
async function extraLocation(ctx: WriteContext, role: Role): Promise<number> {
  const [first] = await ctx.db.select({ farmId: locations.farmId }).from(locations).where(sql`${locations.id} = ${firstLocation(ctx, role)}`);
  const [row] = await ctx.db.insert(locations).values({ farmId: first!.farmId, name: `Matrix ${ctx.round}` }).returning({ id: locations.id });
  return row!.id;
}

/** An association member of association 1 (LKV Süd, administered by lkv-admin). */
async function memberFixture(ctx: WriteContext) {
  const id = await fixtureUser(ctx, 'association_member');
  await ctx.db.insert(userAssociations).values({ userId: id, associationId: 1 });
  return id;
}

/** A farm admin of the given farms. */
async function farmAdminFixture(ctx: WriteContext, farmIds: number[]) {
  const id = await fixtureUser(ctx, 'farm_admin');
  await ctx.db.insert(farmAdmins).values(farmIds.map((farmId) => ({ userId: id, farmId })));
  return id;
}

const allowed = (verdict: Verdict) => verdict === 'ok' || verdict === 'own';
/** The same call on a user outside the caller's scope, for allowed callers (404: nothing leaks). */
const foreignUser = (body?: Record<string, unknown>, extra: Record<string, number> = {}) =>
  async (ctx: WriteContext, role: Role, verdict: Verdict): Promise<WriteCall | null> => {
    if (!allowed(verdict)) return null;
    const foreign = ctx.targets.get(role)!.user.foreign;
    return { params: { ...foreign, ...extra }, ...(body ? { body } : {}), label: 'fremder Benutzer' };
  };

export const USER_WRITES: WritePlans = {
  createUser: {
    success: 201,
    own: async (ctx, role) => ({
      body: {
        email: `matrix-neu-${ctx.round}@matrix.example`,
        password: PASSWORD,
        account_type: 'farm_staff',
        locations: [{ location: firstLocation(ctx, role), allow_alerts: true }],
      },
      label: 'Betriebsmitarbeiter im eigenen Betrieb',
    }),
  },
  updateUser: {
    own: async (ctx, role) => ({ params: ctx.targets.get(role)!.user.own!, body: { first_name: `Matrix ${ctx.round}` }, label: 'eigenes Konto' }),
    foreign: foreignUser({ first_name: 'Fremd' }),
  },
  requestEmailVerification: {
    own: async (ctx, role) => {
      const caller = ctx.callers.get(role)!;
      // An unverified address, and the pause since the last link (REST, then GraphQL) is over.
      await ctx.db.update(users).set({ emailVerified: false }).where(sql`${users.id} = ${caller.id}`);
      await ctx.db.execute(sql`update email_verification_tokens set created_at = created_at - interval '1 day' where user_id = ${caller.id}`);
      return { params: ctx.targets.get(role)!.user.own!, body: { email: caller.email }, label: 'eigenes Konto' };
    },
    foreign: foreignUser({ email: 'fremd@matrix.example' }),
  },
  confirmEmail: {
    own: async (ctx, role) => {
      const caller = ctx.callers.get(role)!;
      const token = randomBytes(24).toString('base64url');
      await ctx.db.insert(emailVerificationTokens).values({
        userId: caller.id,
        email: caller.email,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      return { body: { token }, label: 'eigener Link' };
    },
  },

  // Association links: the superuser links a member to a second association; everyone else tries
  // their own account (refused: own links are changed by superusers only).
  createUserAssociation: {
    success: 201,
    own: async (ctx, role) =>
      role === 'superuser'
        ? { params: { userId: await memberFixture(ctx) }, body: { association: 2 }, label: 'Verbandsmitarbeiter' }
        : { params: ctx.targets.get(role)!.user.own!, body: { association: 1 }, label: 'eigenes Konto' },
    foreign: foreignUser({ association: 1 }),
  },
  updateUserAssociation: {
    own: async (ctx) => ({ params: { userId: await memberFixture(ctx), association: 1 }, body: { allowed_farms: [1] }, label: 'Verbandsmitarbeiter' }),
    foreign: foreignUser({ allowed_farms: [1] }, { association: 1 }),
  },
  deleteUserAssociation: {
    success: 204,
    own: async (ctx) => ({ params: { userId: await memberFixture(ctx), association: 1 }, label: 'Verbandsmitarbeiter' }),
    foreign: foreignUser(undefined, { association: 1 }),
  },

  // Location links: farm staff on the caller's first location.
  createUserLocation: {
    success: 201,
    own: async (ctx, role) => {
      const staff = await staffFixture(ctx, role);
      return { params: { userId: staff.id }, body: { location: await extraLocation(ctx, role), allow_management: true }, label: 'Betriebsmitarbeiter' };
    },
    foreign: async (ctx, role, verdict) => (await foreignUser({ location: firstLocation(ctx, role) })(ctx, role, verdict)),
  },
  updateUserLocation: {
    own: async (ctx, role) => {
      const staff = await staffFixture(ctx, role);
      return { params: { userId: staff.id, location: staff.location }, body: { allow_alerts: true }, label: 'Betriebsmitarbeiter' };
    },
    foreign: async (ctx, role, verdict) => (await foreignUser({ allow_alerts: true }, { location: firstLocation(ctx, role) })(ctx, role, verdict)),
  },
  deleteUserLocation: {
    success: 204,
    own: async (ctx, role) => {
      const staff = await staffFixture(ctx, role);
      return { params: { userId: staff.id, location: staff.location }, label: 'Betriebsmitarbeiter' };
    },
    foreign: async (ctx, role, verdict) => (await foreignUser(undefined, { location: firstLocation(ctx, role) })(ctx, role, verdict)),
  },

  // Farm-admin links: a farm admin of the caller's first farm; the second farm is added or removed.
  addFarmAdmin: {
    success: 201,
    own: async (ctx, role) => {
      const [first, second = first] = farms(ctx, role);
      return { params: { id: await farmAdminFixture(ctx, [first!]) }, body: { farm: second! }, label: 'LDWU-Administrator' };
    },
    foreign: async (ctx, role, verdict) => (await foreignUser({ farm: farms(ctx, role)[0]! })(ctx, role, verdict)),
  },
  removeFarmAdmin: {
    success: 204,
    own: async (ctx, role) => {
      const [first, second] = farms(ctx, role);
      const id = await farmAdminFixture(ctx, second === undefined ? [first!] : [first!, second]);
      return { params: { id }, query: { farm: second ?? first! }, label: 'LDWU-Administrator' };
    },
    foreign: async (ctx, role, verdict) => {
      const call = await foreignUser()(ctx, role, verdict);
      return call && { params: { id: call.params!.id! as number }, query: { farm: farms(ctx, role)[0]! }, label: call.label! };
    },
  },
};
