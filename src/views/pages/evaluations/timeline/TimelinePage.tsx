// /evaluations/{e}/fields/{f}?farm=…&kennzahlen=g,h&monate=24 (product rules ‹Timeline page›): 'Zeitreihe: {field}', 'Zeitraum: {start} bis
// {end}', a line chart per chosen figure (up to four; the route's figure first) over 12, 24 or 36
// months (one line for the entity, one per comparison group), 'Zeitreihen-Daten werden geladen...'
// while the one request runs. The choice lives in the address, so a reload keeps it. Until the data
// is there a skeleton holds the place; heading, period and charts replace it in one step.
import { lazy, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DEFAULT_FIELD_PRECISION } from '../../../../domain/constants.ts';
import { DEVIATION_MESSAGES } from '../../../../domain/deviation.ts';
import { entityFromQuery, entityQuery } from '../../../../domain/entity-param.ts';
import { entityTitle } from '../../../../domain/evaluation-report.ts';
import { evaluationGroupRefs, LOCATION_SIZE_GROUP, locationSizeAllowed } from '../../../../domain/evaluation-rules.ts';
import { formatNumber } from '../../../../domain/format.ts';
import {
  periodText,
  TIMELINE_FIELD_NOT_FOUND,
  TIMELINE_HEIGHT,
  TIMELINE_LOADING,
  TIMELINE_TEXT,
  timelineChoice,
  timelineField,
  timelineHref,
  timelineTitle,
} from '../../../../domain/timeline.ts';
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
import { TimelineChoice } from './TimelineChoice.tsx';
import { useTimeline, type TimelineRequest, type TimelineSeries } from './useTimeline.ts';

const TimelineChart = lazy(() => import('./TimelineChart.tsx'));

/** Several figures: one smaller chart each (stacked on a phone, two side by side on a wide screen). */
const SMALL_HEIGHT = 320;

const LATEST = 'Jüngster Wert je Linie';
const hasValue = (s: TimelineSeries) => s.points.some((p) => p.value !== null);

/** The newest point with a value of each series, as text (own value and each group's, never colour alone). */
function LatestValues({ series, precision }: { series: readonly TimelineSeries[]; precision: number }) {
  return (
    <dl className="timeline-latest" aria-label={LATEST}>
      {series.map((s) => {
        const last = s.points.findLast((p) => p.value !== null);
        return (
          <div key={s.id}>
            <dt>{s.name}</dt>
            <dd>{last ? `${formatNumber(last.value!, { precision })} (${last.date.slice(8, 10)}.${last.date.slice(5, 7)}.${last.date.slice(0, 4)})` : 'ohne Wert'}</dd>
          </div>
        );
      })}
    </dl>
  );
}

