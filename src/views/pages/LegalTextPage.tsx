// /privacy-policy and /impressum (half-width, public): the text comes from /api/v1/texts/{name}/.
import { Notice } from '../ui/Notice.tsx';
import { PlainMarkdown } from '../ui/PlainMarkdown.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useText } from '../hooks/useText.ts';

export function LegalText({ name, heading }: { name: string; heading: string }) {
  const state = useText(name);
  return (
    <article className="page-card" aria-busy={state.status === 'loading'}>
      <h1>{state.status === 'ready' && state.text.title ? state.text.title : heading}</h1>
      {state.status === 'loading' ? <Spinner label="Text wird geladen …" showLabel /> : null}
      {state.status === 'error' ? (
        <Notice kind="error" title="Der Text konnte nicht geladen werden.">
          <p>Bitte versuchen Sie es später noch einmal.</p>
        </Notice>
      ) : null}
      {state.status === 'ready' ? <PlainMarkdown source={state.text.content} /> : null}
    </article>
  );
}

export function PrivacyPolicyPage() {
  return <LegalText name="privacy-policy" heading="Datenschutzerklärung" />;
}

export function ImpressumPage() {
  return <LegalText name="impressum" heading="Impressum" />;
}
