// /survey/{id} 'Betriebsprofil': the profile survey of the location with that id (product rules ‹Profile survey›).
import { useQuery } from 'urql';
import { canManageProfiles } from '../../../domain/permissions.ts';
import { routeId } from '../../../domain/route-ids.ts';
import { SurveyLocationDocument } from '../../../gateway/client/generated/graphql.ts';
import { usePermissionUser } from '../../hooks/usePermissionUser.ts';
import type { PageProps } from '../../route-types.ts';
import { Link } from '../../ui/Link.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { NotFoundPage } from '../NotFoundPage.tsx';
import { LoadFailed, isNotFound } from '../farms/LoadFailed.tsx';
import { LocationSurvey } from './LocationSurvey.tsx';

export function SurveyPage({ params }: PageProps) {
  const id = routeId(params.id);
  const user = usePermissionUser();
  const [result] = useQuery({ query: SurveyLocationDocument, variables: { id: id ?? 0 }, pause: id === null });
  if (id === null || isNotFound(result.error)) return <NotFoundPage />;
  if (result.error) return <LoadFailed error={result.error} title="Der Betrieb konnte nicht geladen werden." />;
  const location = result.data?.getLocation;
  if (!location) return <Spinner label="Betrieb wird geladen …" showLabel />;
  return (
    <section aria-labelledby="survey-title" className="stack">
      <div>
        <h1 id="survey-title">Betriebsprofil</h1>
        <p className="lead">{location.name}</p>
        <Link href={`/farms/${location.farm}`}>Zurück zum LDWU</Link>
      </div>
      <LocationSurvey location={location} canEdit={canManageProfiles(user)} />
    </section>
  );
}
