// /terms-of-service (limited-header, terms guard): the terms text and, for a farm admin whose farm has
// not accepted yet, the acceptance (POST /users/{id}/terms_of_service_acceptance/ {farm}); then '/'.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { noticeFromError } from '../../domain/errors.ts';
import { HOME_PATH } from '../../domain/navigation.ts';
import { farmsToAccept } from '../../domain/terms.ts';
import { useAppSystem } from '../../app/AppContext.tsx';
import { useCurrentUser } from '../../app/hooks.ts';
import { Button } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { notify } from '../ui/Toast.tsx';
import { useText } from '../hooks/useText.ts';
import { TextBody, textHeading } from './LegalTextPage.tsx';

export function TermsOfServicePage() {
  const { bootstrap, effects } = useAppSystem();
  const user = useCurrentUser();
  const [, navigate] = useLocation();
  const text = useText('terms-of-service');
  const [pending, setPending] = useState(false);
  const status = useSelector(bootstrap, (s) => s.context.termsStatus);
  const farms = useSelector(bootstrap, (s) => farmsToAccept(s.context.termsFarms), (a, b) => a.join() === b.join());

  async function accept() {
    if (!user) return;
    setPending(true);
    try {
      for (const farm of farms) await effects.acceptTerms(user.id, farm);
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      const notice = noticeFromError(error);
      if (notice) notify(notice);
      setPending(false);
    }
  }

  return (
    <article className="page-card stack" aria-labelledby="terms-title" aria-busy={text.status === 'loading'}>
      <h1 id="terms-title">{textHeading(text, 'Nutzungsbedingungen')}</h1>
      <TextBody state={text} loadingLabel="Nutzungsbedingungen werden geladen …" errorTitle="Die Nutzungsbedingungen konnten nicht geladen werden." />
      {status === 'NotAccepted' ? (
        <div className="form__actions">
          <p>Bitte stimmen Sie den Nutzungsbedingungen für Ihr LDWU zu, um Herdenblick zu nutzen.</p>
          <Button onPress={accept} isPending={pending} isDisabled={text.status !== 'ready'} pendingLabel="Zustimmung wird gespeichert …">
            Nutzungsbedingungen akzeptieren
          </Button>
        </div>
      ) : status === 'AcceptedOrNotNecessary' ? (
        <Notice kind="info">
          <p>Für Ihr Konto ist keine weitere Zustimmung nötig.</p>
        </Notice>
      ) : null}
    </article>
  );
}
