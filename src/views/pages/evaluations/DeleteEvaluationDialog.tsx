// 'Möchten Sie ... wirklich löschen?' (product rules ‹Evaluations list›): an alertdialog; the delete runs from here and a
// refusal shows the server's message in place.
import { useState } from 'react';
import { deleteQuestion } from '../../../domain/evaluation-list.ts';
import { noticeFromError } from '../../../domain/errors.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Notice } from '../../ui/Notice.tsx';

interface Props {
  name: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function DeleteEvaluationDialog({ name, onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (e) {
      setError(noticeFromError(e, 'Auswertung nicht gelöscht')?.message ?? null);
      setBusy(false);
    }
  };
  return (
    <Dialog title="Auswertung löschen" role="alertdialog" isOpen onOpenChange={(open) => !open && !busy && onClose()}>
      <p>{deleteQuestion(name)}</p>
      {error ? (
        <Notice kind="error" title="Auswertung nicht gelöscht">
          <p>{error}</p>
        </Notice>
      ) : null}
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onClose} isDisabled={busy} autoFocus>
          Abbrechen
        </Button>
        <Button variant="primary" className="button--danger-solid" onPress={confirm} isPending={busy} pendingLabel="Wird gelöscht …">
          Löschen
        </Button>
      </div>
    </Dialog>
  );
}
