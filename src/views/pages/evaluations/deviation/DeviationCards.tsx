// The deviation table on a phone: per figure a card with the same content as a table row (the
// entity's value, the group's, difference, %Abw and the direction in words), nothing off-screen.
import { DEVIATION_KIND_TEXT, type DeviationField, type DeviationRow } from '../../../../domain/deviation.ts';
import { valueText, type ReportFieldInfo } from '../../../../domain/evaluation-report.ts';
import { formatNumber } from '../../../../domain/format.ts';

/** '+8,5 %', or '–' without a deviation. */
export const deviationPercentText = (p: number | null) => (p === null ? '–' : `${formatNumber(p, { precision: 1, signed: true })} %`);

export function DeviationCards<F extends DeviationField & ReportFieldInfo>({ rows, groupName }: { rows: readonly DeviationRow<F>[]; groupName: string }) {
  return (
    <ul className="figure-cards" aria-label="Abweichungen je Kennzahl">
      {rows.map((r) => (
        <li key={r.field.pythonic_name} className="figure-card" data-field={r.field.pythonic_name}>
          <div className="figure-card__head deviation-card__head">
            <span className="figure-card__name">{r.field.label_or_name || r.field.name}</span>
            {r.kind ? <span className={`deviation-kind deviation-kind--${r.kind}`}>{DEVIATION_KIND_TEXT[r.kind]}</span> : null}
          </div>
          <dl className="deviation-card__values">
            <div>
              <dt>Wert</dt>
              <dd>{valueText(r.value, r.field)}</dd>
            </div>
            <div>
              <dt>{groupName}</dt>
              <dd>{valueText(r.reference, r.field)}</dd>
            </div>
            <div>
              <dt>Differenz</dt>
              <dd>{r.deviation ? formatNumber(r.deviation.difference, { precision: r.field.precision, signed: true }) : '–'}</dd>
            </div>
            <div>
              <dt>%Abw</dt>
              <dd>{deviationPercentText(r.deviation?.percent ?? null)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
