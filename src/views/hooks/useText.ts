// Loads a legal text (GET /api/v1/texts/{name}/ through the gateway) for the legal pages and the terms page.
import { useEffect, useState } from 'react';
import { useAppSystem } from '../../app/AppContext.tsx';

export interface LegalText {
  title?: string;
  content: string;
}

export type TextState = { status: 'loading' } | { status: 'ready'; text: LegalText } | { status: 'error'; error: unknown };

/** Accepts a plain string or an object with content/text/body (and an optional title). */
export function readText(data: unknown): LegalText {
  if (typeof data === 'string') return { content: data };
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    const content = [d.content, d.text, d.body].find((v): v is string => typeof v === 'string') ?? '';
    return typeof d.title === 'string' ? { title: d.title, content } : { content };
  }
  return { content: '' };
}

export function useText(name: string): TextState {
  const { effects } = useAppSystem();
  const [state, setState] = useState<{ name: string; state: TextState } | null>(null);
  useEffect(() => {
    let current = true;
    effects
      .clients()
      .then((c) => c.text(name))
      .then(
        (data) => current && setState({ name, state: { status: 'ready', text: readText(data) } }),
        (error: unknown) => current && setState({ name, state: { status: 'error', error } }),
      );
    return () => {
      current = false;
    };
  }, [effects, name]);
  return state?.name === name ? state.state : { status: 'loading' };
}
