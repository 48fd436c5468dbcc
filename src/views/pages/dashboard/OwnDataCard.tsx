// 'Eigene Daten anpassen' for a farm admin with exactly one farm: the farm's name and the way to
// its management page.
import { useQuery } from 'urql';
import { DASHBOARD_TEXTS } from '../../../domain/dashboard.ts';
import { DashboardFarmNameDocument } from '../../../gateway/client/generated/graphql.ts';
import { Link } from '../../ui/Link.tsx';
import { FIRST_SCREEN } from './fresh.ts';

export function OwnDataCard({ farmId, href }: { farmId: number; href: string }) {
  const [farm] = useQuery({ query: DashboardFarmNameDocument, variables: { id: farmId }, context: FIRST_SCREEN });
  return (
    <section className="dash-card panel" aria-labelledby="dash-own">
      <h2 id="dash-own" className="dash-card__title">
        Mein LDWU
      </h2>
      <p className="dash-card__name">{farm.data?.getFarm?.display_name ?? '…'}</p>
      <Link variant="button-secondary" href={href}>
        {DASHBOARD_TEXTS.ownData}
      </Link>
    </section>
  );
}
