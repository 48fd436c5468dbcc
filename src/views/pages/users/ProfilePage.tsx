// /profile 'Eigenen Benutzer bearbeiten' (product rules ‹User form›): the user form for the signed-in user, without
// the deactivate button; cancel and success go home.
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useAppSystem } from '../../../app/AppContext.tsx';
import { useCurrentUser } from '../../../app/hooks.ts';
import { HOME_PATH } from '../../../domain/navigation.ts';
import { mayEditUser } from '../../../domain/user-rules.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { notify } from '../../ui/Toast.tsx';
import { UserFormPanel } from './UserFormPanel.tsx';

export function ProfilePage() {
  const me = useCurrentUser();
  const { auth } = useAppSystem();
  const [, navigate] = useLocation();
  const home = useCallback(() => navigate(HOME_PATH), [navigate]);
  const saved = useCallback(() => {
    notify({ title: 'Benutzer gespeichert', message: '', level: 'success' });
    // The header and the stored session show the new name.
    auth.send({ type: 'auth.user.reload' });
    navigate(HOME_PATH);
  }, [auth, navigate]);
  if (!me) return null;
  return (
    <article className="page-card stack profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title">Eigenen Benutzer bearbeiten</h1>
      {mayEditUser(me, me) ? (
        <UserFormPanel editing={{ kind: 'profile', userId: me.id }} editor={me} onCancel={home} onSaved={saved} hideTitle />
      ) : (
        // The restriction flag (self_edit_locked): the server would refuse every save.
        <Notice kind="info" title="Ihr Benutzer ist für eigene Änderungen gesperrt.">
          <p>Wenden Sie sich an einen Administrator, um Ihre Daten zu ändern.</p>
          <Button variant="secondary" onPress={home}>
            Zurück zur Übersicht
          </Button>
        </Notice>
      )}
    </article>
  );
}
