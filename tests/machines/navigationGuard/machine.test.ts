import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import type { TermsUser } from '../../../src/domain/terms.ts';
import { navigationGuardMachine, type NavigationEmitted } from '../../../src/machines/navigationGuard/machine.ts';
import { currentTermsStatus, guardError, isAllowed, isBlocked, isChecking, redirectTarget } from '../../../src/machines/navigationGuard/selectors.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const provide = (fx: Effects) => navigationGuardMachine.provide({ actors: { bootstrapMinimum: fx.promise() } as never });

const admin: TermsUser = { account_type: 'farm_admin', farms: [1] };
const staff: TermsUser = { account_type: 'farm_staff', farms: [1] };
const enter = (path: string, user: TermsUser | null, online = true, authenticated = true) => ({ type: 'nav.enter', path, online, authenticated, user });
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
  { type: 'xstate.done.actor.bootstrapMinimum', output: accepted },
  { type: 'xstate.done.actor.bootstrapMinimum', output: notAccepted },
  { type: 'xstate.done.actor.bootstrapMinimum', output: noAssociation },
  { type: 'xstate.done.actor.bootstrapMinimum', output: [] },
  { type: 'xstate.error.actor.bootstrapMinimum', error: ApiError.noResponse() },
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
