// The report table (product rules ‹Evaluation detail›): the rows 'Anz. Betriebe', 'Prüfdatum' and 'Verarbeitungsdatum',
// then the figures by category and subcategory; columns Kennzahl, Status (with the percentile rank
// per group), the current value with its trophies (each naming the group that awards it) and one
// per comparison group (value and n with the group's spread strip, or why it is withheld). Wide tables scroll inside their own
// box, the figure column stays in view. Phones get ReportCards instead.
import { entityQuery, type EntityRef } from '../../../../domain/entity-param.ts';
import { REPORT_TEXT, nLabel, nText, ranksNamed, reportDateText, type AnswerIn, type GroupCell, type GroupIn, type ReportSection } from '../../../../domain/evaluation-report.ts';
import { formatNumber } from '../../../../domain/format.ts';
import { Link } from '../../../ui/Link.tsx';
import { ComparisonLink, GroupFailure, InvalidGroupMark } from './group-heading.tsx';
import { ChartIcon } from './icons.tsx';
import { OwnTrophies, ownTrophies, RankMarks, StatusMark } from './marks.tsx';
import { SpreadStrip } from './SpreadStrip.tsx';

/** What both report layouts (this table, the phone's ReportCards) render. */
export interface ReportProps {
  evaluationId: number;
  entity: EntityRef;
  own: AnswerIn | null;
  groups: readonly GroupIn[];
  sections: readonly ReportSection[];
  caption: string;
}

function GroupValue({ cell }: { cell: GroupCell }) {
  if (cell.kind === 'missing') {
    return (
      <span title={cell.tooltip}>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{cell.tooltip}</span>
      </span>
    );
  }
  if (cell.kind === 'withheld') {
    return (
      <span className="report-cell report-cell--withheld" title={cell.tooltip}>
        <span className="report-cell__value">{REPORT_TEXT.invalid}</span>
        <span className="report-cell__reason">{cell.reason}</span>
      </span>
    );
  }
  return (
    <span className="report-cell" title={cell.tooltip}>
      <span className="report-cell__value">{cell.text}</span>
      <span className="report-cell__n">{nText(cell.n)}</span>
      <SpreadStrip spread={cell.spread} />
    </span>
  );
}

const count = (a: AnswerIn | null) => (a ? formatNumber(a.location_count, { precision: 0 }) : REPORT_TEXT.notAvailable);

export function ReportTable({ evaluationId, entity, own, groups, sections, caption }: ReportProps) {
  const query = entityQuery(entity);
  const columns = 3 + groups.length;
  const meta: [string, (a: AnswerIn | null) => string][] = [
    [REPORT_TEXT.locationCount, count],
    [REPORT_TEXT.inspectionDate, (a) => reportDateText(a?.latest_inspection_date)],
    [REPORT_TEXT.processingDate, (a) => reportDateText(a?.latest_processing_date)],
  ];
  const named = ranksNamed(groups);
  const startsCategory = sections.map((s, i) => i === 0 || sections[i - 1]!.category !== s.category);
  return (
    <div className="report-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="report-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="report-table__figure">
              {REPORT_TEXT.figure}
            </th>
            <th scope="col" className="report-table__status">
              {REPORT_TEXT.status}
            </th>
            <th scope="col">{REPORT_TEXT.current}</th>
            {groups.map((g) => (
              <th scope="col" key={g.id} className="report-table__group">
                <span className="report-table__group-name">{g.name}</span>
                {/* The server's reason stands in the warning above the table; here the short mark. */}
                <InvalidGroupMark group={g} />
                <GroupFailure group={g} />
                <ComparisonLink evaluationId={evaluationId} group={g} query={query} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {meta.map(([label, text]) => (
            <tr key={label} className="report-table__meta">
              <th scope="row" className="report-table__figure">
                {label}
              </th>
              <td />
              <td>{text(own)}</td>
              {groups.map((g) => (
                <td key={g.id}>{g.answer ? text(g.answer) : '–'}</td>
              ))}
            </tr>
          ))}
        </tbody>
        {sections.map((s, i) => {
          const newCategory = startsCategory[i];
          return (
            <tbody key={`${s.category}/${s.subcategory}`}>
              {newCategory ? (
                <tr className="report-table__category">
                  <th scope="colgroup" colSpan={columns}>
                    <span className="report-table__sticky">{s.category}</span>
                  </th>
                </tr>
              ) : null}
              <tr className="report-table__subcategory">
                <th scope="colgroup" colSpan={columns}>
                  <span className="report-table__sticky">{s.subcategory}</span>
                </th>
              </tr>
              {s.rows.map((r) => {
                const label = r.field.label_or_name || r.field.name;
                return (
                  <tr key={r.field.pythonic_name} data-field={r.field.pythonic_name}>
                    <th scope="row" className="report-table__figure">
                      <span className="report-table__figure-inner">
                        <span title={r.field.description}>{label}</span>
                        <Link
                          className="report-table__graph"
                          href={`/evaluations/${evaluationId}/fields/${r.field.pythonic_name}${query}`}
                          aria-label={`Zeitreihe: ${label}`}
                        >
                          <ChartIcon size={16} />
                        </Link>
                      </span>
                    </th>
                    <td className="report-table__status">
                      <StatusMark status={r.status} field={r.field} />
                      <RankMarks ranks={r.ranks} named={named} />
                    </td>
                    <td className="report-table__own">
                      {r.own.text}
                      {r.own.n !== null ? (
                        <span className="report-cell__n" title={nLabel(r.own.n)}>
                          {nText(r.own.n)}
                        </span>
                      ) : null}
                      <OwnTrophies trophies={ownTrophies(r.groups, groups)} />
                    </td>
                    {r.groups.map((cell, k) => (
                      <td key={groups[k]!.id}>
                        <GroupValue cell={cell} />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
