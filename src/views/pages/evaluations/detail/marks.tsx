// The trophies of the entity's own value and the status cell of a figure row: icon plus text, the
// full sentence as accessible name and tooltip (never colour alone); below the status, the entity's
// percentile rank per comparison group, the visible words short, the group named in the sentence.
import type { GroupCell, GroupRank } from '../../../../domain/evaluation-report.ts';
import { FIGURE_STATUS_TEXT, NO_STATUS_TEXT, figureStatusLabel, type FigureStatus, type StatusField } from '../../../../domain/figure-status.ts';
import { rankGroupName } from '../../../../domain/percentile-rank.ts';
import { TROPHY_SHORT, trophyLabel, type Trophy } from '../../../../domain/trophy.ts';
import { StatusIcon, TrophyIcon } from './icons.tsx';

/** A trophy the entity's value won in one group (the group's column and name). */
export interface OwnTrophy {
  column: number;
  group: string;
  trophy: 'gold' | 'silver';
}

/** The trophies of a figure row, in the groups' order. */
export function ownTrophies(cells: readonly GroupCell[], groups: readonly { name: string }[]): OwnTrophy[] {
  return cells.flatMap((cell, column) =>
    cell.kind === 'value' && (cell.trophy === 'gold' || cell.trophy === 'silver') ? [{ column, group: groups[column]!.name, trophy: cell.trophy }] : [],
  );
}

/**
 * 'Gold · LKV Süd': the word and the group visible (shortened in the table's narrow cell, whole on
 * a phone's card), the whole sentence for screen readers and the tooltip.
 */
export function TrophyMark({ trophy, group, whole = false }: { trophy: Trophy; group: string; whole?: boolean }) {
  if (trophy !== 'gold' && trophy !== 'silver') return null;
  const label = trophyLabel(trophy, group);
  return (
    <span className={`trophy trophy--${trophy}`} role="img" aria-label={label} title={label} data-trophy={trophy}>
      <TrophyIcon size={16} />
      <span aria-hidden="true">
        {TROPHY_SHORT[trophy]} · {whole ? group : rankGroupName(group)}
      </span>
    </span>
  );
}

/** The own value's trophies, one per group that awards one; nothing when none does. */
export function OwnTrophies({ trophies, whole = false }: { trophies: readonly OwnTrophy[]; whole?: boolean }) {
  if (trophies.length === 0) return null;
  return (
    <ul className="own-trophies">
      {trophies.map((t) => (
        <li key={t.column} data-trophy-column={t.column}>
          <TrophyMark trophy={t.trophy} group={t.group} whole={whole} />
        </li>
      ))}
    </ul>
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
