// The deviation bar chart (spec 2 §2.6, §9): one horizontal bar per figure, 600 px wide, the axis at
// least ±20 %, linear to ±100 % and logarithmic beyond. Loaded lazily (nivo stays out of the other
// chunks). The table next to it carries the same numbers as text.
import { Bar } from '@nivo/bar';
import {
  DEVIATION_CHART_WIDTH,
  DEVIATION_KIND_TEXT,
  deviationAxis,
  deviationTicks,
  scaleDeviation,
  unscaleDeviation,
  type DeviationKind,
} from '../../../../domain/deviation.ts';
import { formatNumber } from '../../../../domain/format.ts';

export interface DeviationBar {
  id: string;
  label: string;
  percent: number;
  kind: DeviationKind;
}

const COLOURS: Record<DeviationKind, string> = { within: '#7d8a82', better: '#1d5b3a', worse: '#9f1c1c', above: '#0b57d0', below: '#6a3fa0' };
const percentText = (p: number) => `${formatNumber(p, { precision: 1, signed: true })} %`;
const short = (text: string) => (text.length > 30 ? `${text.slice(0, 29)}…` : text);

export default function DeviationChart({ bars, title }: { bars: readonly DeviationBar[]; title: string }) {
  const axis = deviationAxis(bars.map((b) => b.percent));
  // nivo draws the first datum at the bottom of a horizontal chart: reversed, the order matches the table.
  const data = bars.map((b) => ({ id: b.id, label: short(b.label), position: scaleDeviation(b.percent), percent: b.percent, kind: b.kind })).toReversed();
  return (
    <Bar
      width={DEVIATION_CHART_WIDTH}
      height={Math.max(160, bars.length * 30 + 70)}
      data={data}
      keys={['position']}
      indexBy="id"
      layout="horizontal"
      valueScale={{ type: 'linear', min: -axis, max: axis, clamp: true }}
      margin={{ top: 10, right: 20, bottom: 50, left: 210 }}
      padding={0.25}
      colors={(d) => COLOURS[d.data.kind as DeviationKind]}
      axisLeft={{ format: (id) => data.find((d) => d.id === id)?.label ?? String(id), tickSize: 0, tickPadding: 8 }}
      axisBottom={{ tickValues: deviationTicks(axis), format: (v) => `${formatNumber(unscaleDeviation(Number(v)), { precision: 0, signed: true })} %`, legend: '%Abw', legendPosition: 'middle', legendOffset: 38 }}
      gridXValues={deviationTicks(axis)}
      enableGridY={false}
      enableLabel={false}
      markers={[{ axis: 'x', value: 0, lineStyle: { stroke: '#18201b', strokeWidth: 1 } }]}
      // oxlint-disable-next-line react/no-unstable-nested-components -- nivo's render prop
      tooltip={({ data: d }) => (
        <div className="chart-tooltip">
          {bars.find((b) => b.id === d.id)?.label}: {percentText(Number(d.percent))} ({DEVIATION_KIND_TEXT[d.kind as DeviationKind]})
        </div>
      )}
      animate={false}
      role="img"
      ariaLabel={title}
      isFocusable={false}
    />
  );
}
