// An entity's incidents of the last 12 months, newest first (beyond the spec: a site's incident
// history), each with its condition, values, acknowledgement and the silence that kept it out of the mails.
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { incidentPeriodText } from '../../../domain/alert-lifecycle-view.ts';
import { fieldLabel, historyWindow } from '../../../domain/controlling-view.ts';
import { formatDate, formatNumber } from '../../../domain/format.ts';
import { listCutText } from '../../../domain/list-cut.ts';
import { mutedIncidentText } from '../../../domain/silence.ts';
import { triggerText } from '../../../domain/trigger.ts';
import { ControllingIncidentsDocument } from '../../../gateway/client/generated/graphql.ts';
import type { ControlFieldEntity } from '../../../machines/controlFieldForm/machine.ts';
import { AcknowledgeButton, AcknowledgedText } from './AcknowledgeDialog.tsx';
import { incidentOf, useCatalogue } from './data.ts';
import { Placeholder } from './Placeholder.tsx';

export function IncidentHistory({ entity, manager }: { entity: ControlFieldEntity; manager: boolean }) {
  const window = useMemo(() => historyWindow(), []);
  const [{ data, error }, reload] = useQuery({ query: ControllingIncidentsDocument, variables: { limit: 1000, ...entity, observed_from: window.oldest_date } });
  const { catalogue } = useCatalogue();
  const incidents = useMemo(() => (data?.listIncidents?.results ?? []).flatMap((i) => (i ? [incidentOf(i)] : [])), [data]);
  // A year of a busy entity may hold more than one request brings: said, never cut silently.
  const cut = listCutText(incidents.length, data?.listIncidents?.count, 'Meldungen');
  return (
    <div className="panel stack">
      <h2>Meldungen der letzten 12 Monate</h2>
      {error ? <p className="muted">Die Meldungen konnten nicht geladen werden.</p> : null}
      {!data || !catalogue ? (
        error ? null : <Placeholder kind="history" label="Meldungen werden geladen …" />
      ) : incidents.length === 0 ? (
        <p className="muted">Keine Meldungen in den letzten 12 Monaten.</p>
      ) : (
        <>
          {cut ? <p className="muted">{cut}</p> : null}
          <ul className="incident-list">
            {incidents.map((i) => {
              const precision = catalogue.get(i.field)?.precision ?? 2;
              const what = `${fieldLabel(catalogue, i.field)} ${triggerText(i, precision)}`;
              return (
                <li key={i.id} className="incident-list__item">
                  <span>
                    <strong>{formatDate(i.observed)}</strong>: {what} (Wert {formatNumber(i.value, { precision, replacement: '–' })}
                    {i.is_relative ? `, Vergleichsgruppe ${formatNumber(i.comparison_group_value, { precision, replacement: '–' })}` : ''})
                  </span>
                  <span className="incident-period">{incidentPeriodText(i)}</span>
                  {i.muted ? (
                    <span className="incident-muted">{mutedIncidentText(i.muted.reason)}</span>
                  ) : null}
                  <AcknowledgedText incident={i} />
                  {manager ? <AcknowledgeButton incident={i} what={`${formatDate(i.observed)}: ${what}`} onDone={() => reload({ requestPolicy: 'network-only' })} /> : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
