// 'Kuh-Bestand': the sum of cow_count over the user's farms, dated by the last inspection.
import { DASHBOARD_TEXTS } from '../../../domain/dashboard.ts';
import { formatDate, formatNumber } from '../../../domain/format.ts';
import { StatCard } from './StatCard.tsx';

export function CowsCard({ cows, inspected }: { cows: number; inspected: string | null | undefined }) {
  return (
    <StatCard id="dash-cows" title={DASHBOARD_TEXTS.cows} figure={formatNumber(cows, { precision: 0 })} unit="Kühe">
      <p className="dash-card__note">
        Stand der letzten Prüfung: <span data-testid="dash-inspected">{formatDate(inspected, { replacement: 'noch keine' })}</span>
      </p>
    </StatCard>
  );
}
