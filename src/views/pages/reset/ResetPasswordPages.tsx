// Password reset flow (half-width, public; spec 1 §2): request → instructions sent → new password →
// success. Plain form submissions to the REST endpoints; the server validates, its messages are shown.
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { noticeFromError, toApiErrorInfo } from '../../../domain/errors.ts';
import { restJson } from '../../../app/rest.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { Link } from '../../ui/Link.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { notify } from '../../ui/Toast.tsx';
import { passwordPairErrors } from '../../../domain/password-policy.ts';

type FieldErrors = Record<string, string | string[]>;

/** Field messages of a 400 response, for the form's validationErrors. */
function serverFieldErrors(error: unknown): FieldErrors | null {
  const info = toApiErrorInfo(error);
  if (info?.status !== 400 || !info.fields) return null;
  return Object.fromEntries(Object.entries(info.fields).map(([k, v]) => [k, [...v]]));
}

/** A failed submission: a 400's field messages go to the form, anything else is a notification. */
function reportSubmitError(error: unknown, setFieldErrors: (errors: FieldErrors) => void) {
  const fields = serverFieldErrors(error);
  if (fields) setFieldErrors(fields);
  else {
    const notice = noticeFromError(error);
    if (notice) notify(notice);
  }
}

export function RequestResetPage() {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    try {
      await restJson('/request_reset_password/', { method: 'POST', body: { email: email.trim() } });
      navigate('/reset-password-instructions-sent');
    } catch (error) {
      reportSubmitError(error, setErrors);
      setPending(false);
    }
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
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const token = query.get('token') ?? '';
  const email = query.get('email') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  // Spec 1 §5 messages from src/domain; the server checks the password policy itself.
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (passwordError || confirmationError) return;
    setPending(true);
    setServerErrors({});
    try {
      await restJson('/reset_password/', { method: 'POST', body: { email, token, password } });
      navigate('/reset-password-verification-success');
    } catch (error) {
      reportSubmitError(error, setServerErrors);
      setPending(false);
    }
  }

  return (
    <section className="page-card stack" aria-labelledby="verify-title">
      <h1 id="verify-title">Passwort zurücksetzen</h1>
      <p>
        Legen Sie ein neues Passwort für das Konto <strong>{email}</strong> fest.
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
