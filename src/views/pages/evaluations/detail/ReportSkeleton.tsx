// What stands in for a report while it loads: grey bars where the title, the dates and the figures
// will be, at least a screen high, and the loading text. It is replaced as a whole (callers key it),
// so nothing that stays on the screen moves when the data arrives. Compact (the dashboard's card):
// a few rows, not a screen.
import { Spinner } from '../../../ui/Spinner.tsx';

export function ReportSkeleton({ label, compact = false }: { label: string; compact?: boolean }) {
  const rows = compact ? 4 : 8;
  return (
    <div className={`report-skeleton${compact ? ' report-skeleton--compact' : ''}`}>
      <Spinner label={label} showLabel />
      <div className="report-skeleton__bars" aria-hidden="true">
        <span className="skeleton-bar skeleton-bar--title" />
        <span className="skeleton-bar skeleton-bar--line" />
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} className="skeleton-bar skeleton-bar--row" />
        ))}
      </div>
    </div>
  );
}
