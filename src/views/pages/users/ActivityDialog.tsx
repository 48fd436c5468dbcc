// 'Bitte bestätigen' (product rules ‹User activity›): asks whether to deactivate/activate the user, with
// name and e-mail; Deaktivieren/Aktivieren and Abbrechen; a spinner while saving. A failure stays in
// the dialog as a message, so the person can try again or cancel.
import { useState } from 'react';
import { useAppSystem } from '../../../app/AppContext.tsx';
import { noticeFromError, type Notice as NoticeData } from '../../../domain/errors.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { notify } from '../../ui/Toast.tsx';

export interface ActivityTarget {
  id: number;
  display_name: string;
  email: string;
  is_active: boolean;
}

export function ActivityDialog({ user, onClose, onDone }: { user: ActivityTarget; onClose: () => void; onDone: (active: boolean) => void }) {
  const { effects } = useAppSystem();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<NoticeData | null>(null);
  const activate = !user.is_active;
  const verb = activate ? 'aktivieren' : 'deaktivieren';

  const confirm = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await effects.setUserActive(user.id, activate);
      notify({ title: activate ? 'Benutzer aktiviert' : 'Benutzer deaktiviert', message: `${user.display_name} (${user.email})`, level: 'success' });
      onDone(activate);
    } catch (e) {
      setFailure(noticeFromError(e));
      setSaving(false);
    }
  };

  return (
    <Dialog
      title="Bitte bestätigen"
      role="alertdialog"
      isOpen
      onOpenChange={(open) => !open && !saving && onClose()}
    >
      <p>
        Möchten Sie den Benutzer <strong>{user.display_name}</strong> ({user.email}) wirklich {verb}?
      </p>
      {failure ? (
        <Notice kind="error" title={failure.title}>
          <p className="pre-line">{failure.message}</p>
        </Notice>
      ) : null}
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onClose} isDisabled={saving}>
          Abbrechen
        </Button>
        <Button onPress={confirm} isPending={saving} pendingLabel="Wird gespeichert …">
          {activate ? 'Aktivieren' : 'Deaktivieren'}
        </Button>
      </div>
    </Dialog>
  );
}
