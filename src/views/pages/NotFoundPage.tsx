// 404 (product rules ‹404 page›): '404' and 'Page {path} does not exist.'
import { useLocation, useSearch } from 'wouter';
import { NOT_FOUND_PATH } from '../../domain/navigation.ts';
import { Link } from '../ui/Link.tsx';

export function NotFoundPage() {
  const [location] = useLocation();
  const search = useSearch();
  // /404?path=/x names the page that was not found; elsewhere it is the current address.
  const path = location === NOT_FOUND_PATH ? (new URLSearchParams(search).get('path') ?? location) : location;
  return (
    <section className="page-card not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="not-found__code">
        404
      </h1>
      <p>Page {path} does not exist.</p>
      <Link href="/">Zur Startseite</Link>
    </section>
  );
}
