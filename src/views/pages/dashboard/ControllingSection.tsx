// The start page's Controllingsystem section: the current incidents (newest per site) first, then
// the overview counts, with the way to /controlling. On a phone at 6 a.m. this comes first.
import { useQuery } from 'urql';
import { CONTROLLING_VARIABLES, FIRST_SCREEN } from './fresh.ts';
import { CONTROLLING_PATH, DASHBOARD_TEXTS, entityControllingHref } from '../../../domain/dashboard.ts';
import { operatorFromWire } from '../../../domain/trigger.ts';
import { formatDate, formatNumber } from '../../../domain/format.ts';
import { triggerText } from '../../../domain/trigger.ts';
import { DashboardControllingDocument, type DashboardControllingQuery } from '../../../gateway/client/generated/graphql.ts';
import { LoadFailed } from '../farms/LoadFailed.tsx';
import { Link } from '../../ui/Link.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useIncidentEntity } from './EntityName.tsx';
import { useFieldCatalogue, type FieldInfo } from './useFieldCatalogue.ts';

type Incident = NonNullable<NonNullable<DashboardControllingQuery['current']>['results'][number]>;

function IncidentItem({ incident, field }: { incident: Incident; field: FieldInfo }) {
  const threshold = { ...incident, operator: operatorFromWire(incident.operator) };
  const entity = useIncidentEntity(incident.entity_type, incident.entity_id);
  return (
    <li className="dash-incident">
      <span className="dash-incident__mark" aria-hidden="true">
        !
      </span>
      <div className="dash-incident__text">
        <Link href={entityControllingHref(incident.entity_type, incident.entity_id)} className="dash-incident__entity">
          {entity.title}
        </Link>
        {entity.context ? <span className="muted">{entity.context}</span> : null}
        <span>
          {field.label} {triggerText(threshold, field.precision)}
          {incident.value !== null && incident.value !== undefined ? ` (Wert ${formatNumber(incident.value, { precision: field.precision })})` : ''}
        </span>
        <span className="muted">Gemeldet am {formatDate(incident.observed)}</span>
      </div>
    </li>
  );
}

function Count({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <div className="dash-counts__item">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value === undefined ? '…' : formatNumber(value, { precision: 0 })}</dd>
    </div>
  );
}

export function ControllingSection() {
  const [result] = useQuery({ query: DashboardControllingDocument, variables: CONTROLLING_VARIABLES, context: FIRST_SCREEN });
  const fieldInfo = useFieldCatalogue();
  const incidents = (result.data?.current?.results ?? []).filter((i): i is Incident => !!i);
  const total = result.data?.current?.count ?? 0;
  return (
    <section className="dash-section panel stack" aria-labelledby="dash-controlling">
      <h2 id="dash-controlling">{DASHBOARD_TEXTS.controlling}</h2>
      {result.error ? <LoadFailed error={result.error} title="Das Controllingsystem konnte nicht geladen werden." /> : null}
      {(result.fetching && !result.data) || !fieldInfo ? <Spinner label="Meldungen werden geladen …" showLabel /> : null}
      {result.data && fieldInfo ? (
        <>
          <h3 className="dash-subtitle">Aktuelle Meldungen</h3>
          {incidents.length === 0 ? (
            <p className="dash-ok">
              <span aria-hidden="true">✓ </span>
              {DASHBOARD_TEXTS.noIncidents}
            </p>
          ) : (
            <ul className="dash-incidents" aria-label="Aktuelle Meldungen">
              {incidents.map((i) => (
                <IncidentItem key={i.id} incident={i} field={fieldInfo(i.field)} />
              ))}
            </ul>
          )}
          {total > incidents.length ? <p className="muted">und {formatNumber(total - incidents.length, { precision: 0 })} weitere im Controllingsystem</p> : null}
          <dl className="dash-counts">
            <Count label="Aktuelle Meldungen" value={result.data.current?.count} testId="dash-incident-count" />
            <Count label="Kontrollfelder, gesamt" value={result.data.alerts?.count} testId="dash-alert-count" />
            <Count label="aktive Benachrichtigungen" value={result.data.notifying?.count} testId="dash-notifying-count" />
          </dl>
          <Link variant="button-secondary" href={CONTROLLING_PATH}>
            Zum Controllingsystem
          </Link>
        </>
      ) : null}
    </section>
  );
}
