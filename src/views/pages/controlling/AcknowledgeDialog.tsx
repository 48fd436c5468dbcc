// Acknowledging an incident with a comment (beyond the spec: PATCH /incidents/{id}/), for whoever may
// manage the alert; shown in 'Aktuelle Meldungen' and in an entity's incident history. The dialog's
// workflow is the incidentAcknowledge machine; this view renders it and sends its events.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIncidentAcknowledgeActor } from '../../../app/incident-effects.ts';
import { formatDate } from '../../../domain/format.ts';
import { commentText, failure, isAcknowledged, dialogOpen, isSending } from '../../../machines/incidentAcknowledge/machine.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { Incident } from './data.ts';

/** 'bestätigt am …' with the comment, or nothing while open. */
export function AcknowledgedText({ incident }: { incident: Pick<Incident, 'acknowledged_at' | 'comment'> }) {
  if (!incident.acknowledged_at) return null;
  return (
    <span className="ack">
      <span aria-hidden="true">✔ </span>bestätigt am {formatDate(incident.acknowledged_at)}
      {incident.comment ? `: „${incident.comment}“` : ''}
    </span>
  );
}

export function AcknowledgeButton({ incident, what, onDone }: { incident: Incident; what: string; onDone: () => void }) {
  const actor = useIncidentAcknowledgeActor(incident.id, incident.comment);
  const open = useSelector(actor, dialogOpen);
  const sending = useSelector(actor, isSending);
  const acknowledged = useSelector(actor, isAcknowledged);
  const comment = useSelector(actor, commentText);
  const error = useSelector(actor, failure);
  useEffect(() => {
    const sub = actor.on('incident.acknowledged', onDone);
    return () => sub.unsubscribe();
  }, [actor, onDone]);
  if (incident.acknowledged_at || acknowledged) return null;
  return (
    <>
      <Button variant="secondary" onPress={() => actor.send({ type: 'dialog.open' })} aria-label={`Meldung bestätigen: ${what}`}>
        Bestätigen
      </Button>
      {open ? (
        <Dialog title="Meldung bestätigen" isOpen onOpenChange={(opened) => !opened && actor.send({ type: 'dialog.cancel' })}>
          <form
            className="form"
            onSubmit={(e) => {
              e.preventDefault();
              actor.send({ type: 'acknowledge.submit' });
            }}
          >
            <p>{what}</p>
            <TextField label="Kommentar" value={comment} onChange={(text) => actor.send({ type: 'comment.change', comment: text })} />
            {error ? <Notice kind="error">{error}</Notice> : null}
            <div className="dialog__actions">
              <Button variant="secondary" onPress={() => actor.send({ type: 'dialog.cancel' })}>
                Abbrechen
              </Button>
              <Button type="submit" isPending={sending}>
                Bestätigen
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}