export function TimelinePage({ params }: PageProps) {
  const evaluationId = routeId(params.evaluation);
  const fieldName = params.field ?? '';
  const search = useSearch();
  const [, navigate] = useLocation();
  const entity = entityFromQuery(search);
  const choice = timelineChoice(fieldName, search);
  const { evaluation, error } = useEvaluation(evaluationId);
  const catalogue = useReportFields();
  const known = timelineField(catalogue, fieldName);
  const chosen = choice.figures.map((name) => timelineField(catalogue, name)).flatMap((k) => (k.kind === 'known' ? [k] : []));
  const unknownCount = catalogue ? choice.figures.length - chosen.length : 0;
  const { name: entityName, done: nameDone } = useEntityName(entity);
  const invalid = evaluationId === null || !entity || !!error || (known.kind === 'unknown' && chosen.length === 0);
  // useTimeline keys its loading by the request's content, so a fresh object per render is fine.
  const request: TimelineRequest | null =
    evaluation && entity && chosen.length && nameDone
      ? {
          entity,
          entityName: entityTitle(entity.type, entityName),
          fields: chosen.map((k) => ({ name: k.field.pythonic_name, precision: k.field.precision ?? DEFAULT_FIELD_PRECISION })),
          months: choice.months,
          // 'Gleiche Betriebsgröße' answers for a location only (the report shows why otherwise).
          groups: evaluationGroupRefs(evaluation.comparison_groups).filter((g) => g !== LOCATION_SIZE_GROUP || locationSizeAllowed(entity.type)),
        }
      : null;
  const { dates, figures, failed } = useTimeline(invalid ? null : request);
  // While the catalogue loads an ellipsis stands in (never the raw id of the address).
  const label = chosen.length ? chosen.map((k) => k.label).join(', ') : '…';
  const back = evaluationId === null ? '/evaluations' : `/evaluations/${evaluationId}${evaluation && !evaluation.entity_type ? entityQuery(entity) : ''}`;
  const loading = !invalid && !failed && (!figures || !nameDone || !catalogue);
  const series = figures?.[0]?.series ?? [];
  const drawnIds = new Set(figures?.flatMap((f) => f.series.filter(hasValue).map((s) => s.id)) ?? []);
  const legend = series.filter((s) => drawnIds.has(s.id));
  const several = chosen.length > 1;

  if (known.kind === 'unknown' && chosen.length === 0)
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
      {unknownCount > 0 ? <Notice kind="info">{TIMELINE_TEXT.unknownFigures(unknownCount)}</Notice> : null}
      {!invalid && evaluationId !== null && catalogue ? (
        <TimelineChoice
          choice={{ ...choice, figures: chosen.map((k) => k.field.pythonic_name) }}
          known={chosen.map((k) => ({ name: k.field.pythonic_name, label: k.label }))}
          catalogue={catalogue.map((f) => ({ name: f.pythonic_name, label: f.label_or_name || f.name }))}
          onChange={(c) => navigate(timelineHref(evaluationId, c, entityQuery(entity)), { replace: true })}
        />
      ) : null}
      {failed ? <Notice kind="error">{DEVIATION_MESSAGES.noData}</Notice> : null}
      {loading ? <ReportSkeleton label={TIMELINE_LOADING} /> : null}
      {figures && legend.length === 0 ? <Notice kind="info">{DEVIATION_MESSAGES.noData}</Notice> : null}
      {figures && legend.length ? (
        <>
          <ul className="timeline-legend" aria-label="Legende">
            {legend.map((s) => {
              const i = series.findIndex((x) => x.id === s.id);
              return (
                <li key={s.id}>
                  <svg width="32" height="10" aria-hidden="true">
                    <line x1="0" y1="5" x2="32" y2="5" stroke={seriesColour(i)} strokeWidth="3" strokeDasharray={seriesDash(i)} />
                  </svg>
                  {s.name}
                </li>
              );
            })}
          </ul>
          <div className={several ? 'timeline-grid' : undefined}>
            {figures.map((figure, fi) => {
              const k = chosen[fi]!;
              const precision = k.field.precision ?? DEFAULT_FIELD_PRECISION;
              const drawn = figure.series.filter(hasValue);
              const styled = drawn.map((s) => ({ ...s, style: series.findIndex((x) => x.id === s.id) }));
              const empty = figure.series.filter((s) => !hasValue(s));
              const height = several ? SMALL_HEIGHT : TIMELINE_HEIGHT;
              return (
                <section key={figure.field} className="timeline-figure stack" aria-label={k.label}>
                  {several ? <h2 className="timeline-figure__title">{k.label}</h2> : null}
                  {drawn.length === 0 ? (
                    <p className="muted">{DEVIATION_MESSAGES.noData}</p>
                  ) : (
                    <div className="chart-box" style={{ minHeight: height }} tabIndex={0} role="region" aria-label={`Liniendiagramm ${k.label}`}>
                      {/* As high as the chart before its code arrives. */}
                      <Suspense fallback={<Spinner label={TIMELINE_LOADING} showLabel />}>
                        <TimelineChart series={styled} precision={precision} height={height} compact={several} title={`${timelineTitle(k.label)}, ${periodText(dates)}`} />
                      </Suspense>
                    </div>
                  )}
                  {drawn.length ? <p className="timeline-latest__title">{LATEST}</p> : null}
                  {drawn.length ? <LatestValues series={drawn} precision={precision} /> : null}
                  {empty.length && drawn.length ? <p className="muted">Ohne Werte im Zeitraum: {empty.map((s) => s.name).join(', ')}</p> : null}
                </section>
              );
            })}
          </div>
        </>
      ) : null}
    </section>
  );
}
