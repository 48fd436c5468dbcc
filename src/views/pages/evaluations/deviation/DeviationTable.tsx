// The deviation table on a wide screen: per figure value, the group's value, difference, %Abw and
// the direction in words. Scrolls inside its own box when the names are long.
import { DEVIATION_KIND_TEXT, type DeviationField, type DeviationRow } from '../../../../domain/deviation.ts';
import { valueText, type ReportFieldInfo } from '../../../../domain/evaluation-report.ts';
import { formatNumber } from '../../../../domain/format.ts';
import { deviationPercentText } from './DeviationCards.tsx';

export function DeviationTable<F extends DeviationField & ReportFieldInfo>({ rows, groupName }: { rows: readonly DeviationRow<F>[]; groupName: string }) {
  return (
    <div className="report-scroll" role="region" aria-label="Abweichungen je Kennzahl" tabIndex={0}>
      <table className="report-table">
        <caption className="visually-hidden">Abweichungen je Kennzahl</caption>
        <thead>
          <tr>
            <th scope="col" className="report-table__figure">
              Kennzahl
            </th>
            <th scope="col">Wert</th>
            <th scope="col">{groupName}</th>
            <th scope="col">Differenz</th>
            <th scope="col">%Abw</th>
            <th scope="col">Bewertung</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.field.pythonic_name} data-field={r.field.pythonic_name}>
              <th scope="row" className="report-table__figure">
                {r.field.label_or_name || r.field.name}
              </th>
              <td>{valueText(r.value, r.field)}</td>
              <td>{valueText(r.reference, r.field)}</td>
              <td>{r.deviation ? formatNumber(r.deviation.difference, { precision: r.field.precision, signed: true }) : '–'}</td>
              <td>{deviationPercentText(r.deviation?.percent ?? null)}</td>
              <td>{r.kind ? <span className={`deviation-kind deviation-kind--${r.kind}`}>{DEVIATION_KIND_TEXT[r.kind]}</span> : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
