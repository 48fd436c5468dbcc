// What a comparison group's column head says in the table and the card list alike: the short mark of
// an invalid group (the reason stands in the warning above the report), a failure, and the link to the
// deviation page.
import { REPORT_TEXT, type GroupIn } from '../../../../domain/evaluation-report.ts';
import { Link } from '../../../ui/Link.tsx';

export function InvalidGroupMark({ group }: { group: GroupIn }) {
  return group.invalid ? (
    <span className="report-table__warning" title={`${REPORT_TEXT.invalidGroups} ${group.invalid}`}>
      <span aria-hidden="true">⚠ </span>
      {REPORT_TEXT.invalid}
    </span>
  ) : null;
}

export function GroupFailure({ group }: { group: GroupIn }) {
  return group.failure ? <span className="report-table__warning">{group.failure}</span> : null;
}

/** 'Vergleich': the deviation page of the group for the shown entity. */
export function ComparisonLink({ evaluationId, group, query }: { evaluationId: number; group: GroupIn; query: string }) {
  return (
    <Link href={`/evaluations/${evaluationId}/comparison-groups/${group.id}${query}`} aria-label={`${REPORT_TEXT.comparison}: ${group.name}`}>
      {REPORT_TEXT.comparison}
    </Link>
  );
}
