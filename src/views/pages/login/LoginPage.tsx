// /login (full-screen, public; product rules ‹Product overview›–2): marketing text, rotating quotes, partner box and the
// login form. The auth machine does the work: the view sends 'login' and shows its 'busy' tag.
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { afterLoginPath } from '../../../domain/navigation.ts';
import { useAuthCommands, useAuthStatus, useLoginState } from '../../../app/hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { LogoIcon } from '../../ui/Icons.tsx';
import { Link } from '../../ui/Link.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { PARTNERS, QUOTES, THEMES } from './content.ts';
import { QuoteCarousel } from './QuoteCarousel.tsx';
import { prefetchSignedInShell } from '../../prefetch.ts';

export function LoginPage() {
  const { busy, canSubmit } = useLoginState();
  const { login } = useAuthCommands();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const ready = canSubmit(email, password);
  const { loggedIn } = useAuthStatus();
  const search = useSearch();
  const [, navigate] = useLocation();

  // After success: the redirect query parameter if it is a string, otherwise '/'.
  useEffect(() => {
    if (loggedIn) navigate(afterLoginPath(search), { replace: true });
  }, [loggedIn, search, navigate]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || busy) return;
    prefetchSignedInShell();
    login(email, password);
  }

  return (
    <div className="login">
      <section className="login__card" aria-labelledby="login-title">
        <p className="login__mobile-brand" aria-hidden="true">
          <LogoIcon className="brand__logo" />
          Herdenblick
        </p>
        <h1 id="login-title">Login</h1>
        <Form onSubmit={submit} aria-labelledby="login-title">
          <TextField
            label="E-Mail"
            name="username"
            type="text"
            inputMode="email"
            autoComplete="username"
            spellCheck="false"
            value={email}
            onChange={setEmail}
            isDisabled={busy}
          />
          <TextField
            label="Passwort"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            isDisabled={busy}
          />
          <div className="form__actions">
            <Button type="submit" block isDisabled={!ready} isPending={busy} pendingLabel="Anmeldung läuft …">
              Einloggen
            </Button>
            <Link href="/reset-password">Passwort vergessen?</Link>
          </div>
        </Form>
      </section>

      <section className="login__intro" aria-labelledby="login-product">
        <p className="login__brand" id="login-product">
          <LogoIcon className="brand__logo" />
          Herdenblick
        </p>
        <p className="login__claim">
          Benchmarking und Controlling für Milchviehbetriebe – Ihre Herde im Vergleich, auf Basis der Milchleistungsprüfung.
        </p>
        <ul className="login__themes">
          {THEMES.map((theme) => (
            <li key={theme.title} className="login__theme">
              <h2>{theme.title}</h2>
              <p>{theme.text}</p>
            </li>
          ))}
        </ul>
        <QuoteCarousel quotes={QUOTES} />
      </section>

      <section className="partners" aria-labelledby="partners-title">
        <h2 id="partners-title">Unsere Partner</h2>
        <p>Herdenblick entsteht gemeinsam mit Organisationen, die Milchviehbetriebe seit Jahrzehnten begleiten:</p>
        <ul>
          {PARTNERS.map((partner) => (
            <li key={partner.name}>
              <strong>{partner.name}</strong>
              <span>{partner.role}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
