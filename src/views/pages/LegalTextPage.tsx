// /privacy-policy and /impressum (half-width, public): the text comes from /api/v1/texts/{name}/.
import { DataProvider } from '../DataProvider.tsx';
import { Notice } from '../ui/Notice.tsx';
import { PlainMarkdown } from '../ui/PlainMarkdown.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useText, type TextState } from '../hooks/useText.ts';

/** The loaded text's title, else the page's own heading. */
export const textHeading = (state: TextState, heading: string) => (state.status === 'ready' && state.text.title ? state.text.title : heading);

/** Spinner, error notice or the text itself; shared with the terms page. */
export function TextBody({ state, loadingLabel, errorTitle }: { state: TextState; loadingLabel: string; errorTitle: string }) {
  if (state.status === 'loading') return <Spinner label={loadingLabel} showLabel />;
  if (state.status === 'error') {
    return (
      <Notice kind="error" title={errorTitle}>
        <p>Bitte versuchen Sie es später noch einmal.</p>
      </Notice>
    );
  }
  return <PlainMarkdown source={state.text.content} />;
}

export function LegalText({ name, heading }: { name: string; heading: string }) {
  const state = useText(name);
  return (
    <article className="page-card" aria-busy={state.status === 'loading'}>
      <h1>{textHeading(state, heading)}</h1>
      <TextBody state={state} loadingLabel="Text wird geladen …" errorTitle="Der Text konnte nicht geladen werden." />
    </article>
  );
}

// Public pages: they bring the urql client themselves (signed-in pages get it from the route shell).
export function PrivacyPolicyPage() {
  return (
    <DataProvider>
      <LegalText name="privacy-policy" heading="Datenschutzerklärung" />
    </DataProvider>
  );
}

export function ImpressumPage() {
  return (
    <DataProvider>
      <LegalText name="impressum" heading="Impressum" />
    </DataProvider>
  );
}
