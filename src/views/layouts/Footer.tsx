// Footer (product rules ‹Product overview›): copyright line with links to Impressum and Datenschutzerklärung.
import { Link } from '../ui/Link.tsx';

const YEAR = new Date().getFullYear();

export function Footer() {
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <span>© {YEAR} Herdenblick</span>
        <nav aria-label="Rechtliches">
          <ul className="app-footer__links">
            <li>
              <Link href="/impressum" variant="plain">
                Impressum
              </Link>
            </li>
            <li>
              <Link href="/privacy-policy" variant="plain">
                Datenschutzerklärung
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
