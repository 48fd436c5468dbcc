// The chart's legend: each direction's colour with its word, for the directions the chart shows.
import { DEVIATION_KIND_TEXT, type DeviationKind } from '../../../../domain/deviation.ts';
import { DEVIATION_COLOURS } from './deviation-colours.ts';

const ORDER: readonly DeviationKind[] = ['better', 'within', 'worse', 'above', 'below'];

export function DeviationLegend({ kinds }: { kinds: ReadonlySet<DeviationKind> }) {
  return (
    <ul className="chart-legend" aria-label="Legende">
      {ORDER.filter((k) => kinds.has(k)).map((k) => (
        <li key={k} data-kind={k}>
          <span className="chart-legend__swatch" style={{ background: DEVIATION_COLOURS[k] }} aria-hidden="true" />
          {DEVIATION_KIND_TEXT[k]}
        </li>
      ))}
    </ul>
  );
}
