import { describe, expect, it } from 'vitest';
import { headerMenuEntries, headerMenuLabel, MAIN_NAVIGATION, type MenuUser } from '../../src/domain/menu.ts';
import type { AccountType } from '../../src/domain/roles.ts';

const user = (account_type: AccountType | null, farms: number[], is_superuser = false): MenuUser => ({ account_type, farms, is_superuser });
const labels = (u: MenuUser) => headerMenuEntries(u).map((e) => e.label);

describe('headerMenuLabel', () => {
  it('reads Super-Administration for a superuser', () => {
    expect(headerMenuLabel(user('association_admin', [], true))).toEqual({ label: 'Super-Administration', icon: null });
    expect(headerMenuLabel(user('farm_staff', [], true)).label).toBe('Super-Administration');
  });
  it('reads Administration for association and farm admins', () => {
    expect(headerMenuLabel(user('association_admin', [])).label).toBe('Administration');
    expect(headerMenuLabel(user('farm_admin', [1])).label).toBe('Administration');
  });
  it('reads Profil with a user icon for everyone else', () => {
    for (const t of ['association_member', 'farm_staff', null] as const) {
      expect(headerMenuLabel(user(t, [1]))).toEqual({ label: 'Profil', icon: 'user' });
    }
  });
});

describe('headerMenuEntries', () => {
  it('offers a disabled entry without farms', () => {
    const [first] = headerMenuEntries(user('association_member', []));
    expect(first).toEqual({ id: 'no-farms', label: 'Noch keine LDWUs vorhanden', disabled: true });
  });
  it('links one farm to its page: verwalten for a farm admin, anschauen for others', () => {
    expect(headerMenuEntries(user('farm_admin', [7]))[0]).toEqual({ id: 'farm', label: 'LDWU verwalten', href: '/farms/7' });
    expect(headerMenuEntries(user('farm_staff', [7]))[0]).toEqual({ id: 'farm', label: 'LDWU anschauen', href: '/farms/7' });
    expect(headerMenuEntries(user('association_admin', [7]))[0]).toMatchObject({ label: 'LDWU anschauen', href: '/farms/7' });
  });
  it('links several farms to the list', () => {
    expect(headerMenuEntries(user('farm_admin', [1, 2]))[0]).toEqual({ id: 'farms', label: 'LDWUs verwalten', href: '/farms' });
    expect(headerMenuEntries(user('association_member', [1, 2]))[0]).toEqual({ id: 'farms', label: 'LDWUs anschauen', href: '/farms' });
  });
  it('gives each role its entries in order', () => {
    expect(labels(user('farm_staff', [1]))).toEqual(['LDWU anschauen', 'Profil bearbeiten', 'Ausloggen']);
    expect(labels(user(null, [1]))).toEqual(['LDWU anschauen', 'Profil bearbeiten', 'Ausloggen']);
    expect(labels(user('farm_admin', [1]))).toEqual(['LDWU verwalten', 'Benutzerverwaltung', 'Daten exportieren', 'Ausloggen']);
    expect(labels(user('association_member', [1, 2]))).toEqual(['LDWUs anschauen', 'Benutzerverwaltung', 'Verbandsranking', 'Ausloggen']);
    expect(labels(user('association_admin', [1, 2]))).toEqual(['LDWUs anschauen', 'Benutzerverwaltung', 'Verbandsranking', 'Daten exportieren', 'Daten importieren', 'Ausloggen']);
    // A superuser exports and imports whatever the account type says.
    expect(labels(user('association_member', [1, 2], true))).toEqual(['LDWUs anschauen', 'Benutzerverwaltung', 'Verbandsranking', 'Daten exportieren', 'Daten importieren', 'Ausloggen']);
  });
  it('ends with the logout action and links profile, users and export to their routes', () => {
    const all = [...headerMenuEntries(user('farm_staff', [1])), ...headerMenuEntries(user('association_admin', [1]))];
    expect(all.find((e) => e.id === 'profile')).toMatchObject({ href: '/profile' });
    expect(all.find((e) => e.id === 'users')).toMatchObject({ href: '/users' });
    expect(all.find((e) => e.id === 'data-export')).toMatchObject({ href: '/data-export' });
    expect(all.find((e) => e.id === 'data-import')).toMatchObject({ label: 'Daten importieren', href: '/data-import' });
    // Farm admins export but do not import (the upload is for association admins and superusers).
    expect(headerMenuEntries(user('farm_admin', [1])).map((e) => e.id)).not.toContain('data-import');
    expect(headerMenuEntries(user('farm_staff', [])).at(-1)).toEqual({ id: 'logout', label: 'Ausloggen', action: 'logout' });
  });
});

describe('MAIN_NAVIGATION', () => {
  it('lists Auswertungen and Controllingsystem', () => {
    expect(MAIN_NAVIGATION).toEqual([
      { label: 'Auswertungen', href: '/evaluations' },
      { label: 'Controllingsystem', href: '/controlling' },
    ]);
  });
});
