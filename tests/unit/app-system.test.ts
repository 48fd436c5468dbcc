// The app's actor system with its effects replaced: a failed data load is reported once (the guard
// and the bootstrap both see it), the user is logged out and sent to the login page.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createAppSystem } from '../../src/app/system.ts';
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

describe('app system', () => {
  it('shows a failed minimum-data load once, logs out and goes to /login', async () => {
    const notices: Notice[] = [];
    const navigations: string[] = [];
    const fake: Effects = {
      login: async () => ({ access: ACCESS, refresh: REFRESH }),
      loadUser: async () => farmAdmin,
      refresh: async () => ({ access: ACCESS, refresh: REFRESH }),
      loadMinimum: async () => {
        throw new ApiError({ status: 500, detail: 'Datenbank nicht erreichbar' });
      },
      loadResource: async () => null,
      acceptTerms: async () => null,
      clients: async () => {
        throw new Error('not used');
      },
      resetClients: () => {},
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
});
