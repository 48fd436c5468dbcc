import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import type { Access } from '../../../src/domain/route-access.ts';
import type { TermsUser } from '../../../src/domain/terms.ts';
import { navigationGuardMachine, type GuardUser, type NavigationEmitted } from '../../../src/machines/navigationGuard/machine.ts';
import { currentTermsStatus, guardError, isAllowed, isBlocked, isChecking, redirectTarget } from '../../../src/machines/navigationGuard/selectors.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const provide = (fx: Effects) => navigationGuardMachine.provide({ actors: { bootstrapMinimum: fx.promise(), loadAccessData: fx.promise() } as never });

const admin: TermsUser = { account_type: 'farm_admin', farms: [1] };
const staff: TermsUser = { account_type: 'farm_staff', farms: [1] };
const enter = (path: string, user: GuardUser | null, online = true, authenticated = true, access: Access = 'login') => ({ type: 'nav.enter', path, access, online, authenticated, user });
const assocAdmin: GuardUser = { account_type: 'association_admin', farms: [] };
const complete = { locations_lacking_profile: 0, sites_without_location: 0 };
const incomplete = { locations_lacking_profile: 1, sites_without_location: 1 };
const accepted = [{ id: 1, invoicing_association: 5, tos_accepted: '2026-01-01' }];
const notAccepted = [{ id: 1, invoicing_association: 5, tos_accepted: null }];
const noAssociation = [{ id: 1, invoicing_association: null, tos_accepted: '2026-01-01' }];

const events: AnyEventObject[] = [
  enter('/impressum', null, true, false),
  enter('/farms/3', admin, false, true),
  enter('/', null, true, false),
  enter('/farms', admin),
  enter('/terms-of-service', admin),
  enter('/controlling', staff),
  enter('/evaluations', admin, true, true, 'evaluation'),
  enter('/data-export', staff, true, true, 'data-export'),
  enter('/data-import', assocAdmin, true, true, 'data-import'),
  { type: 'xstate.done.actor.bootstrapMinimum', output: accepted },
  { type: 'xstate.done.actor.bootstrapMinimum', output: notAccepted },
  { type: 'xstate.done.actor.bootstrapMinimum', output: noAssociation },
  { type: 'xstate.done.actor.bootstrapMinimum', output: [] },
  { type: 'xstate.error.actor.bootstrapMinimum', error: ApiError.noResponse() },
  { type: 'xstate.done.actor.loadAccessData', output: complete },
  { type: 'xstate.done.actor.loadAccessData', output: incomplete },
  { type: 'xstate.error.actor.loadAccessData', error: ApiError.noResponse() },
];

const model: Model = { name: 'navigationGuard', machine: navigationGuardMachine, events, provide, key: (s) => [s.value, s.context.termsStatus] };

runModel(model, (trace, path) => {
  const value = path.state.value;
  const emitted = trace.emitted as NavigationEmitted[];
  const last = emitted.at(-1);
  if (value === 'allowed' || value === 'blocked' || value === 'checking') {
    // Decisions that do not navigate do not emit for the last navigation.
    const lastEnter = path.steps.map((s) => s.event.type).lastIndexOf('nav.enter');
    expect(lastEnter).toBeGreaterThan(0);
  }
  if (value === 'redirected') expect(['/', '/data-check']).toContain((last as { to: string }).to);
  if (value === 'termsRequired') expect(last).toEqual({ type: 'nav.redirect', to: '/terms-of-service' });
  if (value === 'denied' || value === 'failed' || value === 'signedOut') {
    expect(emitted.slice(-2)).toEqual([{ type: 'nav.logout' }, { type: 'nav.redirect', to: trace.snapshots.at(-1)!.context.redirect }]);
  }
});

const start = () => {
  const fx = new Effects();
  const actor = createActor(provide(fx)).start();
  const emitted: NavigationEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as NavigationEmitted));
  return { fx, actor, emitted, snap: () => actor.getSnapshot() };
};

