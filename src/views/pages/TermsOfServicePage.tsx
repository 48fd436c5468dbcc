// /terms-of-service (limited-header, terms guard): the terms text and, for a farm admin whose farm has
// not accepted yet, the acceptance (termsAcceptance machine: one AcceptTermsOfService per open farm);
// then '/', where the guard checks the terms status again.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../domain/navigation.ts';
import { useAppSystem } from '../../app/AppContext.tsx';
import { useCurrentUser, useTermsAcceptance } from '../../app/hooks.ts';
import { bootstrapTermsStatus, openTermsFarms } from '../../machines/bootstrap/selectors.ts';
import { acceptanceError, isAccepted, isAccepting } from '../../machines/termsAcceptance/selectors.ts';
import { Button } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { notify } from '../ui/Toast.tsx';
import { useText } from '../hooks/useText.ts';
import { TextBody, textHeading } from './LegalTextPage.tsx';

export function TermsOfServicePage() {
  const { bootstrap } = useAppSystem();
  const user = useCurrentUser();
  const [, navigate] = useLocation();
  const text = useText('terms-of-service');
  const acceptance = useTermsAcceptance();
  const pending = useSelector(acceptance, isAccepting);
  const accepted = useSelector(acceptance, isAccepted);
  const error = useSelector(acceptance, acceptanceError);
  const status = useSelector(bootstrap, bootstrapTermsStatus);
  const farms = useSelector(bootstrap, openTermsFarms, (a, b) => a.join() === b.join());

  useEffect(() => {
    if (accepted) navigate(HOME_PATH, { replace: true });
  }, [accepted, navigate]);
  useEffect(() => {
    if (error) notify(error);
  }, [error]);

  const accept = () => {
    if (user) acceptance.send({ type: 'terms.accept', userId: user.id, farms });
  };

  return (
    <article className="page-card stack" aria-labelledby="terms-title" aria-busy={text.status === 'loading'}>
      <h1 id="terms-title">{textHeading(text, 'Nutzungsbedingungen')}</h1>
      <TextBody state={text} loadingLabel="Nutzungsbedingungen werden geladen …" errorTitle="Die Nutzungsbedingungen konnten nicht geladen werden." />
      {status === 'NotAccepted' ? (
        <div className="form__actions">
          <p>Bitte stimmen Sie den Nutzungsbedingungen für Ihr LDWU zu, um Herdenblick zu nutzen.</p>
          <Button onPress={accept} isPending={pending || accepted} isDisabled={text.status !== 'ready'} pendingLabel="Zustimmung wird gespeichert …">
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
