// The deviation bar chart (product rules ‹Deviation page›, ‹Business constants and limits›): one horizontal bar per figure, the axis at least
// ±20 %, linear to ±100 % and logarithmic beyond. Drawn to the width of its box (the page measures
// it and reserves the height; chart-layout.ts places names and values); next to or above each bar
// its deviation and direction in words, so colour is never the only sign. Loaded lazily (nivo
// stays out of the other chunks); the page's table and legend carry the same in text.
import { Bar, type BarCustomLayerProps } from '@nivo/bar';
import { DEVIATION_KIND_TEXT, deviationAxis, scaleDeviation, unscaleDeviation, type DeviationKind } from '../../../../domain/deviation.ts';
import { formatNumber } from '../../../../domain/format.ts';
import { CHART_FONT_SIZE, chartTicks, EDGE, LINE_HEIGHT, type ChartLayout, type DeviationBar } from './chart-layout.ts';
import { DEVIATION_COLOURS } from './deviation-colours.ts';

type Datum = { id: string; position: number; percent: number; kind: DeviationKind };

const percentText = (p: number) => `${formatNumber(p, { precision: 1, signed: true })} %`;
const valueText = (b: DeviationBar) => `${percentText(b.percent)} ${DEVIATION_KIND_TEXT[b.kind]}`;
const TEXT_COLOUR = '#18201b';
/** The page's background: a halo around the texts keeps them legible where grid lines cross. */
const HALO = '#f4f6f3';

export default function DeviationChart({ bars, title, width, layout }: { bars: readonly DeviationBar[]; title: string; width: number; layout: ChartLayout }) {
  const axis = deviationAxis(bars.map((b) => b.percent));
  const ticks = chartTicks(axis, layout.narrow);
  // nivo draws the first datum at the bottom of a horizontal chart: reversed, the order matches the table.
  const data: Datum[] = bars.map((b) => ({ id: b.id, position: scaleDeviation(b.percent), percent: b.percent, kind: b.kind })).toReversed();
  // A bar's row in the given order, by its figure (nivo keeps only truthy datum fields).
  const rowOf = new Map(bars.map((b, row) => [b.id, row]));

  // Names and values as SVG text of the chart's own layer: wrapped lines, never cut.
  // oxlint-disable-next-line react/no-unstable-nested-components -- nivo's custom layer
  const Texts = ({ bars: drawn, innerWidth }: BarCustomLayerProps<Datum>) => (
    <g fontSize={CHART_FONT_SIZE} fill={TEXT_COLOUR} stroke={HALO} strokeWidth={3} strokeLinejoin="round" paintOrder="stroke">
      {drawn.map((d) => {
        const row = rowOf.get(String(d.data.indexValue))!;
        const bar = bars[row]!;
        const lines = layout.lines[row]!;
        const centre = d.y + d.height / 2;
        if (layout.narrow) {
          // Bottom up: the value line right above the bar, the name's lines above it.
          const valueY = d.y - 4;
          return (
            <g key={d.key} data-bar-label={bar.id}>
              {lines.map((line, i) => (
                <text key={i} x={2 - EDGE} y={valueY - (lines.length - i) * LINE_HEIGHT}>
                  {line}
                </text>
              ))}
              <text x={2 - EDGE} y={valueY} fontWeight={600}>
                {valueText(bar)}
              </text>
            </g>
          );
        }
        const top = centre - ((lines.length - 1) * LINE_HEIGHT) / 2 + CHART_FONT_SIZE / 3;
        return (
          <g key={d.key} data-bar-label={bar.id}>
            {lines.map((line, i) => (
              <text key={i} x={-10} y={top + i * LINE_HEIGHT} textAnchor="end">
                {line}
              </text>
            ))}
            <text x={innerWidth + 10} y={centre + CHART_FONT_SIZE / 3} fontWeight={600}>
              {valueText(bar)}
            </text>
          </g>
        );
      })}
    </g>
  );

  return (
    <Bar<Datum>
      width={width}
      height={layout.height}
      data={data}
      keys={['position']}
      indexBy="id"
      layout="horizontal"
      valueScale={{ type: 'linear', min: -axis, max: axis, clamp: true }}
      margin={layout.margin}
      padding={layout.padding}
      colors={(d) => DEVIATION_COLOURS[d.data.kind]}
      axisLeft={null}
      axisBottom={{
        tickValues: ticks,
        format: (v) => `${formatNumber(unscaleDeviation(Number(v)), { precision: 0, signed: true })} %`,
        legend: '%Abw',
        legendPosition: 'middle',
        legendOffset: 38,
      }}
      gridXValues={ticks}
      enableGridY={false}
      enableLabel={false}
      markers={[{ axis: 'x', value: 0, lineStyle: { stroke: TEXT_COLOUR, strokeWidth: 1 } }]}
      layers={['grid', 'axes', 'bars', 'markers', Texts]}
      // oxlint-disable-next-line react/no-unstable-nested-components -- nivo's render prop
      tooltip={({ indexValue }) => {
        const bar = bars[rowOf.get(String(indexValue))!]!;
        return <div className="chart-tooltip">{`${bar.label}: ${valueText(bar)}`}</div>;
      }}
      animate={false}
      role="img"
      ariaLabel={title}
      isFocusable={false}
    />
  );
}
