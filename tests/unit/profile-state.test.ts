import { describe, expect, it } from 'vitest';
import { detailPaneProfileLabel, profileLinkLabel, profileState } from '../../src/domain/profile-state.ts';

describe('profile state links (product rules ‹Farm management›)', () => {
  it('derives the state from the active profile', () => {
    expect(profileState({ active_profile: null })).toBe('none');
    expect(profileState({ active_profile: { incomplete: true } })).toBe('incomplete');
    expect(profileState({ active_profile: { incomplete: false } })).toBe('complete');
  });
  it('offers create, complete, edit to managers and only view to others', () => {
    expect(profileLinkLabel('none', true)).toBe('Profil erstellen');
    expect(profileLinkLabel('incomplete', true)).toBe('Profil vervollständigen');
    expect(profileLinkLabel('complete', true)).toBe('Profil bearbeiten');
    expect(profileLinkLabel('none', false)).toBeNull();
    expect(profileLinkLabel('incomplete', false)).toBe('Profil anschauen');
    expect(profileLinkLabel('complete', false)).toBe('Profil anschauen');
  });
  it('the list pane offers view/edit for an existing profile and create only to admins', () => {
    expect(detailPaneProfileLabel('complete', false)).toBe('Profil bearbeiten/anschauen');
    expect(detailPaneProfileLabel('none', true)).toBe('Profil erstellen');
    expect(detailPaneProfileLabel('none', false)).toBeNull();
  });
});
