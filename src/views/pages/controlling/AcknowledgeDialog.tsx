// Acknowledging an incident with a comment (beyond the spec: PATCH /incidents/{id}/), for whoever may
// manage the alert; shown in 'Aktuelle Meldungen' and in an entity's incident history.
import { useState } from 'react';
import { useIncidentEffects } from '../../../app/incident-effects.ts';
import { noticeFromError } from '../../../domain/errors.ts';
import { formatDate } from '../../../domain/format.ts';
import { toApiError } from '../../../gateway/client/errors.ts';
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
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState(incident.comment);
  const { acknowledgeIncident } = useIncidentEffects();
  const [fetching, setFetching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (incident.acknowledged_at) return null;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)} aria-label={`Meldung bestätigen: ${what}`}>
        Bestätigen
      </Button>
      {open ? (
        <Dialog title="Meldung bestätigen" isOpen onOpenChange={setOpen}>
          <form
            className="form"
            onSubmit={async (e) => {
              e.preventDefault();
              setFetching(true);
              try {
                await acknowledgeIncident(incident.id, comment.trim());
              } catch (failure) {
                return setError(noticeFromError(toApiError(failure))?.message ?? 'Die Meldung konnte nicht bestätigt werden.');
              } finally {
                setFetching(false);
              }
              setOpen(false);
              onDone();
            }}
          >
            <p>{what}</p>
            <TextField label="Kommentar" value={comment} onChange={setComment} />
            {error ? <Notice kind="error">{error}</Notice> : null}
            <div className="dialog__actions">
              <Button variant="secondary" onPress={() => setOpen(false)}>
                Abbrechen
              </Button>
              <Button type="submit" isPending={fetching}>
                Bestätigen
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}
