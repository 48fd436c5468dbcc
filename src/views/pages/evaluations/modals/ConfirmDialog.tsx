// 'Bitte bestätigen' (product rules ‹Comparison-group modals›, ‹Evaluation and group workflows›): a question, optionally the server's text above it, and
// Löschen / Abbrechen. An alertdialog: the backdrop does not dismiss it.
import { useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';

export interface ConfirmDialogProps {
  question: string;
  /** The server's refusal shown before the question (the second confirmation). */
  serverText?: string | null;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

export function ConfirmDialog({ question, serverText, onConfirm, onCancel }: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog title="Bitte bestätigen" role="alertdialog" isOpen onOpenChange={(open) => !open && !pending && onCancel()}>
      {serverText ? <p className="confirm__server-text">{serverText}</p> : null}
      <p>{question}</p>
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={pending} autoFocus>
          Abbrechen
        </Button>
        <Button
          className="button--danger-solid"
          isPending={pending}
          pendingLabel="Wird gelöscht …"
          onPress={async () => {
            setPending(true);
            try {
              await onConfirm();
            } finally {
              setPending(false);
            }
          }}
        >
          Löschen
        </Button>
      </div>
    </Dialog>
  );
}
