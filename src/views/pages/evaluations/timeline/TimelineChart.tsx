// The timeline line chart (product rules ‹Timeline page›, ‹Business constants and limits›): 12, 24 or 36 months, one line per series, German month and
// number formats, 600 px high for one figure (smaller when several are shown); the legend is a
// horizontal, wrapping list on the page (text, not colour alone: each line also has its own dash
// pattern, kept per series across the figures). Loaded lazily.
import { ResponsiveLine } from '@nivo/line';
import { formatDate, formatNumber, GERMAN_MONTH_ABBREVIATIONS } from '../../../../domain/format.ts';
import { seriesColour, seriesDash, TIMELINE_LINE_WIDTH } from './series-style.ts';
import type { TimelineSeries } from './useTimeline.ts';


const monthLabel = (iso: string) => {
  const [y, m] = iso.split('-');
  return `${GERMAN_MONTH_ABBREVIATIONS[Number(m) - 1]} ${y!.slice(2)}`;
};

type Styled = TimelineSeries & { style: number };

export default function TimelineChart({ series, precision, title, height, compact }: { series: readonly Styled[]; precision: number; title: string; height: number; compact: boolean }) {
  const data = series.map((s) => ({ id: s.name, data: s.points.map((p) => ({ x: p.date, y: p.value })) }));
  const dashOf = new Map(series.map((s) => [s.name, seriesDash(s.style)]));
  const colourOf = new Map(series.map((s) => [s.name, seriesColour(s.style)]));
  const dates = series[0]?.points.map((p) => p.date) ?? [];
  // A tick every month up to 12 points (6 when small), else every 2nd, 3rd, … month.
  const step = Math.max(1, Math.ceil(dates.length / (compact ? 6 : 12)));
  const ticks = dates.filter((_, k) => (dates.length - 1 - k) % step === 0);
  return (
    <div style={{ height }} className={compact ? 'timeline-chart timeline-chart--small' : 'timeline-chart'}>
      <ResponsiveLine
        data={data}
        margin={compact ? { top: 12, right: 12, bottom: 48, left: 52 } : { top: 20, right: 24, bottom: 56, left: 64 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 'auto', max: 'auto', nice: true }}
        axisBottom={{ format: (v) => monthLabel(String(v)), tickRotation: -40, tickValues: ticks }}
        axisLeft={{ format: (v) => formatNumber(Number(v), { precision: Math.min(precision, 2) }), tickValues: compact ? 4 : undefined }}
        colors={(s) => colourOf.get(String(s.id)) ?? seriesColour(0)}
        lineWidth={TIMELINE_LINE_WIDTH}
        pointSize={dates.length > 12 || compact ? 4 : 7}
        enableSlices="x"
        // oxlint-disable-next-line react/no-unstable-nested-components -- nivo's render prop
        sliceTooltip={({ slice }) => (
          <div className="chart-tooltip">
            <strong>{formatDate(String(slice.points[0]?.data.x ?? ''))}</strong>
            {slice.points.map((p) => (
              <div key={p.id}>
                {p.seriesId}: {formatNumber(Number(p.data.y), { precision })}
              </div>
            ))}
          </div>
        )}
        layers={[
          'grid',
          'axes',
          // oxlint-disable-next-line react/no-unstable-nested-components -- nivo's custom layer
          ({ series: drawn, lineGenerator }) => (
            <g>
              {drawn.map((s) => (
                <path
                  key={s.id}
                  className="timeline-line"
                  d={lineGenerator(s.data.map((d) => d.position)) ?? ''}
                  fill="none"
                  stroke={s.color}
                  strokeWidth={TIMELINE_LINE_WIDTH}
                  strokeDasharray={dashOf.get(String(s.id))}
                />
              ))}
            </g>
          ),
          'points',
          'slices',
          'mesh',
        ]}
        animate={false}
        role="img"
        ariaLabel={title}
      />
    </div>
  );
}
