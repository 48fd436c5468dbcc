// /controlling 'Controllingsystem' (product rules ‹Controlling overview›): the farm users' note, the
// heading with the farms, 'Aktuelle Meldungen' and 'Übersicht'. Each part asks the server for the page
// it shows (the heading for its first few farms and the count), never for every farm or control field.
import { useQuery } from 'urql';
import { FARM_USER_NOTE, overviewHeading } from '../../../domain/controlling-view.ts';
import { noticeFromError } from '../../../domain/errors.ts';
import { isFarmUser } from '../../../domain/roles.ts';
import { ControllingFarmsDocument } from '../../../gateway/client/generated/graphql.ts';
import { useMayManageAlerts } from '../../hooks/useMayManageAlerts.ts';
import { usePermissionUser } from '../../hooks/usePermissionUser.ts';
import { Notice } from '../../ui/Notice.tsx';
import { AlertOverview } from './AlertOverview.tsx';
import { CurrentIncidents } from './CurrentIncidents.tsx';
import { Placeholder } from './Placeholder.tsx';
import { useCatalogue } from './data.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the page's own styles (common.md: not in styles.css)
import './controlling.css';

/** Farm names in the heading: all of a farm user's; for larger scopes the first few and the count. */
const HEADING_FARMS = 5;

export function ControllingOverviewPage() {
  const user = usePermissionUser();
  const mayManage = useMayManageAlerts();
  const { catalogue } = useCatalogue();
  const [farms] = useQuery({ query: ControllingFarmsDocument, variables: { limit: HEADING_FARMS }, requestPolicy: 'cache-and-network' });

  if (farms.error && !farms.data) {
    return <Notice kind="error" title="Das Controllingsystem konnte nicht geladen werden.">{noticeFromError(farms.error)?.message}</Notice>;
  }
  const list = farms.data?.listFarms;
  if (!list || !catalogue) {
    // The page's frame at once, with room for what loads (an association's heading names five farms).
    return (
      <section aria-labelledby="controlling-title" className="stack controlling">
        <div>
          <h1 id="controlling-title">Controllingsystem</h1>
          <Placeholder kind={isFarmUser(user.account_type) ? 'lead' : 'lead-farms'} />
          {isFarmUser(user.account_type) ? <p className="muted">{FARM_USER_NOTE}</p> : null}
        </div>
        <div className="panel stack">
          <h2>Aktuelle Meldungen</h2>
          <Placeholder kind="incidents" label="Controllingsystem wird geladen …" />
        </div>
        <div className="panel stack">
          <h2>Übersicht</h2>
          <Placeholder kind="overview" />
        </div>
      </section>
    );
  }
  const names = list.results.flatMap((f) => (f ? [f.display_name] : []));
  const heading = list.count > names.length ? `${overviewHeading(names)} … (${list.count.toLocaleString('de-DE')} LDWUs)` : overviewHeading(names);
  const several = list.count > 1;
  return (
    <section aria-labelledby="controlling-title" className="stack controlling">
      <div>
        <h1 id="controlling-title">Controllingsystem</h1>
        <p className="lead">{heading}</p>
        {isFarmUser(user.account_type) ? <p className="muted">{FARM_USER_NOTE}</p> : null}
      </div>
      <div className="panel stack">
        <h2>Aktuelle Meldungen</h2>
        <CurrentIncidents severalFarms={several} catalogue={catalogue} mayManage={mayManage} />
      </div>
      <div className="panel stack">
        <h2>Übersicht</h2>
        <AlertOverview several={several} mayManage={mayManage} />
      </div>
    </section>
  );
}
