// The timeline line chart (product rules ‹Timeline page›, ‹Business constants and limits›): 12 months, one line per series, German month and number
// formats, 600 px high; the legend is a horizontal, wrapping list below (text, not colour alone:
// each line also has its own dash pattern). Loaded lazily.
import { ResponsiveLine } from '@nivo/line';
import { formatDate, formatNumber, GERMAN_MONTH_ABBREVIATIONS } from '../../../../domain/format.ts';
import { TIMELINE_HEIGHT } from '../../../../domain/timeline.ts';
import { SERIES_COLOURS, seriesDash, TIMELINE_LINE_WIDTH } from './series-style.ts';
import type { TimelineSeries } from './useTimeline.ts';


const monthLabel = (iso: string) => {
  const [y, m] = iso.split('-');
  return `${GERMAN_MONTH_ABBREVIATIONS[Number(m) - 1]} ${y!.slice(2)}`;
};

export default function TimelineChart({ series, precision, title }: { series: readonly TimelineSeries[]; precision: number; title: string }) {
  const data = series.map((s) => ({ id: s.name, data: s.points.map((p) => ({ x: p.date, y: p.value })) }));
  const dashOf = new Map(series.map((s, i) => [s.name, seriesDash(i)]));
  return (
    <div style={{ height: TIMELINE_HEIGHT }} className="timeline-chart">
      <ResponsiveLine
        data={data}
        margin={{ top: 20, right: 24, bottom: 56, left: 64 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 'auto', max: 'auto', nice: true }}
        axisBottom={{ format: (v) => monthLabel(String(v)), tickRotation: -40 }}
        axisLeft={{ format: (v) => formatNumber(Number(v), { precision: Math.min(precision, 2) }) }}
        colors={SERIES_COLOURS}
        lineWidth={TIMELINE_LINE_WIDTH}
        pointSize={7}
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
