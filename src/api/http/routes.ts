// The list + retrieve pair most read resources register: GET {base}/ (paginated, filtered by a
// querystring) and GET {base}/:id/.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { TermsLevel } from '../../domain/terms-access.ts';
import { IdParams } from './query.ts';

export interface ListRetrieve<Q extends z.ZodType, P extends z.ZodType, I extends z.ZodType> {
  /** Path prefix without the trailing slash, e.g. `/farms`. */
  base: string;
  tag: string;
  /** Hidden from the OpenAPI document (an alias spelling of the path). */
  hide?: boolean;
  /** Terms level of both routes (src/domain/terms-access.ts); default 'gated'. */
  terms?: TermsLevel;
  list: {
    operationId: string;
    /** One line for the OpenAPI document. */
    summary: string;
    description?: string;
    querystring: Q;
    response: P;
    handler: (request: FastifyRequest, query: z.output<Q>) => Promise<z.input<P>>;
  };
  retrieve: {
    operationId: string;
    summary: string;
    response: I;
    handler: (request: FastifyRequest, id: number) => Promise<z.input<I>>;
  };
}

/** Registers `GET {base}/` and `GET {base}/:id/` on `scope`. */
export function listRetrieveRoutes<Q extends z.ZodType, P extends z.ZodType, I extends z.ZodType>(scope: FastifyInstance, r: ListRetrieve<Q, P, I>) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const hide = r.hide === undefined ? {} : { hide: r.hide };
  const description = r.list.description === undefined ? {} : { description: r.list.description };
  const config = { terms: r.terms ?? 'gated' };
  api.get(`${r.base}/`, {
    config,
    schema: { operationId: r.list.operationId, summary: r.list.summary, tags: [r.tag], ...hide, ...description, querystring: r.list.querystring, response: { 200: r.list.response } },
    // The response type is checked where the handler is passed in (ListRetrieve), not here.
    handler: (req) => r.list.handler(req, req.query as z.output<Q>) as never,
  });
  api.get(`${r.base}/:id/`, {
    config,
    schema: { operationId: r.retrieve.operationId, summary: r.retrieve.summary, tags: [r.tag], ...hide, params: IdParams, response: { 200: r.retrieve.response } },
    handler: (req) => r.retrieve.handler(req, req.params.id) as never,
  });
}
