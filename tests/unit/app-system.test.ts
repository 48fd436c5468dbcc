// The app's actor system with its effects replaced: a failed data load is reported once (the guard
// and the bootstrap both see it), the user is logged out and sent to the login page.
import { describe, expect, it } from 'vitest';
import { waitFor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { authMachine } from '../../src/machines/auth/machine.ts';
import { bootstrapMachine } from '../../src/machines/bootstrap/machine.ts';
import { replay, toJsonSafe, type JournalExport } from '../../src/machines/journal/journal.ts';
import { navigationGuardMachine } from '../../src/machines/navigationGuard/machine.ts';
import { sessionMachine } from '../../src/machines/session/machine.ts';
import { createAppSystem, type AppSystem } from '../../src/app/system.ts';
import type { Effects } from '../../src/app/effects.ts';
import { ApiError, type Notice } from '../../src/domain/errors.ts';
import { ACCESS, REFRESH, farmAdmin } from '../machines/fixtures.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    key: (i: number) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}

/** Effects a scenario does not reach. */
const unused = {
  acceptTerms: async () => null,
  requestReset: async () => null,
  resetPassword: async () => null,
  clients: async () => {
    throw new Error('not used');
  },
  resetClients: () => {},
  exportFarms: async () => {},
  exportRanking: async () => {},
  loadAccessData: async () => ({ locations_lacking_profile: 0, sites_without_location: 0 }),
  exportReports: async () => ({ fileName: '' }),
  importReports: async () => ({ stored: 0, replaced: 0, sites: 0, incidents: 0 }),
  // User management.
  createUser: async () => ({ id: 0, username: '' }),
  updateUser: async () => ({ id: 0, username: '' }),
  saveUserLinks: async () => null,
  loadUserLinks: async () => ({ associations: [], farm_admin_farms: [], locations: [] }),
  verifyEmail: async () => null,
  setUserActive: async () => null,
  exportUsers: async () => {},
  confirmEmail: async () => null,
  write: async () => {
    throw new Error('no writes here');
  },
};

describe('app system', () => {
  it('shows a failed minimum-data load once, logs out and goes to /login', async () => {
    const notices: Notice[] = [];
    const navigations: string[] = [];
    const fake: Effects = {
      login: async () => ({ access: ACCESS, refresh: REFRESH }),
      loadUser: async () => farmAdmin,
      refresh: async () => ({ access: ACCESS, refresh: REFRESH }),
      loadTermsFarms: async () => {
        throw new ApiError({ status: 500, detail: 'Datenbank nicht erreichbar' });
      },
      ...unused,
    };
    const system = createAppSystem({
      storage: memoryStorage(),
      navigate: (to) => navigations.push(to),
      currentRoute: () => '/',
      notify: (n) => notices.push(n),
      effects: () => fake,
    });
    await waitFor(system.auth, (s) => s.matches('unauthenticated'), { timeout: 2000 });
    system.auth.send({ type: 'auth.login', username: 'ldwu-admin', password: 'herdenblick' });
    await waitFor(system.auth, (s) => s.matches({ authenticated: 'ready' }), { timeout: 2000 });
    system.navigationGuard.send({ type: 'nav.enter', path: '/', online: true, authenticated: true, user: farmAdmin });
    await waitFor(system.auth, (s) => s.matches('unauthenticated'), { timeout: 2000 });
    await new Promise((r) => setTimeout(r, 20));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain('Datenbank nicht erreichbar');
    expect(navigations.at(-1)).toBe('/login');
    system.stop();
  });

  it("keeps the journal's promise: the exported journal, replayed into fresh actors, reproduces every actor's snapshots", async () => {
    // A farm admin whose farm has not accepted the terms: login, guard → terms page, acceptance
    // pending, a failed refresh-free reload of the user, then logout.
    const fake: Effects = {
      login: async () => ({ access: ACCESS, refresh: REFRESH }),
      loadUser: async () => farmAdmin,
      refresh: async () => ({ access: ACCESS, refresh: REFRESH }),
      loadTermsFarms: async () => [{ id: 1, invoicing_association: 5, tos_accepted: null }, { id: 2, invoicing_association: 5, tos_accepted: '2026-01-01' }],
      ...unused,
    };
    const navigations: string[] = [];
    const system: AppSystem = createAppSystem({
      storage: memoryStorage(),
      navigate: (to) => navigations.push(to),
      currentRoute: () => '/',
      notify: () => {},
      effects: () => fake,
    });
    const actors: [AnyStateMachine, AnyActorRef, unknown][] = [
      [authMachine, system.auth, undefined],
      [sessionMachine, system.session, { tokens: null }],
      [navigationGuardMachine, system.navigationGuard, undefined],
      [bootstrapMachine, system.bootstrap, undefined],
    ];
    // What each live actor went through (JSON-safe, as the journal keeps it), after its initial snapshot.
    const live = actors.map(([, ref]) => {
      const seen: unknown[] = [];
      ref.subscribe((s: { value: unknown; context: unknown }) => seen.push(toJsonSafe({ value: s.value, context: s.context })));
      return seen;
    });

    await waitFor(system.auth, (s) => s.matches('unauthenticated'), { timeout: 2000 });
    system.auth.send({ type: 'auth.login', username: 'ldwu-admin', password: 'geheim' });
    await waitFor(system.auth, (s) => s.matches({ authenticated: 'ready' }), { timeout: 2000 });
    system.navigationGuard.send({ type: 'nav.enter', path: '/farms', online: true, authenticated: true, user: farmAdmin });
    await waitFor(system.navigationGuard, (s) => s.matches('termsRequired'), { timeout: 2000 });
    expect(navigations).toEqual(['/terms-of-service']);
    system.auth.send({ type: 'auth.logout' });
    await new Promise((r) => setTimeout(r, 20));

    const exported = JSON.parse(system.journal.export()) as JournalExport;
    expect(system.journal.export()).not.toContain('geheim');
    actors.forEach(([machine, , input], i) => {
      const steps = replay(machine, exported, { input });
      const replayed = steps.slice(1).map((s) => toJsonSafe({ value: s.value, context: (s.snapshot as unknown as { context: unknown }).context }));
      // The subscription started after createAppSystem; events sent while wiring come before it.
      expect(live[i]!.length, machine.id).toBeGreaterThan(1);
      expect(replayed.slice(-live[i]!.length), machine.id).toEqual(live[i]);
    });
    system.stop();
  });
});
