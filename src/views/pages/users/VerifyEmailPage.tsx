// /verify-email?token=… (public): the page the mailed verification link opens (product rules ‹Login, terms and user errors›
// 'E-Mail verifizieren'). It confirms the token once (the link is single-use, so a re-render or a
// second effect run must not send it again) and tells the result.
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useAppSystem } from '../../../app/AppContext.tsx';
import { useAuthStatus } from '../../../app/hooks.ts';
import { joinFieldMessages, toApiErrorInfo } from '../../../domain/errors.ts';
import { HOME_PATH, LOGIN_PATH } from '../../../domain/navigation.ts';
import { Link } from '../../ui/Link.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

type Outcome = { state: 'confirming' } | { state: 'confirmed' } | { state: 'failed'; message: string };

/** One confirmation per token for the life of the page. */
const confirmations = new Map<string, Promise<unknown>>();

export function VerifyEmailPage() {
  const { effects, auth } = useAppSystem();
  const { loggedIn } = useAuthStatus();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'confirming' } : { state: 'failed', message: 'Der Link ist unvollständig.' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    let pending = confirmations.get(token);
    if (!pending) confirmations.set(token, (pending = effects.confirmEmail(token)));
    pending.then(
      () => {
        if (!live) return;
        setOutcome({ state: 'confirmed' });
        // A signed-in user sees 'E-Mail ist verifiziert' from now on.
        if (auth.getSnapshot().matches('authenticated')) auth.send({ type: 'auth.user.reload' });
      },
      (error: unknown) => {
        if (!live) return;
        const info = toApiErrorInfo(error);
        setOutcome({ state: 'failed', message: info?.status === 400 ? joinFieldMessages(error) : (info?.detail ?? joinFieldMessages(error)) });
      },
    );
    return () => {
      live = false;
    };
  }, [token, effects, auth]);

  return (
    <article className="page-card stack" aria-labelledby="verify-title" aria-busy={outcome.state === 'confirming'}>
      <h1 id="verify-title">E-Mail verifizieren</h1>
      {outcome.state === 'confirming' ? (
        <Spinner label="E-Mail-Adresse wird bestätigt …" showLabel />
      ) : outcome.state === 'confirmed' ? (
        <Notice kind="success" title="Ihre E-Mail-Adresse ist verifiziert.">
          <p>Vielen Dank für die Bestätigung.</p>
        </Notice>
      ) : (
        <Notice kind="error" title="Die E-Mail-Adresse konnte nicht verifiziert werden.">
          <p>{outcome.message}</p>
        </Notice>
      )}
      {outcome.state !== 'confirming' ? (
        <p>
          <Link href={loggedIn ? HOME_PATH : LOGIN_PATH}>{loggedIn ? 'Zur Übersicht' : 'Zum Login'}</Link>
        </p>
      ) : null}
    </article>
  );
}
