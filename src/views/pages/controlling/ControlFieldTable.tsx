// The control fields of one entity (product rules ‹Entity controlling page›, ‹Control field› and
// 'Control-field cell states'): threshold, current value with its state and tooltip, differences to
// the group, optional history columns (12 months up to tomorrow, loaded only when switched on), and
// for managers 'Neues Kontrollfeld erstellen', edit and delete (with confirmation; the row is marked
// while it changes). Renders the controlFieldTable machine and the view's queries; the modals, the
// delete and the history loads are the machine's.
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { useControlFieldTableActor } from '../../../app/control-field-actors.ts';
import { INVALID_GROUP_TOOLTIP, NO_CONTROL_FIELDS, NO_VALID_GROUP, fieldLabel, historyWindow, isValidGroup, type ValueEntity } from '../../../domain/controlling-view.ts';
import { noticeFromError } from '../../../domain/errors.ts';
import { formatDate } from '../../../domain/format.ts';
import { equivalentText, thresholdText } from '../../../domain/trigger.ts';
import { toApiError } from '../../../gateway/client/errors.ts';
import { AlertStatesDocument, ControllingAlertsDocument, ControllingIncidentsDocument } from '../../../gateway/client/generated/graphql.ts';
import type { History, TableEntity } from '../../../machines/controlFieldTable/machine.ts';
import * as sel from '../../../machines/controlFieldTable/selectors.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { Tip } from '../../ui/Tip.tsx';
import { ControlFieldModal } from './ControlFieldModal.tsx';
import { PhaseBadge, PhaseHistoryDialog } from './PhaseHistory.tsx';
import { Placeholder } from './Placeholder.tsx';
import { ValueCell, Differences } from './ValueCell.tsx';
import { alertOf, useCatalogue, useGroups } from './data.ts';

