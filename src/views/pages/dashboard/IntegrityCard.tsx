// The data-integrity check on the start page: shown only when something is wrong, with the way to
// the data check (product rules ‹Dashboard›).
import { DATA_CHECK_PATH, integrityErrors } from '../../../domain/dashboard.ts';
import { DATA_CHECK_TEXTS, type IntegrityCounts, type IntegrityUser } from '../../../domain/data-integrity.ts';
import { Link } from '../../ui/Link.tsx';

export function IntegrityCard({ user, counts }: { user: IntegrityUser | null | undefined; counts: IntegrityCounts }) {
  const errors = integrityErrors(user, counts);
  if (errors.length === 0) return null;
  return (
    <section className="dash-alert notice notice--error" aria-labelledby="dash-integrity">
      <div className="stack dash-alert__body">
        <h2 id="dash-integrity" className="dash-alert__title">
          <span aria-hidden="true">⚠ </span>
          {DATA_CHECK_TEXTS.incomplete}
        </h2>
        <ul className="plain-list">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
        <Link href={DATA_CHECK_PATH}>Zur {DATA_CHECK_TEXTS.title}</Link>
      </div>
    </section>
  );
}
