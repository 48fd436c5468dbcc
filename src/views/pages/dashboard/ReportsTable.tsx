// 'Milchleistungsprüfungen': the newest reports of the user's sites (product rules ‹Dashboard›, ‹Business constants and limits›): date
// DD.MM.YYYY, farm name, site and the six report fields under their catalogue names; 3 rows, up
// to 10 after 'Weitere Einträge anzeigen' (GET /dashboard/reports/: names and the six figures in one
// request). On a phone every row becomes a small card.
import { useState } from 'react';
import { useQuery } from 'urql';
import { FIRST_SCREEN, REPORTS_VARIABLES } from './fresh.ts';
import { DASHBOARD_COLUMNS, DASHBOARD_TEXTS, hasMoreReports, reportValue, visibleReports } from '../../../domain/dashboard.ts';
import { formatDate, formatNumber } from '../../../domain/format.ts';
import { DashboardReportsDocument, type DashboardReportsQuery } from '../../../gateway/client/generated/graphql.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { LoadFailed } from '../farms/LoadFailed.tsx';
import { useFieldCatalogue, type FieldInfo } from './useFieldCatalogue.ts';

type Report = NonNullable<NonNullable<DashboardReportsQuery['listDashboardReports']>['reports'][number]>;

function ReportRow({ report, fields }: { report: Report; fields: FieldInfo[] }) {
  return (
    <tr>
      <th scope="row" data-label="Prüfdatum">
        {formatDate(report.inspection_date)}
      </th>
      <td data-label="LDWU">{report.farm_name}</td>
      <td data-label="Betriebsstätte">{report.site_name}</td>
      {DASHBOARD_COLUMNS.map((name, i) => (
        <td key={name} data-label={fields[i]!.label} className="dash-table__number">
          {formatNumber(reportValue(report.values, name), { precision: fields[i]!.precision, replacement: '–' })}
        </td>
      ))}
    </tr>
  );
}

export function ReportsTable() {
  const [expanded, setExpanded] = useState(false);
  const [result] = useQuery({ query: DashboardReportsDocument, variables: REPORTS_VARIABLES, context: FIRST_SCREEN });
  const fieldInfo = useFieldCatalogue();
  const fields = fieldInfo ? DASHBOARD_COLUMNS.map(fieldInfo) : [];
  const reports = (result.data?.listDashboardReports?.reports ?? []).filter((r): r is Report => !!r);
  const rows = visibleReports(reports, expanded);
  return (
    <section className="dash-section panel stack" aria-labelledby="dash-reports">
      <h2 id="dash-reports">{DASHBOARD_TEXTS.reports}</h2>
      {result.error ? <LoadFailed error={result.error} title="Die Prüfberichte konnten nicht geladen werden." /> : null}
      {(result.fetching && !result.data) || !fieldInfo ? <Spinner label="Prüfberichte werden geladen …" showLabel /> : null}
      {result.data && reports.length === 0 ? <p className="muted">Noch keine Milchleistungsprüfungen vorhanden.</p> : null}
      {rows.length && fieldInfo ? (
        <div className="dash-table-wrap">
          <table className="dash-table">
            <caption className="visually-hidden">
              {DASHBOARD_TEXTS.reports}: {rows.length} von {reports.length} Einträgen
            </caption>
            <thead>
              <tr>
                <th scope="col">Prüfdatum</th>
                <th scope="col">LDWU</th>
                <th scope="col">Betriebsstätte</th>
                {fields.map((f, i) => (
                  <th scope="col" key={DASHBOARD_COLUMNS[i]} className="dash-table__number">
                    {f.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <ReportRow key={r.id} report={r} fields={fields} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {hasMoreReports(reports, expanded) ? (
        <Button variant="secondary" className="dash-more" onPress={() => setExpanded(true)}>
          {DASHBOARD_TEXTS.moreReports}
        </Button>
      ) : null}
    </section>
  );
}