export function ControlFieldTable({ entity, manager }: { entity: TableEntity; manager: boolean }) {
  const window = useMemo(() => historyWindow(), []);
  const actor = useControlFieldTableActor({ entity, window });
  const [{ data, error, fetching }, reloadAlerts] = useQuery({ query: ControllingAlertsDocument, variables: { limit: 1000, ...entity } });
  const { catalogue } = useCatalogue();
  const [incidentData] = useQuery({ query: ControllingIncidentsDocument, variables: { limit: 1000, ...entity, observed_from: window.oldest_date } });
  const history = useSelector(actor, sel.isHistoryOn);
  const past = useSelector(actor, sel.pastValues);
  const historyLoading = useSelector(actor, sel.isHistoryLoading);
  const changing = useSelector(actor, sel.changingRows, sel.sameRows);
  const notice = useSelector(actor, sel.deleteNotice);
  const editing = useSelector(actor, sel.isEditing);
  const edited = useSelector(actor, sel.editedField);
  const asked = useSelector(actor, sel.deleteQuestion);
  // Whose 'Verlauf' is open (read only, so the view's own state).
  const [historyOf, setHistoryOf] = useState<{ id: number; label: string } | null>(null);

  const alerts = useMemo(() => (data?.listAlerts?.results ?? []).flatMap((a) => (a ? [alertOf(a)] : [])), [data]);
  const fields = useMemo(() => [...new Set(alerts.map((a) => a.field))].sort(), [alerts]);
  const groupIds = useMemo(() => [...new Set(alerts.flatMap((a) => (a.comparison_group === null ? [] : [a.comparison_group])))].sort((a, b) => a - b), [alerts]);
  // The groups the control fields name, by id: a missing one is invalid ('Ungültige Vergleichgruppe(n)').
  const { groups } = useGroups(data ? groupIds : null);
  const validGroups = useMemo(() => new Set((groups ?? []).map((g) => g.id)), [groups]);
  // The history columns follow the watched fields and their groups (the machine loads them again when these change).
  useEffect(() => actor.send({ type: 'table.sources', fields, groups: groupIds }), [actor, fields, groupIds]);

  // Where each control field stands now, as the server's detection decides it (same date, same values).
  const [current, reloadStates] = useQuery({ query: AlertStatesDocument, variables: entity });
  const states = useMemo(
    () => (current.data ? new Map((current.data.listAlertStates?.results ?? []).flatMap((r) => (r ? [[r.alert, r] as const] : []))) : null),
    [current.data],
  );

  const incidentDates = useMemo(() => {
    const set = new Set<string>();
    for (const i of incidentData.data?.listIncidents?.results ?? []) if (i?.alert) set.add(`${i.alert}|${i.observed}`);
    return set;
  }, [incidentData.data]);

  // After a save or a delete the table reads its control fields and their states again.
  const refresh = useCallback(() => {
    reloadAlerts({ requestPolicy: 'network-only' });
    reloadStates({ requestPolicy: 'network-only' });
  }, [reloadAlerts, reloadStates]);
  useEffect(() => {
    const changed = actor.on('controlFields.changed', refresh);
    return () => changed.unsubscribe();
  }, [actor, refresh]);
  const closeModal = useCallback((savedId: number | null) => actor.send(savedId === null ? { type: 'dialog.close' } : { type: 'field.saved', id: savedId }), [actor]);

  if (error) return <Notice kind="error" title="Die Kontrollfelder konnten nicht geladen werden.">{noticeFromError(toApiError(error))?.message}</Notice>;
  if (!data || !catalogue || !groups) return <ControlFieldsLoading type={entity.entity_type} />;
  const ready = states;
  const observed = states ? ([...states.values()].find((r) => r.observed)?.observed ?? null) : null;
  const historyDates = past ? past.own.dates : [];
  const options = [...catalogue.values()];
  const precision = (field: string) => catalogue.get(field)?.precision ?? 2;
  const currentLabel = observed ? `Aktuell (${formatDate(observed)})` : 'Aktuell';

  return (
    <div className="panel stack">
      <div className="controlling__toolbar">
        <h2>Kontrollfelder</h2>
        <Switch isSelected={history} onChange={(on) => actor.send({ type: 'history.toggle', on })}>
          Historische Werte anzeigen
        </Switch>
        {manager ? <Button onPress={() => actor.send({ type: 'field.create' })}>Neues Kontrollfeld erstellen</Button> : null}
      </div>
      {notice ? <Notice kind="error">{notice}</Notice> : null}
      {alerts.length === 0 ? (
        <p className="muted">{NO_CONTROL_FIELDS}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Kontrollfelder" tabIndex={0}>
          <table className="data-table card-table">
            <thead>
              <tr>
                <th scope="col">Kontrollfeld</th>
                <th scope="col">Schwellenwert</th>
                <th scope="col">Zustand</th>
                <th scope="col">Aktuell{observed ? <span className="data-table__date">{formatDate(observed)}</span> : null}</th>
                <th scope="col">Diff. Prozentual</th>
                <th scope="col">Diff. Absolut</th>
                {historyDates.map((d) => (
                  <th scope="col" key={d}>{formatDate(d)}</th>
                ))}
                {manager ? <th scope="col">Aktionen</th> : null}
              </tr>
            </thead>
            <tbody>
              {alerts.map((alert) => {
                const label = fieldLabel(catalogue, alert.field);
                const valid = isValidGroup(alert.comparison_group, validGroups);
                const groupName = groups.find((g) => g.id === alert.comparison_group)?.name;
                const state = ready?.get(alert.id);
                const own = state?.value ?? null;
                const groupValue = valid ? (state?.group_value ?? null) : null;
                const equivalent = equivalentText(alert, groupValue, precision(alert.field));
                const busy = changing.includes(alert.id);
                const base = { threshold: alert, higherIsBetter: catalogue.get(alert.field)?.evaluation, precision: precision(alert.field) };
                return (
                  <tr key={alert.id} className={busy ? 'is-changing' : undefined} aria-busy={busy || undefined}>
                    <th scope="row">
                      {label}
                      {alert.problem ? (
                        <Tip tip={[alert.problem]} className="warning-mark"> ⚠</Tip>
                      ) : null}
                      {busy ? <span className="muted"> (wird geändert …)</span> : null}
                    </th>
                    <td className="data-table__threshold" data-label="Schwellenwert">
                      <span>
                        {equivalent ? <Tip tip={[equivalent]}>{thresholdText(alert, precision(alert.field))}</Tip> : thresholdText(alert, precision(alert.field))}
                        <br />
                        {valid ? (
                          <span className="muted">{groupName}</span>
                        ) : (
                          <Tip tip={[INVALID_GROUP_TOOLTIP]} className="warning-text">⚠ {NO_VALID_GROUP}</Tip>
                        )}
                      </span>
                    </td>
                    <td className="data-table__phase" data-label="Zustand">
                      <span>
                        <PhaseBadge phase={alert.phase} since={alert.phase_since} />
                        <Button variant="quiet" className="phase-history-button" onPress={() => setHistoryOf({ id: alert.id, label })} aria-label={`Verlauf anzeigen: ${label}`}>
                          Verlauf
                        </Button>
                      </span>
                    </td>
                    {ready ? (
                      <>
                        <td data-label={currentLabel}><ValueCell {...base} value={own} groupValue={groupValue} date={state?.observed ?? null} hasIncident={!!alert.last_incident && alert.last_incident.observed === state?.observed} /></td>
                        <Differences value={own} groupValue={groupValue} precision={precision(alert.field)} />
                      </>
                    ) : (
                      <td colSpan={3} data-label="Aktuell" className="data-table__values-loading">{current.error ? 'Werte konnten nicht geladen werden.' : <Spinner label="Werte werden geladen …" />}</td>
                    )}
                    {historyDates.map((d) => {
                      const gv = past && valid ? nearest(past.byGroup[alert.comparison_group!] ?? null, d, alert.field) : null;
                      return (
                        <td key={d} data-label={formatDate(d)}>
                          <ValueCell {...base} value={past?.own.byDate[d]?.[alert.field] ?? null} groupValue={gv} date={d} hasIncident={incidentDates.has(`${alert.id}|${d}`)} />
                        </td>
                      );
                    })}
                    {manager ? (
                      <td className="data-table__tools">
                        <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'field.edit', alert })} aria-label={`Kontrollfeld bearbeiten: ${label}`}>
                          Bearbeiten
                        </Button>
                        <Button variant="quiet" isDisabled={busy} onPress={() => actor.send({ type: 'field.delete', alert })} aria-label={`Kontrollfeld löschen: ${label}`}>
                          Löschen
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {historyLoading ? <Spinner label="Historische Werte werden geladen …" showLabel /> : null}
      {fetching ? <span className="visually-hidden" role="status">Kontrollfelder werden aktualisiert</span> : null}
      {editing ? (
        <ControlFieldModal
          entity={entity}
          alert={edited}
          catalogue={options}
          watched={alerts.map((a) => a.field)}
          onClose={closeModal}
        />
      ) : null}
      {historyOf ? <PhaseHistoryDialog alert={historyOf.id} label={historyOf.label} onClose={() => setHistoryOf(null)} /> : null}
      {asked ? (
        <Dialog title="Bitte bestätigen" role="alertdialog" isOpen onOpenChange={(open) => !open && actor.send({ type: 'dialog.close' })}>
          <p>Möchten Sie das Kontrollfeld "{fieldLabel(catalogue, asked.field)}" wirklich löschen?</p>
          <div className="dialog__actions">
            <Button variant="secondary" onPress={() => actor.send({ type: 'dialog.close' })}>
              Abbrechen
            </Button>
            <Button className="button--danger-solid" onPress={() => actor.send({ type: 'delete.confirm' })}>
              Löschen
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

/**
 * The panel while the control fields load: as high as with one of them for a site, as with none for a
 * farm or location (control fields watch sites, mostly).
 */
export function ControlFieldsLoading({ type }: { type: ValueEntity }) {
  return (
    <div className="panel stack">
      <div className="controlling__toolbar">
        <h2>Kontrollfelder</h2>
      </div>
      <Placeholder kind={type === 'site' ? 'control-fields' : 'control-fields-none'} label="Kontrollfelder werden geladen …" />
    </div>
  );
}

/** The group's value on the entity's report date: its newest answer on or before that date. */
function nearest(history: History | null, date: string, field: string): number | null {
  const d = history?.dates.find((x) => x <= date);
  return d ? (history!.byDate[d]?.[field] ?? null) : null;
}

