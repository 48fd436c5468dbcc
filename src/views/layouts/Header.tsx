// Header: brand, main navigation and header menu (default and half-width layouts); the limited
// header (terms page) shows only the brand and a logout button. Without a user: brand and login link.
import { Suspense, lazy } from 'react';
import { useLocation } from 'wouter';
import { MAIN_NAVIGATION } from '../../domain/menu.ts';
import { LOGIN_PATH } from '../../domain/navigation.ts';
import { useAuthCommands, useCurrentUser } from '../../app/hooks.ts';
import { Button } from '../ui/Button.tsx';
import { LogoIcon } from '../ui/Icons.tsx';
import { Link } from '../ui/Link.tsx';

// The menu (react-aria Menu + Popover + collections) loads after login, not with the login page.
const HeaderMenu = lazy(() => import('./HeaderMenu.tsx').then((m) => ({ default: m.HeaderMenu })));

export function Brand() {
  return (
    <Link href="/" variant="plain" className="brand" aria-label="Herdenblick – zur Übersicht">
      <LogoIcon className="brand__logo" />
      <span className="brand__name">Herdenblick</span>
    </Link>
  );
}

export function Header({ limited = false }: { limited?: boolean }) {
  const user = useCurrentUser();
  const { logout } = useAuthCommands();
  const [location] = useLocation();
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Brand />
        {user && !limited ? (
          <nav className="main-nav" aria-label="Hauptnavigation">
            {MAIN_NAVIGATION.map((item) => {
              const current = location === item.href || location.startsWith(`${item.href}/`);
              return (
                <Link key={item.href} href={item.href} variant="plain" className="main-nav__link" aria-current={current ? 'page' : undefined}>
                  {item.label}
                </Link>
              );
            })}
          </nav>
        ) : null}
        <span className="app-header__spacer" />
        {user && !limited ? (
          <Suspense fallback={<span className="header-menu-button" aria-hidden="true" />}>
            <HeaderMenu user={user} onLogout={logout} />
          </Suspense>
        ) : null}
        {user && limited ? (
          <Button variant="light" onPress={logout}>
            Ausloggen
          </Button>
        ) : null}
        {!user && location !== LOGIN_PATH ? (
          <Link href="/login" variant="plain" className="main-nav__link">
            Einloggen
          </Link>
        ) : null}
      </div>
    </header>
  );
}
