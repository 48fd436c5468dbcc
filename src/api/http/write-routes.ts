// The write routes of a resource: POST {base}/ (201 with the created item), PUT and PATCH {base}/:id/
// (200 with the item) and DELETE {base}/:id/ (200 with the deleted id: a 204 would reach GraphQL as
// null, indistinguishable from "nothing happened"). Only 2xx answers are documented.
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProblemStatus } from './problem-responses.ts';
import { IdParams } from './query.ts';

export const DeletedSchema = z.object({ id: z.number().int() }).meta({ id: 'Deleted', description: 'The id of the deleted item.' });
export type DeletedOut = z.infer<typeof DeletedSchema>;

interface BodyOperation<B extends z.ZodType, R extends z.ZodType> {
  operationId: string;
  /** One line for the OpenAPI document. */
  summary: string;
  description?: string;
  /** Error statuses beyond those that follow from the route (see problem-responses.ts). */
  errors?: readonly ProblemStatus[];
  body: B;
  response: R;
}

export interface WriteRoutes<C extends z.ZodType, U extends z.ZodType, P extends z.ZodType, R extends z.ZodType> {
  /** Path prefix without the trailing slash, e.g. `/farms`. */
  base: string;
  tag: string;
  create?: BodyOperation<C, R> & { handler: (request: FastifyRequest, body: z.output<C>) => Promise<z.input<R>> };
  replace?: BodyOperation<U, R> & { handler: (request: FastifyRequest, id: number, body: z.output<U>) => Promise<z.input<R>> };
  update?: BodyOperation<P, R> & { handler: (request: FastifyRequest, id: number, body: z.output<P>) => Promise<z.input<R>> };
  remove?: { operationId: string; summary: string; description?: string; handler: (request: FastifyRequest, id: number) => Promise<DeletedOut> };
}

const describe = (d: string | undefined) => (d === undefined ? {} : { description: d });
const declared = (errors: readonly ProblemStatus[] | undefined) => (errors === undefined ? {} : { errors });

/** Registers the write routes given in `r` on `scope` (terms level: gated, the default). */
export function writeRoutes<C extends z.ZodType, U extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  scope: FastifyInstance,
  r: WriteRoutes<C, U, P, R>,
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const tags = [r.tag];
  const { create, replace, update, remove } = r;
  if (create) {
    // Typed as a plain FastifySchema: the provider's inference trips over a generic 201 response.
    const schema: FastifySchema = { operationId: create.operationId, summary: create.summary, tags, ...describe(create.description), ...declared(create.errors), body: create.body, response: { 201: create.response } };
    scope.post(`${r.base}/`, {
      schema,
      handler: async (req, reply) => {
        const created = await create.handler(req, req.body as z.output<C>);
        reply.code(201);
        return created as never;
      },
    });
  }
  if (replace) {
    api.put(`${r.base}/:id/`, {
      schema: { operationId: replace.operationId, summary: replace.summary, tags, ...describe(replace.description), ...declared(replace.errors), params: IdParams, body: replace.body, response: { 200: replace.response } },
      handler: (req) => replace.handler(req, req.params.id, req.body as z.output<U>) as never,
    });
  }
  if (update) {
    api.patch(`${r.base}/:id/`, {
      schema: { operationId: update.operationId, summary: update.summary, tags, ...describe(update.description), ...declared(update.errors), params: IdParams, body: update.body, response: { 200: update.response } },
      handler: (req) => update.handler(req, req.params.id, req.body as z.output<P>) as never,
    });
  }
  if (remove) {
    api.delete(`${r.base}/:id/`, {
      schema: { operationId: remove.operationId, summary: remove.summary, tags, ...describe(remove.description), params: IdParams, response: { 200: DeletedSchema } },
      handler: (req) => remove.handler(req, req.params.id),
    });
  }
}
