// The one way the browser writes: a GraphQL mutation on graphql-request (the session's client: refreshed
// once on a 401 and replayed), its failure as ApiError, then urql's document cache told which types
// changed so every screen showing them refetches. Per-flow effects (src/app/*-effects.ts) are built on it.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { RequestOptions, Variables } from 'graphql-request';
import { asApiError } from '../gateway/client/errors.ts';
import type { DataClients } from './gateway-effects.ts';

/** Runs `document` and invalidates `changes` (the __typenames of the lists and objects the write touches). */
export type Write = <D, V extends Variables>(document: TypedDocumentNode<D, V>, variables: V, changes: readonly string[]) => Promise<D>;

/** What a write needs: graphql-request to send it, urql's cache to learn what changed (no urql import here: this file is in the login chunk). */
export type WriteClients = Pick<DataClients, 'gateway' | 'invalidate'>;

export function createWrite(authed: <T>(run: (c: WriteClients) => Promise<T>) => Promise<T>): Write {
  return <D, V extends Variables>(document: TypedDocumentNode<D, V>, variables: V, changes: readonly string[]) =>
    authed(async (c) => {
      // The options' variables are optional or required by V's shape; for a generic V the cast says "as given".
      const data = await asApiError(() => c.gateway.request<D, V>({ document, variables } as unknown as RequestOptions<V, D>));
      await c.invalidate(changes);
      return data;
    });
}
