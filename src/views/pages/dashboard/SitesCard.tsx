// The number of sites in the user's scope with the newest processing date of their reports.
import { formatDateTime, formatNumber } from '../../../domain/format.ts';
import { StatCard } from './StatCard.tsx';

export function SitesCard({ count, processed }: { count: number; processed: string | null | undefined }) {
  return (
    <StatCard id="dash-sites" title="Betriebsstätten" figure={formatNumber(count, { precision: 0 })}>
      <p className="dash-card__note">
        Letzte Verarbeitung: <span data-testid="dash-processed">{formatDateTime(processed, { replacement: 'noch keine' })}</span>
      </p>
    </StatCard>
  );
}
