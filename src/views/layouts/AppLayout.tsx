// The four layouts of product rules ‹Screens and routes›: default, half-width, limited-header and full-screen. Every layout has
// a skip link, one <main> landmark, the footer and the cookie notice.
import type { ReactNode } from 'react';
import type { Layout } from '../route-types.ts';
import { CookieNotice } from './CookieNotice.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function AppLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
  return (
    <div className={`app layout-${layout}`}>
      <a className="skip-link" href="#main">
        Zum Inhalt springen
      </a>
      {layout === 'full-screen' ? null : <Header limited={layout === 'limited-header'} />}
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CookieNotice />
    </div>
  );
}
