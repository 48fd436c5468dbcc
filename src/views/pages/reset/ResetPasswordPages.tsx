// Password reset flow (half-width, public; product rules ‹Password reset and public pages›): request → instructions sent → new password →
// success. The passwordReset machine sends the gateway mutations; a 400's field messages (German,
// from the server) are shown at their fields, other failures as a notification.
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { passwordPairErrors } from '../../../domain/password-policy.ts';
import { usePasswordReset } from '../../../app/hooks.ts';
import type { PasswordResetActorRef } from '../../../machines/passwordReset/machine.ts';
import { fieldErrors, isChanged, isRequested, isSending, resetNotice, wasSubmitted } from '../../../machines/passwordReset/selectors.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { Link } from '../../ui/Link.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { notify } from '../../ui/Toast.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the pages' own stylesheet
import './reset.css';

/** The machine's state for a form: busy, the server's field messages; its notices are shown; done → `to`. */
function useResetForm(reset: PasswordResetActorRef, done: (s: ReturnType<PasswordResetActorRef['getSnapshot']>) => boolean, to: string) {
  const [, navigate] = useLocation();
  const pending = useSelector(reset, isSending);
  const finished = useSelector(reset, done);
  const errors = useSelector(reset, fieldErrors);
  const notice = useSelector(reset, resetNotice);
  useEffect(() => {
    if (finished) navigate(to);
  }, [finished, navigate, to]);
  useEffect(() => {
    if (notice) notify(notice);
  }, [notice]);
  return { pending: pending || finished, errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [...v]])) };
}

export function RequestResetPage() {
  const reset = usePasswordReset();
  const [email, setEmail] = useState('');
  const { pending, errors } = useResetForm(reset, isRequested, '/reset-password-instructions-sent');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.send({ type: 'reset.request', email });
  }

  return (
    <section className="page-card stack" aria-labelledby="reset-title">
      <h1 id="reset-title">Passwort vergessen?</h1>
      <p>
        Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen
        können.
      </p>
      <Form onSubmit={submit} validationErrors={errors} validationBehavior="aria">
        <TextField label="E-Mail" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} isRequired autoFocus />
        <div className="form__actions">
          <Button type="submit" isDisabled={!email.trim()} isPending={pending} pendingLabel="Wird gesendet …">
            Link anfordern
          </Button>
          <Link href="/login">Zurück zum Login</Link>
        </div>
      </Form>
    </section>
  );
}

export function InstructionsSentPage() {
  return (
    <section className="page-card stack" aria-labelledby="sent-title">
      <h1 id="sent-title">E-Mail versendet</h1>
      <p>
        Falls ein aktives Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen eine E-Mail mit einem Link zum Zurücksetzen
        Ihres Passworts gesendet. Der Link ist 60 Minuten gültig.
      </p>
      <p>Bitte prüfen Sie auch Ihren Spam-Ordner.</p>
      <p>
        <Link href="/login">Zurück zum Login</Link>
      </p>
    </section>
  );
}

export function VerificationPage() {
  const reset = usePasswordReset();
  const query = new URLSearchParams(useSearch());
  const token = query.get('token') ?? '';
  const email = query.get('email') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const touched = useSelector(reset, wasSubmitted);
  const { pending, errors: serverErrors } = useResetForm(reset, isChanged, '/reset-password-verification-success');

  // Product rules ‹Validation rules› messages from src/domain; the server checks the password policy itself.
  const { password: passwordError, confirmation: confirmationError } = passwordPairErrors(password, confirmation);
  const tokenError = serverErrors.token;

  if (!token || !email) {
    return (
      <section className="page-card stack" aria-labelledby="verify-title">
        <h1 id="verify-title">Passwort zurücksetzen</h1>
        <Notice kind="error" title="Der Link ist unvollständig.">
          <p>Bitte öffnen Sie den Link aus der E-Mail erneut oder fordern Sie einen neuen an.</p>
        </Notice>
        <p>
          <Link href="/reset-password">Neuen Link anfordern</Link>
        </p>
      </section>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.send({ type: 'reset.submit', email, token, password, confirmation });
  }

  return (
    <section className="page-card stack" aria-labelledby="verify-title">
      <h1 id="verify-title">Passwort zurücksetzen</h1>
      <p>
        Legen Sie ein neues Passwort für das Konto <strong className="reset__email">{email}</strong> fest.
      </p>
      {tokenError ? (
        <Notice kind="error" title="Passwort konnte nicht geändert werden.">
          <p>{[tokenError].flat().join(' ')}</p>
          <Link href="/reset-password">Neuen Link anfordern</Link>
        </Notice>
      ) : null}
      <Form onSubmit={submit} validationBehavior="aria" validationErrors={serverErrors.password ? { password: serverErrors.password } : {}}>
        {/* For password managers: which account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label="Neues Passwort"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          isRequired
          autoFocus
          isInvalid={touched && !!passwordError ? true : undefined}
          errorMessage={touched && passwordError ? passwordError : undefined}
        />
        <TextField
          label="Passwort wiederholen"
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          isRequired
          isInvalid={touched && !!confirmationError ? true : undefined}
          errorMessage={touched && confirmationError ? confirmationError : undefined}
        />
        <div className="form__actions">
          <Button type="submit" isPending={pending} pendingLabel="Wird gespeichert …">
            Passwort speichern
          </Button>
        </div>
      </Form>
    </section>
  );
}

export function VerificationSuccessPage() {
  return (
    <section className="page-card stack" aria-labelledby="success-title">
      <h1 id="success-title">Passwort geändert</h1>
      <Notice kind="success" title="Ihr Passwort wurde geändert.">
        <p>Sie können sich jetzt mit Ihrem neuen Passwort anmelden.</p>
      </Notice>
      <p>
        <Link href="/login" variant="button-primary">
          Zum Login
        </Link>
      </p>
    </section>
  );
}
