// The trophy mark of a comparison value and the status cell of a figure row: icon plus text, the
// full sentence as accessible name and tooltip (never colour alone); below the status, the entity's
// percentile rank per comparison group, the visible words short, the group named in the sentence.
import type { GroupRank } from '../../../../domain/evaluation-report.ts';
import { FIGURE_STATUS_TEXT, NO_STATUS_TEXT, figureStatusLabel, type FigureStatus, type StatusField } from '../../../../domain/figure-status.ts';
import { TROPHY_LABELS, TROPHY_SHORT, type Trophy } from '../../../../domain/trophy.ts';
import { StatusIcon, TrophyIcon } from './icons.tsx';

export function TrophyMark({ trophy }: { trophy: Trophy }) {
  if (trophy !== 'gold' && trophy !== 'silver') return null;
  return (
    <span className={`trophy trophy--${trophy}`} role="img" aria-label={TROPHY_LABELS[trophy]} title={TROPHY_LABELS[trophy]} data-trophy={trophy}>
      <TrophyIcon size={16} />
      <span aria-hidden="true">{TROPHY_SHORT[trophy]}</span>
    </span>
  );
}

export function StatusMark({ status, field }: { status: FigureStatus | null; field: StatusField }) {
  const label = figureStatusLabel(status, field);
  if (!status) {
    return (
      <span className="figure-status figure-status--none" title={label}>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{label}</span>
        <span className="figure-status__none-text" aria-hidden="true">
          {NO_STATUS_TEXT}
        </span>
      </span>
    );
  }
  return (
    <span className={`figure-status figure-status--${status}`} title={label} data-status={status}>
      <StatusIcon status={status} />
      <span aria-hidden="true">{FIGURE_STATUS_TEXT[status]}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * One line per group that ranks the value: 'besser als 73 %'. When several groups answer, the
 * group's name leads the line (shortened; the tooltip and the screen reader get the whole sentence).
 */
export function RankMarks({ ranks, named }: { ranks: readonly GroupRank[]; named: boolean }) {
  if (ranks.length === 0) return null;
  return (
    <ul className="figure-ranks">
      {ranks.map((r) => (
        <li key={r.column} className="figure-rank" title={r.label} data-rank-column={r.column}>
          <span aria-hidden="true">
            {named ? <span className="figure-rank__group">{`${r.shortName}: `}</span> : null}
            {r.text}
          </span>
          <span className="visually-hidden">{r.label}</span>
        </li>
      ))}
    </ul>
  );
}
