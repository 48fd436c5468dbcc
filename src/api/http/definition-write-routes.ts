// The write operations of a resource next to its list and retrieve routes: POST {base}/ (201 with
// the created item), PUT and PATCH {base}/:id/ (200 with the stored item) and DELETE {base}/:id/
// (204). Terms level 'gated' like the reads; the JSON body limit is the server default.
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from './query.ts';

export interface WriteRoutes<C extends z.ZodType, U extends z.ZodType, R extends z.ZodType, D extends z.ZodType> {
  base: string;
  tag: string;
  response: R;
  create: { operationId: string; summary: string; description?: string; body: C; handler: (request: FastifyRequest, body: z.output<C>) => Promise<z.input<R>> };
  replace: { operationId: string; summary: string; description?: string; handler: (request: FastifyRequest, id: number, body: z.output<C>) => Promise<z.input<R>> };
  update: { operationId: string; summary: string; description?: string; body: U; handler: (request: FastifyRequest, id: number, body: z.output<U>) => Promise<z.input<R>> };
  remove: { operationId: string; summary: string; description?: string; querystring?: D; handler: (request: FastifyRequest, id: number, query: z.output<D>) => Promise<void> };
}

const describe = (d: string | undefined) => (d === undefined ? {} : { description: d });

export function definitionWriteRoutes<C extends z.ZodType, U extends z.ZodType, R extends z.ZodType, D extends z.ZodType>(scope: FastifyInstance, w: WriteRoutes<C, U, R, D>) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const config = { terms: 'gated' as const };
  api.post(`${w.base}/`, {
    config,
    // Typed loosely: the provider cannot resolve a 201-only response generically; the handler's type is checked in WriteRoutes.
    schema: { operationId: w.create.operationId, summary: w.create.summary, tags: [w.tag], ...describe(w.create.description), body: w.create.body, response: { 201: w.response } } as FastifySchema,
    handler: async (req, reply) => {
      const created = await w.create.handler(req, req.body as z.output<C>);
      reply.code(201);
      return created as never;
    },
  });
  api.put(`${w.base}/:id/`, {
    config,
    schema: { operationId: w.replace.operationId, summary: w.replace.summary, tags: [w.tag], ...describe(w.replace.description), params: IdParams, body: w.create.body, response: { 200: w.response } },
    handler: (req) => w.replace.handler(req, req.params.id, req.body as z.output<C>) as never,
  });
  api.patch(`${w.base}/:id/`, {
    config,
    schema: { operationId: w.update.operationId, summary: w.update.summary, tags: [w.tag], ...describe(w.update.description), params: IdParams, body: w.update.body, response: { 200: w.response } },
    handler: (req) => w.update.handler(req, req.params.id, req.body as z.output<U>) as never,
  });
  api.delete(`${w.base}/:id/`, {
    config,
    schema: {
      operationId: w.remove.operationId,
      summary: w.remove.summary,
      tags: [w.tag],
      ...describe(w.remove.description),
      params: IdParams,
      ...(w.remove.querystring ? { querystring: w.remove.querystring } : {}),
      response: { 204: z.null().describe('Gelöscht.') },
    },
    handler: async (req, reply) => {
      await w.remove.handler(req, req.params.id, req.query as z.output<D>);
      return reply.code(204).send(null);
    },
  });
}
