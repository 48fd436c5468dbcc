// The report on a phone: the same content as ReportTable, stacked so nothing needs sideways
// scrolling. Figures first, one card each: its name and timeline link, the own value with n,
// status (icon and word) and trophies (each naming its group), and below one line per answering
// group: name, value and n, the rank, the group's spread strip across the card. Then one block per column (the entity's own, then each
// comparison group: 'Anz. Betriebe', the dates, why an invalid group cannot answer, 'Vergleich').
// Groups that cannot answer (invalid, failed) have no lines in the cards: their block says why.
import type { ReactNode } from 'react';
import { entityQuery } from '../../../../domain/entity-param.ts';
import { REPORT_TEXT, nLabel, nText, reportDateText, type AnswerIn, type FigureRow, type GroupCell, type GroupIn } from '../../../../domain/evaluation-report.ts';
import { formatNumber } from '../../../../domain/format.ts';
import { Link } from '../../../ui/Link.tsx';
import { ComparisonLink, GroupFailure, InvalidGroupMark } from './group-heading.tsx';
import { ChartIcon } from './icons.tsx';
import { OwnTrophies, ownTrophies, StatusMark } from './marks.tsx';
import type { ReportProps } from './ReportTable.tsx';
import { SpreadStrip } from './SpreadStrip.tsx';

interface Props extends ReportProps {
  /** The report's own heading level: categories one below it, subcategories two. */
  headingLevel: 2 | 3;
}

type Level = 3 | 4 | 5;
const GROUPS_HEADING = 'Vergleichsgruppen';
const Heading = ({ level, className, children }: { level: Level; className: string; children: ReactNode }) => {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
};

function ColumnMeta({ answer }: { answer: AnswerIn }) {
  return (
    <dl className="report-column__meta">
      <div>
        <dt>{REPORT_TEXT.locationCount}</dt>
        <dd>{formatNumber(answer.location_count, { precision: 0 })}</dd>
      </div>
      <div>
        <dt>{REPORT_TEXT.inspectionDate}</dt>
        <dd>{reportDateText(answer.latest_inspection_date)}</dd>
      </div>
      <div>
        <dt>{REPORT_TEXT.processingDate}</dt>
        <dd>{reportDateText(answer.latest_processing_date)}</dd>
      </div>
    </dl>
  );
}

function GroupLine({ cell }: { cell: GroupCell }) {
  if (cell.kind === 'missing') {
    return (
      <span className="figure-line__value">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">kein Wert</span>
      </span>
    );
  }
  if (cell.kind === 'withheld') {
    return (
      <>
        <span className="figure-line__value">{REPORT_TEXT.invalid}</span>
        <span className="figure-line__reason">{cell.reason}</span>
      </>
    );
  }
  return (
    <>
      <span className="figure-line__value">
        <span className="figure-line__number">{cell.text}</span>
        <span className="report-cell__n" title={nLabel(cell.n)}>
          {nText(cell.n)}
        </span>
      </span>
      <SpreadStrip spread={cell.spread} />
    </>
  );
}

function FigureCard({ row, groups, answering, chartHref }: { row: FigureRow; groups: readonly GroupIn[]; answering: readonly number[]; chartHref: string }) {
  const label = row.field.label_or_name || row.field.name;
  return (
    <li className="figure-card" data-field={row.field.pythonic_name}>
      <div className="figure-card__head">
        <span className="figure-card__name" title={row.field.description}>
          {label}
        </span>
        <Link className="report-table__graph" href={chartHref} aria-label={`Zeitreihe: ${label}`}>
          <ChartIcon size={18} />
        </Link>
      </div>
      <div className="figure-line figure-line--own" data-own-value>
        <span className="figure-line__name">
          {REPORT_TEXT.current}
          <StatusMark status={row.status} field={row.field} />
        </span>
        <span className="figure-line__value">
          <span className="figure-line__number">{row.own.text}</span>
          {row.own.n !== null ? (
            <span className="report-cell__n" title={nLabel(row.own.n)}>
              {nText(row.own.n)}
            </span>
          ) : null}
        </span>
      </div>
      <OwnTrophies trophies={ownTrophies(row.groups, groups)} whole />
      {answering.length ? (
        <ul className="figure-card__groups">
          {answering.map((k) => {
            const rank = row.ranks.find((r) => r.column === k);
            return (
              <li key={String(groups[k]!.id)} className="figure-line" data-group-column={k} title={row.groups[k]!.tooltip}>
                <span className="figure-line__name">
                  {groups[k]!.name}
                  {rank ? (
                    <span className="figure-line__rank" title={rank.label}>
                      <span aria-hidden="true">{rank.text}</span>
                      <span className="visually-hidden">{rank.label}</span>
                    </span>
                  ) : null}
                </span>
                <GroupLine cell={row.groups[k]!} />
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

export function ReportCards({ evaluationId, entity, own, groups, sections, caption, headingLevel }: Props) {
  const query = entityQuery(entity);
  // Groups that answered (with data or without): only they have a line in the figure cards.
  const answering = groups.flatMap((g, k) => (g.invalid === null && g.failure === null ? [k] : []));
  const startsCategory = sections.map((s, i) => i === 0 || sections[i - 1]!.category !== s.category);
  const category = (headingLevel + 1) as Level;
  return (
    <div className="report-cards" aria-label={caption} role="group">
      {sections.map((s, i) => (
        <section key={`${s.category}/${s.subcategory}`} className="report-cards__section">
          {startsCategory[i] ? (
            <Heading level={category} className="report-cards__category">
              {s.category}
            </Heading>
          ) : null}
          <Heading level={(category + 1) as Level} className="report-cards__subcategory">
            {s.subcategory}
          </Heading>
          <ul className="figure-cards">
            {s.rows.map((r) => (
              <FigureCard
                key={r.field.pythonic_name}
                row={r}
                groups={groups}
                answering={answering}
                chartHref={`/evaluations/${evaluationId}/fields/${r.field.pythonic_name}${query}`}
              />
            ))}
          </ul>
        </section>
      ))}
      <Heading level={category} className="report-cards__category">
        {GROUPS_HEADING}
      </Heading>
      <ul className="report-columns">
        <li className="report-column report-column--own">
          <span className="report-column__name">{REPORT_TEXT.current}</span>
          {own ? <ColumnMeta answer={own} /> : null}
        </li>
        {groups.map((g) => (
          <li key={String(g.id)} className="report-column">
            <span className="report-column__name">{g.name}</span>
            <InvalidGroupMark group={g} />
            {g.invalid ? <span className="report-column__why">{g.invalid}</span> : null}
            <GroupFailure group={g} />
            {g.answer ? <ColumnMeta answer={g.answer} /> : null}
            <ComparisonLink evaluationId={evaluationId} group={g} query={query} />
          </li>
        ))}
      </ul>
    </div>
  );
}