describe('navigation guard scenarios', () => {

  it('public routes pass without loading anything', () => {
    const { fx, actor, snap, emitted } = start();
    actor.send(enter('/reset-password-verification?token=x&email=y', null, false, false) as never);
    expect(isAllowed(snap())).toBe(true);
    expect(fx.started).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('unauthenticated: logout and /login with the current path as redirect', () => {
    const { actor, snap, emitted } = start();
    actor.send(enter('/farms/3?x=1', null, true, false) as never);
    expect(snap().value).toBe('signedOut');
    expect(emitted).toEqual([{ type: 'nav.logout' }, { type: 'nav.redirect', to: '/login?redirect=%2Ffarms%2F3%3Fx%3D1' }]);
  });

  it('offline: logout and /login (no redirect parameter for /)', () => {
    const { actor, emitted } = start();
    actor.send(enter('/', admin, false, true) as never);
    expect(emitted.at(-1)).toEqual({ type: 'nav.redirect', to: '/login' });
  });

  it('accepted terms: loads the minimum data for the user and allows', async () => {
    const { fx, actor, snap, emitted } = start();
    actor.send(enter('/farms', admin) as never);
    expect(isChecking(snap())).toBe(true);
    expect(fx.inputOf('bootstrapMinimum')).toEqual({ user: admin });
    fx.resolve('bootstrapMinimum', accepted);
    await flush();
    expect(isAllowed(snap())).toBe(true);
    expect(currentTermsStatus(snap())).toBe('AcceptedOrNotNecessary');
    expect(emitted).toEqual([]);
  });

  it('NotAccepted (farm admin): redirect to the terms page, which itself then passes', async () => {
    const { fx, actor, snap, emitted } = start();
    actor.send(enter('/farms', admin) as never);
    fx.resolve('bootstrapMinimum', notAccepted);
    await flush();
    expect(snap().value).toBe('termsRequired');
    expect(redirectTarget(snap())).toBe('/terms-of-service');
    expect(emitted).toEqual([{ type: 'nav.redirect', to: '/terms-of-service' }]);
    actor.send(enter('/terms-of-service', admin) as never);
    fx.resolve('bootstrapMinimum', notAccepted);
    await flush();
    expect(isAllowed(snap())).toBe(true);
  });

  it.each([
    ['NotAcceptedByFarmAdmin', staff, notAccepted, 'Ihr LDWU-Administrator hat den Nutzungsbedingungen noch nicht zugestimmt.'],
    ['NoInvoicingAssociation', admin, noAssociation, 'Der Rechnungsstellende Verband wurde noch nicht festgelegt.'],
  ] as const)('%s: error "Login verweigert", logout, /login', async (status, user, farms, message) => {
    const { fx, actor, snap, emitted } = start();
    actor.send(enter('/controlling', user) as never);
    fx.resolve('bootstrapMinimum', farms);
    await flush();
    const notice = { title: 'Login verweigert', message, level: 'error' };
    expect(snap().value).toBe('denied');
    expect(currentTermsStatus(snap())).toBe(status);
    expect(guardError(snap())).toEqual(notice);
    expect(emitted).toEqual([{ type: 'nav.notify', notice }, { type: 'nav.logout' }, { type: 'nav.redirect', to: '/login' }]);
  });

  it('MissingData blocks', async () => {
    const { fx, actor, snap, emitted } = start();
    actor.send(enter('/farms', { account_type: 'farm_admin', farms: [1, 2] }) as never);
    fx.resolve('bootstrapMinimum', accepted);
    await flush();
    expect(isBlocked(snap())).toBe(true);
    expect(emitted).toEqual([]);
  });

  it('association users need no terms', async () => {
    const { fx, actor, snap } = start();
    actor.send(enter('/farms', { account_type: 'association_admin', farms: [] }) as never);
    fx.resolve('bootstrapMinimum', []);
    await flush();
    expect(isAllowed(snap())).toBe(true);
  });

  it('a failed bootstrap shows the German error, logs out and goes to login', async () => {
    const { fx, actor, snap, emitted } = start();
    actor.send(enter('/users', admin) as never);
    fx.reject('bootstrapMinimum', ApiError.noResponse());
    await flush();
    expect(snap().value).toBe('failed');
    expect(emitted[0]).toMatchObject({ type: 'nav.notify', notice: { title: 'Server nicht erreichbar', level: 'warning' } });
    expect(emitted.slice(1)).toEqual([{ type: 'nav.logout' }, { type: 'nav.redirect', to: '/login?redirect=%2Fusers' }]);
  });

  it('evaluation guard: a farm user with incomplete data goes to the data check', async () => {
    const { fx, actor, snap, emitted } = start();
    actor.send(enter('/evaluations', admin, true, true, 'evaluation') as never);
    fx.resolve('bootstrapMinimum', accepted);
    await flush();
    expect(isChecking(snap())).toBe(true);
    expect(fx.inputOf('loadAccessData')).toEqual({ user: admin });
    fx.resolve('loadAccessData', incomplete);
    await flush();
    expect(snap().value).toBe('redirected');
    expect(emitted).toEqual([{ type: 'nav.redirect', to: '/data-check' }]);
  });

  it('evaluation guard: complete data passes; association users are not checked', async () => {
    const { fx, actor, snap } = start();
    actor.send(enter('/evaluations/3', admin, true, true, 'evaluation') as never);
    fx.resolve('bootstrapMinimum', accepted);
    await flush();
    fx.resolve('loadAccessData', complete);
    await flush();
    expect(isAllowed(snap())).toBe(true);
    actor.send(enter('/evaluations', assocAdmin, true, true, 'evaluation') as never);
    fx.resolve('bootstrapMinimum', []);
    await flush();
    expect(isAllowed(snap())).toBe(true);
    expect(fx.started.filter((s) => s.id === 'loadAccessData')).toHaveLength(1);
  });

  it.each([
    ['data-export', staff, '/'],
    ['data-export', { account_type: 'association_member', farms: [] }, '/'],
    ['data-import', admin, '/'],
    ['data-import', { account_type: 'association_member', farms: [] }, '/'],
  ] as const)('%s guard: %o is sent home', async (access, user, to) => {
    const { fx, actor, snap, emitted } = start();
    actor.send(enter(`/${access}`, user, true, true, access) as never);
    fx.resolve('bootstrapMinimum', user.account_type === 'association_member' ? [] : accepted);
    await flush();
    expect(snap().value).toBe('redirected');
    expect(emitted).toEqual([{ type: 'nav.redirect', to }]);
  });

  it.each([
    ['data-export', admin],
    ['data-export', assocAdmin],
    ['data-import', assocAdmin],
    ['data-import', { account_type: 'association_member', farms: [], is_superuser: true }],
  ] as const)('%s guard: %o passes', async (access, user) => {
    const { fx, actor, snap } = start();
    actor.send(enter(`/${access}`, user, true, true, access) as never);
    fx.resolve('bootstrapMinimum', user.account_type === 'farm_admin' ? accepted : []);
    await flush();
    expect(isAllowed(snap())).toBe(true);
  });

  it('a failed load of the guard data logs out with the German error', async () => {
    const { fx, actor, snap, emitted } = start();
    actor.send(enter('/evaluations', staff, true, true, 'evaluation') as never);
    fx.resolve('bootstrapMinimum', accepted);
    await flush();
    fx.reject('loadAccessData', ApiError.noResponse());
    await flush();
    expect(snap().value).toBe('failed');
    expect(emitted.slice(1)).toEqual([{ type: 'nav.logout' }, { type: 'nav.redirect', to: '/login?redirect=%2Fevaluations' }]);
  });

  it('a new navigation cancels a running check', async () => {
    const { fx, actor, snap } = start();
    actor.send(enter('/farms', admin) as never);
    actor.send(enter('/controlling', admin) as never);
    expect(fx.started).toHaveLength(2);
    expect(() => fx.resolve('bootstrapMinimum', accepted)).not.toThrow();
    await flush();
    expect(snap().context.path).toBe('/controlling');
    expect(isAllowed(snap())).toBe(true);
  });
});
