// The printable herd report (A4, product rules ‹Evaluation detail›): hidden on screen, the only thing
// the detail page prints ('Drucken / PDF' calls window.print(); the browser prints or saves a PDF).
// Head: farm (entity), evaluation, inspection and processing dates, the comparison groups with their
// number of farms. Then one plain table per category: figure, state in words (gut / beobachten /
// handeln), the own value with its trophies naming the group, each group's value with n and the
// percentile rank, and the group's spread as a strip with its numbers in words (product rules
// ‹Group spread›). Plain text only: no links, no icons, no tooltips; the table head repeats on every
// page and no row is cut at the page edge (evaluation-detail.css, @media print).
import { REPORT_TEXT, entityTitle, hasSpread, nText, reportDateText, type AnswerIn, type GroupIn, type ReportSection } from '../../../../domain/evaluation-report.ts';
import { figureStatusText } from '../../../../domain/figure-status.ts';
import { formatNumber } from '../../../../domain/format.ts';
import type { EntityRef } from '../../../../domain/entity-param.ts';
import { TROPHY_SHORT } from '../../../../domain/trophy.ts';
import { SPREAD_TEXT } from '../../../../domain/group-spread.ts';
import { ownTrophies } from './marks.tsx';
import { SpreadStrip } from './SpreadStrip.tsx';

export interface PrintReportProps {
  evaluationName: string;
  entity: EntityRef;
  entityName: string | null;
  own: AnswerIn;
  groups: readonly GroupIn[];
  sections: readonly ReportSection[];
}

const groupCount = (g: GroupIn) => (g.answer ? `${REPORT_TEXT.locationCount}: ${formatNumber(g.answer.location_count, { precision: 0 })}` : REPORT_TEXT.notAvailable);

export function PrintReport({ evaluationName, entity, entityName, own, groups, sections }: PrintReportProps) {
  const categories = sections.reduce<{ category: string; sections: ReportSection[] }[]>((all, s) => {
    const last = all.at(-1);
    if (last && last.category === s.category) last.sections.push(s);
    else all.push({ category: s.category, sections: [s] });
    return all;
  }, []);
  const columns = 3 + groups.length;
  return (
    <article className="print-report" data-print-report="">
      <header className="print-report__head">
        <h1>{entityTitle(entity.type, entityName)}</h1>
        <dl className="print-report__facts">
          <div>
            <dt>{REPORT_TEXT.printEvaluation}</dt>
            <dd>{evaluationName}</dd>
          </div>
          <div>
            <dt>{REPORT_TEXT.inspectionDate}</dt>
            <dd>{reportDateText(own.latest_inspection_date)}</dd>
          </div>
          <div>
            <dt>{REPORT_TEXT.processingDate}</dt>
            <dd>{reportDateText(own.latest_processing_date)}</dd>
          </div>
          <div>
            <dt>{REPORT_TEXT.locationCount}</dt>
            <dd>{formatNumber(own.location_count, { precision: 0 })}</dd>
          </div>
        </dl>
        <h2>{REPORT_TEXT.printGroups}</h2>
        <ul className="print-report__groups">
          {groups.map((g) => (
            <li key={g.id}>
              <strong>{g.name}</strong> – {g.invalid ? `${REPORT_TEXT.invalid} ${g.invalid}` : (g.failure ?? groupCount(g))}
            </li>
          ))}
        </ul>
        {hasSpread(sections) ? <p className="print-report__legend">{SPREAD_TEXT.legend}</p> : null}
      </header>
      {categories.map((c) => (
        <table key={c.category} className="print-report__table">
          <caption>{c.category}</caption>
          <colgroup>
            <col className="print-report__col-figure" />
            <col className="print-report__col-status" />
            <col className="print-report__col-own" />
            {groups.map((g) => (
              <col key={g.id} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{REPORT_TEXT.figure}</th>
              <th scope="col">{REPORT_TEXT.status}</th>
              <th scope="col">{REPORT_TEXT.current}</th>
              {groups.map((g) => (
                <th scope="col" key={g.id}>
                  {g.name}
                </th>
              ))}
            </tr>
          </thead>
          {c.sections.map((s) => (
            <tbody key={s.subcategory}>
              <tr className="print-report__subcategory">
                <th scope="colgroup" colSpan={columns}>
                  {s.subcategory}
                </th>
              </tr>
              {s.rows.map((r) => {
                const trophies = ownTrophies(r.groups, groups);
                return (
                  <tr key={r.field.pythonic_name} data-print-field={r.field.pythonic_name}>
                    <th scope="row">
                      {r.field.label_or_name || r.field.name}
                    </th>
                    <td className="print-report__status">{figureStatusText(r.own.value, r.field)}</td>
                    <td className="print-report__own">
                      <span className="print-report__value">{r.own.text}</span>
                      {trophies.map((t) => (
                        <span key={t.column} className="print-report__trophy">
                          {TROPHY_SHORT[t.trophy]} · {t.group}
                        </span>
                      ))}
                    </td>
                    {r.groups.map((cell, k) => {
                      const rank = r.ranks.find((x) => x.column === k);
                      return (
                      <td key={groups[k]!.id}>
                        {cell.kind === 'value' ? (
                          <>
                            <span className="print-report__value">{cell.text}</span> <span className="print-report__n">{nText(cell.n)}</span>
                            {/* The rank and the strip share a line, the spread's numbers below: a row stays three lines high. */}
                            {rank || cell.spread ? (
                              <span className="print-report__rank-line">
                                {rank ? <span className="print-report__rank">{rank.text}</span> : null}
                                <SpreadStrip spread={cell.spread} />
                              </span>
                            ) : null}
                            {cell.spread ? <span className="print-report__spread">{cell.spread.text}</span> : null}
                          </>
                        ) : cell.kind === 'withheld' ? (
                          <>
                            {REPORT_TEXT.invalid} <span className="print-report__n">{nText(cell.n)}</span>
                          </>
                        ) : (
                          '–'
                        )}
                      </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      ))}
    </article>
  );
}
