// A location's profile state and the link offered for it (product rules ‹Farm list›, ‹Farm management›).
export type ProfileState = 'none' | 'incomplete' | 'complete';

export const profileState = (location: { active_profile?: { incomplete: boolean } | null }): ProfileState =>
  !location.active_profile ? 'none' : location.active_profile.incomplete ? 'incomplete' : 'complete';

/**
 * /farms/{id}: none → create, incomplete → complete, complete → edit; without the right to manage
 * profiles only 'Profil anschauen' when a profile exists (null: no link).
 */
export function profileLinkLabel(state: ProfileState, canManage: boolean): string | null {
  if (!canManage) return state === 'none' ? null : 'Profil anschauen';
  switch (state) {
    case 'none':
      return 'Profil erstellen';
    case 'incomplete':
      return 'Profil vervollständigen';
    case 'complete':
      return 'Profil bearbeiten';
  }
}

/** The farm list's detail pane: 'Profil bearbeiten/anschauen' when a profile exists, else 'Profil erstellen' for admins. */
export const detailPaneProfileLabel = (state: ProfileState, isAdmin: boolean): string | null =>
  state !== 'none' ? 'Profil bearbeiten/anschauen' : isAdmin ? 'Profil erstellen' : null;
