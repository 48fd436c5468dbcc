// 'Aktive Benutzer' (farm admins and staff) with 'Neuen Benutzer anlegen' for farm admins.
import { useQuery } from 'urql';
import { FIRST_SCREEN } from './fresh.ts';
import { DASHBOARD_TEXTS, NEW_USER_PATH } from '../../../domain/dashboard.ts';
import { formatNumber } from '../../../domain/format.ts';
import { DashboardActiveUsersDocument } from '../../../gateway/client/generated/graphql.ts';
import { Link } from '../../ui/Link.tsx';
import { StatCard } from './StatCard.tsx';

export function ActiveUsersCard({ canCreate }: { canCreate: boolean }) {
  const [result] = useQuery({ query: DashboardActiveUsersDocument, context: FIRST_SCREEN });
  const count = result.data?.listUsers?.count;
  const figure = result.error ? 'nicht verfügbar' : count === undefined ? '…' : formatNumber(count, { precision: 0 });
  return (
    <StatCard id="dash-users" title={DASHBOARD_TEXTS.activeUsers} figure={figure}>
      {canCreate ? (
        <Link variant="button-secondary" href={NEW_USER_PATH}>
          {DASHBOARD_TEXTS.newUser}
        </Link>
      ) : null}
    </StatCard>
  );
}
