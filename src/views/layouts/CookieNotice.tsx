// Cookie notice (product rules ‹Product overview›), dismissed with 'Verstanden' and remembered in localStorage.
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { Link } from '../ui/Link.tsx';
import { cookieNoticeAcknowledged, acknowledgeCookieNotice } from '../../app/persistence.ts';

export function CookieNotice() {
  const [visible, setVisible] = useState(() => !cookieNoticeAcknowledged());
  if (!visible) return null;
  return (
    <>
      {/* Room below the page content, so the fixed notice never hides the last controls. */}
      <div className="cookie-notice-spacer" aria-hidden="true" />
    <section className="cookie-notice" aria-label="Cookie-Hinweis">
      <p>
        <span>Diese Webseite verwendet Cookies bzw. verwandte Technologien</span>{' '}
        <Link href="/privacy-policy">Mehr zum Datenschutz</Link>
      </p>
      <Button
        variant="light"
        onPress={() => {
          acknowledgeCookieNotice();
          setVisible(false);
        }}
      >
        Verstanden
      </Button>
    </section>
    </>
  );
}
