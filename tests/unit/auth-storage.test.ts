import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { provideAuth } from '../../src/machines/auth/effects.ts';
import { STORAGE_KEYS, clearStorage, readSession, storageEffects, writeSession, type KeyValueStorage } from '../../src/app/auth-storage.ts';
import { ACCESS, REFRESH, farmAdmin } from '../machines/fixtures.ts';
import { flush } from '../machines/model.ts';

class MemoryStorage implements KeyValueStorage {
  map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key = (i: number) => [...this.map.keys()][i] ?? null;
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

describe('auth storage (local storage persistence)', () => {
  it('writes, reads and clears tokens, user, farm ids and survey data, leaving foreign keys', () => {
    const s = new MemoryStorage();
    s.setItem('other.app', 'x');
    s.setItem(`${STORAGE_KEYS.survey}.choices`, '[]');
    writeSession(s, { tokens: { access: ACCESS, refresh: REFRESH }, user: farmAdmin, farmIds: [1, 2] });
    expect(readSession(s)).toEqual({ tokens: { access: ACCESS, refresh: REFRESH }, user: farmAdmin, farmIds: [1, 2] });
    writeSession(s, { tokens: { access: ACCESS }, user: null, farmIds: [] });
    expect(s.getItem(STORAGE_KEYS.user)).toBeNull();
    clearStorage(s);
    expect([...s.map.keys()]).toEqual(['other.app']);
    expect(readSession(s)).toBeNull();
  });

  it('ignores corrupt entries', () => {
    const s = new MemoryStorage();
    s.setItem(STORAGE_KEYS.tokens, '{not json');
    expect(readSession(s)).toBeNull();
    s.setItem(STORAGE_KEYS.tokens, JSON.stringify({ access: ACCESS }));
    s.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'x' }));
    s.setItem(STORAGE_KEYS.farmIds, JSON.stringify(['a']));
    expect(readSession(s)).toEqual({ tokens: { access: ACCESS }, user: null, farmIds: [] });
  });

  it('drives the auth machine: restores at start, persists the user, clears on logout', async () => {
    const s = new MemoryStorage();
    writeSession(s, { tokens: { access: ACCESS, refresh: REFRESH }, user: farmAdmin, farmIds: [1, 2] });
    s.setItem(`${STORAGE_KEYS.survey}.draft`, '{}');
    const machine = provideAuth({
      ...storageEffects(s),
      login: () => Promise.reject(new Error('not used')),
      loadUser: async () => ({ ...farmAdmin, farms: [1, 2, 3] }),
    });
    const actor = createActor(machine).start();
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'ready' });
    expect(JSON.parse(s.getItem(STORAGE_KEYS.farmIds)!)).toEqual([1, 2, 3]);
    actor.send({ type: 'auth.logout' });
    expect(s.length).toBe(0);
  });
});
