// /evaluations/{e}/fields/{f}?farm=… (product rules ‹Timeline page›): 'Zeitreihe: {field}', 'Zeitraum: {start} bis
// {end}', a line chart of the last 12 months (one line for the entity, one per comparison group),
// 'Zeitreihen-Daten werden geladen...' while the spaced requests run. Until then a skeleton holds
// the place; heading, period and chart replace it in one step (keyed apart), so nothing jumps.
import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { DEFAULT_FIELD_PRECISION } from '../../../../domain/constants.ts';
import { DEVIATION_MESSAGES } from '../../../../domain/deviation.ts';
import { entityFromQuery, entityQuery } from '../../../../domain/entity-param.ts';
import { entityTitle } from '../../../../domain/evaluation-report.ts';
import { evaluationGroupRefs, LOCATION_SIZE_GROUP, locationSizeAllowed } from '../../../../domain/evaluation-rules.ts';
import { periodText, TIMELINE_FIELD_NOT_FOUND, TIMELINE_HEIGHT, TIMELINE_LOADING, timelineField, timelineTitle } from '../../../../domain/timeline.ts';
import { routeId } from '../../../../domain/route-ids.ts';
import type { PageProps } from '../../../route-types.ts';
import { Link } from '../../../ui/Link.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the pages' own stylesheet
import '../evaluation-detail.css';
import { ReportSkeleton } from '../detail/ReportSkeleton.tsx';
import { useEntityName, useEvaluation, useReportFields } from '../detail/useReportData.ts';
import { seriesColour, seriesDash } from './series-style.ts';
import { useTimeline, type TimelineRequest } from './useTimeline.ts';

const TimelineChart = lazy(() => import('./TimelineChart.tsx'));

export function TimelinePage({ params }: PageProps) {
  const evaluationId = routeId(params.evaluation);
  const fieldName = params.field ?? '';
  const entity = entityFromQuery(useSearch());
  const { evaluation, error } = useEvaluation(evaluationId);
  const known = timelineField(useReportFields(), fieldName);
  const field = known.kind === 'known' ? known.field : null;
  const { name: entityName, done: nameDone } = useEntityName(entity);
  const invalid = evaluationId === null || !entity || !!error || known.kind === 'unknown';
  const precision = field?.precision ?? DEFAULT_FIELD_PRECISION;
  // useTimeline keys its loading by the request's content, so a fresh object per render is fine.
  const request: TimelineRequest | null =
      evaluation && entity && field && nameDone
        ? {
            entity,
            entityName: entityTitle(entity.type, entityName),
            field: field.pythonic_name,
            precision,
            filter: null,
            // 'Gleiche Betriebsgröße' answers for a location only (the report shows why otherwise).
            groups: evaluationGroupRefs(evaluation.comparison_groups).filter((g) => g !== LOCATION_SIZE_GROUP || locationSizeAllowed(entity.type)),
          }
        : null;
  const { dates, series } = useTimeline(invalid ? null : request);
  // While the catalogue loads an ellipsis stands in (never the raw id of the address).
  const label = known.kind === 'known' ? known.label : '…';
  const back = evaluationId === null ? '/evaluations' : `/evaluations/${evaluationId}${evaluation && !evaluation.entity_type ? entityQuery(entity) : ''}`;
  const loading = !invalid && (!series || !nameDone || known.kind !== 'known');
  const drawn = series?.filter((s) => s.points.some((p) => p.value !== null)) ?? [];
  const empty = series?.filter((s) => s.points.every((p) => p.value === null)) ?? [];

  if (known.kind === 'unknown')
    return (
      <section aria-labelledby="timeline-title" className="stack evaluation-detail">
        <div className="evaluation-detail__head">
          <Link href={back}>Zurück zur Auswertung</Link>
          <h1 id="timeline-title">{TIMELINE_FIELD_NOT_FOUND.title}</h1>
        </div>
        <Notice kind="error">{TIMELINE_FIELD_NOT_FOUND.text}</Notice>
      </section>
    );
  return (
    <section aria-labelledby="timeline-title" className="stack evaluation-detail">
      <div className="evaluation-detail__head">
        <Link href={back}>Zurück zur Auswertung</Link>
        <h1 key={loading ? 'loading' : 'ready'} id="timeline-title">
          {loading ? timelineTitle('…') : timelineTitle(label)}
        </h1>
        {entity && !invalid && !loading ? <p className="lead">Für {entityTitle(entity.type, entityName)}</p> : null}
        {loading ? null : <p className="muted">{periodText(dates)}</p>}
      </div>
      {invalid ? <Notice kind="error">{DEVIATION_MESSAGES.invalidReferences}</Notice> : null}
      {loading ? <ReportSkeleton label={TIMELINE_LOADING} /> : null}
      {series && drawn.length === 0 ? <Notice kind="info">{DEVIATION_MESSAGES.noData}</Notice> : null}
      {drawn.length ? (
        <>
          <ul className="timeline-legend" aria-label="Legende">
            {drawn.map((s, i) => (
              <li key={s.id}>
                <svg width="32" height="10" aria-hidden="true">
                  <line x1="0" y1="5" x2="32" y2="5" stroke={seriesColour(i)} strokeWidth="3" strokeDasharray={seriesDash(i)} />
                </svg>
                {s.name}
              </li>
            ))}
          </ul>
          {/* As high as the chart before its code arrives. */}
          <div className="chart-box" style={{ minHeight: TIMELINE_HEIGHT }} tabIndex={0} role="region" aria-label={`Liniendiagramm ${label}`}>
            <Suspense fallback={<Spinner label={TIMELINE_LOADING} showLabel />}>
              <TimelineChart series={drawn} precision={precision} title={`${timelineTitle(label)}, ${periodText(dates)}`} />
            </Suspense>
          </div>
          {empty.length ? <p className="muted">Ohne Werte im Zeitraum: {empty.map((s) => s.name).join(', ')}</p> : null}
        </>
      ) : null}
    </section>
  );
}
