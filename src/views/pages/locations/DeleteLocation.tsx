// 'Betrieb löschen' with its confirmation (product rules ‹Location deletion›): offered only without sites
// and with the right to edit.
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

export function DeleteLocation({ name, onDelete }: { name: string; onDelete: () => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <>
      <Button variant="secondary" className="button--danger" onPress={() => setOpen(true)}>
        Betrieb löschen
      </Button>
      <Dialog title="Betrieb löschen" role="alertdialog" isOpen={open} onOpenChange={(next) => !pending && setOpen(next)}>
        <p>Möchten Sie den Betrieb "{name}" wirklich löschen?</p>
        <div className="dialog__actions">
          <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={pending} autoFocus>
            Abbrechen
          </Button>
          <Button
            className="button--danger-solid"
            isPending={pending}
            pendingLabel="Wird gelöscht …"
            onPress={async () => {
              setPending(true);
              const ok = await onDelete();
              setPending(false);
              if (ok) setOpen(false);
            }}
          >
            Löschen
          </Button>
        </div>
      </Dialog>
    </>
  );
}
