// A legal text (GET /api/v1/texts/{name}/ through the gateway) as an urql query: the legal pages and
// the terms page read it from the urql cache (needs a DataProvider above).
import { useQuery } from 'urql';
import { ApiError, TEXT_NOT_FOUND } from '../../domain/errors.ts';
import { TextDocument } from '../../gateway/client/generated/graphql.ts';

export interface LegalText {
  title: string;
  content: string;
}

export type TextState = { status: 'loading' } | { status: 'ready'; text: LegalText } | { status: 'error'; error: unknown };

export function useText(name: string): TextState {
  const [{ data, error, fetching }] = useQuery({ query: TextDocument, variables: { name } });
  if (error) return { status: 'error', error };
  if (fetching || !data) return { status: 'loading' };
  if (!data.getText) return { status: 'error', error: new ApiError({ status: 404, detail: TEXT_NOT_FOUND }) };
  return { status: 'ready', text: { title: data.getText.title, content: data.getText.body } };
}
