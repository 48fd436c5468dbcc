// /{associations|farms|locations|sites}/{id}/controlling 'Kontrollfeld-Überwachung' (product rules ‹Entity controlling page›
// 'Entity controlling page'): heading with the entity, back link, the 404 rules, the message for
// associations, the control-field table, the silences covering the entity and its incident history.
import { useQuery } from 'urql';
import { ONLY_SITES, UNKNOWN_ENTITY } from '../../../domain/controlling-view.ts';
import { entityFlags } from '../../../domain/entity-flags.ts';
import { entityOfSegment } from '../../../domain/entity-param.ts';
import { ENTITY_TYPE_LABELS } from '../../../domain/roles.ts';
import { routeId } from '../../../domain/route-ids.ts';
import { ControllingEntityDocument } from '../../../gateway/client/generated/graphql.ts';
import { useMayManageAlerts } from '../../hooks/useMayManageAlerts.ts';
import type { PageProps } from '../../route-types.ts';
import { Link } from '../../ui/Link.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { NotFoundPage } from '../NotFoundPage.tsx';
import { LoadFailed, isNotFound } from '../farms/LoadFailed.tsx';
import { ControlFieldTable, ControlFieldsLoading } from './ControlFieldTable.tsx';
import { IncidentHistory } from './IncidentHistory.tsx';
import { Placeholder } from './Placeholder.tsx';
import { SilenceSection } from './SilenceSection.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the page's own styles (common.md: not in styles.css)
import './controlling.css';

export function EntityControllingPage({ params }: PageProps) {
  const type = entityOfSegment(params.entity);
  const id = routeId(params.id);
  const mayManage = useMayManageAlerts();
  const [{ data, error, fetching }] = useQuery({
    query: ControllingEntityDocument,
    variables: { id: id ?? 0, ...entityFlags(type) },
    pause: type === null || id === null,
  });
  // A site without a location is covered by its farm's locations: the same query for that farm.
  const siteFarm = data?.getSite?.location === null ? data.getSite.farm : null;
  const [farmOfSite] = useQuery({
    query: ControllingEntityDocument,
    variables: { id: siteFarm ?? 0, ...entityFlags('farm') },
    pause: siteFarm === null,
  });
  if (type === null || id === null || isNotFound(error)) return <NotFoundPage />;
  if (error) return <LoadFailed error={error} title="Die Einheit konnte nicht geladen werden." />;
  if (fetching || !data) {
    // The page's frame at once, with room for the name, the control fields and the history.
    return (
      <section aria-labelledby="entity-controlling-title" className="stack controlling">
        <div>
          <Link href="/controlling">← Zurück zur Übersicht</Link>
          <h1 id="entity-controlling-title">Kontrollfeld-Überwachung</h1>
          <Placeholder kind={type === 'site' ? 'lead-one' : 'lead'} label="Einheit wird geladen …" />
        </div>
        {type === 'association' ? (
          <Notice kind="info">{ONLY_SITES}</Notice>
        ) : (
          <>
            <ControlFieldsLoading type={type} />
            <div className="panel stack">
              <h2>Meldungen der letzten 12 Monate</h2>
              <Placeholder kind="history" />
            </div>
          </>
        )}
      </section>
    );
  }
  const entity = data.getAssociation ?? data.getFarm ?? data.getLocation ?? data.getSite;
  if (!entity) return <NotFoundPage />;
  const name = ('display_name' in entity ? entity.display_name : entity.name) || UNKNOWN_ENTITY;
  // Until the site's farm is loaded the tools stay hidden (farm staff would otherwise see them flash).
  const manager = mayManage({
    type,
    id,
    siteLocation: data.getSite?.location,
    farmLocations: data.getFarm?.locations ?? farmOfSite.data?.getFarm?.locations,
  });
  return (
    <section aria-labelledby="entity-controlling-title" className="stack controlling">
      <div>
        <Link href="/controlling">← Zurück zur Übersicht</Link>
        <h1 id="entity-controlling-title">Kontrollfeld-Überwachung</h1>
        <p className="lead">
          {ENTITY_TYPE_LABELS[type]} {name}
        </p>
      </div>
      {type === 'association' ? (
        <Notice kind="info">{ONLY_SITES}</Notice>
      ) : (
        <>
          <ControlFieldTable key={`${type}:${id}`} entity={{ entity_type: type, entity_id: id }} manager={manager} />
          <SilenceSection key={`silences:${type}:${id}`} entity={{ entity_type: type, entity_id: id }} manager={manager} />
          <IncidentHistory entity={{ entity_type: type, entity_id: id }} manager={manager} />
        </>
      )}
    </section>
  );
}
