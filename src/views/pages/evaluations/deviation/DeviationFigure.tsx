// The chart part of the deviation page: the legend, and a box that is as high as the chart will be
// before the chart's code has loaded (measured width, chart-layout.ts), so nothing below jumps.
import { lazy, Suspense } from 'react';
import { DEVIATION_CHART_MAX_WIDTH } from '../../../../domain/deviation.ts';
import { useElementWidth } from '../../../hooks/useElementWidth.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { chartLayout, type DeviationBar } from './chart-layout.ts';
import { DeviationLegend } from './DeviationLegend.tsx';

const DeviationChart = lazy(() => import('./DeviationChart.tsx'));

export function DeviationFigure({ bars, title }: { bars: readonly DeviationBar[]; title: string }) {
  const [box, measured] = useElementWidth<HTMLDivElement>();
  const width = Math.min(measured, DEVIATION_CHART_MAX_WIDTH);
  // Until measured, the widest layout (the box is never wider).
  const layout = chartLayout(
    bars.map((b) => b.label),
    width || DEVIATION_CHART_MAX_WIDTH,
  );
  return (
    <div className="deviation-figure">
      <DeviationLegend kinds={new Set(bars.map((b) => b.kind))} />
      <div ref={box} className="chart-box deviation-chart" style={{ height: layout.height }} tabIndex={0} role="region" aria-label="Balkendiagramm der Abweichungen">
        {width > 0 ? (
          <Suspense fallback={<Spinner label="Diagramm wird geladen …" showLabel />}>
            <DeviationChart bars={bars} title={title} width={width} layout={layout} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
