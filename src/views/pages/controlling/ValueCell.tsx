// One value cell of the control-field table: the value with a mark for its state (incident, would
// trigger now, would not) and the tooltip of product rules ‹Entity controlling page›; and the two difference cells.
import { CELL_STATE_MARKS, valueCell, type CellInput } from '../../../domain/controlling-view.ts';
import { formatNumber } from '../../../domain/format.ts';
import { CELL_STATE_TEXTS, differences } from '../../../domain/trigger.ts';
import { Tip } from '../../ui/Tip.tsx';

export function ValueCell(props: CellInput) {
  if (props.value === null) return <span className="muted">–</span>;
  const cell = valueCell(props);
  return (
    <Tip tip={cell.tooltip} className={`cell cell--${cell.state}`}>
      <span aria-hidden="true" className="cell__mark">
        {CELL_STATE_MARKS[cell.state]}
      </span>{' '}
      {cell.text}
      <span className="narrow-only"> {CELL_STATE_TEXTS[cell.state]}</span>
    </Tip>
  );
}

export function Differences({ value, groupValue, precision }: { value: number | null; groupValue: number | null; precision: number }) {
  const diff = differences(value, groupValue);
  return (
    <>
      <td data-label="Diff. Prozentual">{diff.percent === null ? '–' : `${formatNumber(diff.percent, { precision: 1, signed: true })} %`}</td>
      <td data-label="Diff. Absolut">{formatNumber(diff.absolute, { precision, signed: true, replacement: '–' })}</td>
    </>
  );
}
