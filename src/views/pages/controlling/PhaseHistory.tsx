// A control field's phase as text with the day it began, and its state history 'Verlauf' in a dialog
// (product rules ‹Control-field lifecycle›): each phase change with the test day, the cause and who
// (a user for a create or edit, 'System' for detection). Read only.
import { useQuery } from 'urql';
import { NO_TRANSITIONS, phaseText, transitionEntry } from '../../../domain/alert-lifecycle-view.ts';
import type { AlertPhase } from '../../../domain/alert-lifecycle.ts';
import { listCutText } from '../../../domain/list-cut.ts';
import { AlertTransitionsDocument } from '../../../gateway/client/generated/graphql.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/** The newest changes shown at once; older ones are counted. */
const SHOWN = 100;

export function PhaseBadge({ phase, since }: { phase: AlertPhase; since: string | null | undefined }) {
  return <span className={`phase phase--${phase}`}>{phaseText(phase, since)}</span>;
}

export function PhaseHistoryDialog({ alert, label, onClose }: { alert: number; label: string; onClose: () => void }) {
  const [{ data, error }] = useQuery({ query: AlertTransitionsDocument, variables: { id: alert, limit: SHOWN }, requestPolicy: 'cache-and-network' });
  const rows = (data?.listAlertTransitions?.results ?? []).flatMap((t) => (t ? [t] : []));
  const cut = listCutText(rows.length, data?.listAlertTransitions?.count, 'Zustandswechseln');
  return (
    <Dialog title={`Verlauf: ${label}`} isOpen onOpenChange={(open) => !open && onClose()}>
      {error ? (
        <p className="muted">Der Verlauf konnte nicht geladen werden.</p>
      ) : !data ? (
        <Spinner label="Verlauf wird geladen …" showLabel />
      ) : rows.length === 0 ? (
        <p className="muted">{NO_TRANSITIONS}</p>
      ) : (
        <>
          {cut ? <p className="muted">{cut}</p> : null}
          <ol className="transition-list" aria-label="Zustandswechsel, neueste zuerst">
            {rows.map((t) => {
              const e = transitionEntry(t);
              return (
                <li key={t.id} className="transition-list__item">
                  <strong>{e.change}</strong>
                  <dl className="transition-list__facts">
                    <div>
                      <dt>Prüftag</dt>
                      <dd>{e.testDay}</dd>
                    </div>
                    <div>
                      <dt>Anlass</dt>
                      <dd>{e.cause}</dd>
                    </div>
                    <div>
                      <dt>Durch</dt>
                      <dd>{e.who}</dd>
                    </div>
                    <div>
                      <dt>Erfasst am</dt>
                      <dd>{e.at}</dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onClose}>
          Schließen
        </Button>
      </div>
    </Dialog>
  );
}
