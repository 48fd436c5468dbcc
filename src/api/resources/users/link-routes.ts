// A user's link sub-resource, /users/:userId/{path}/ and /users/:userId/{path}/:{key}/: list,
// retrieve, create (201), patch and delete (204 without a body: a Void field in GraphQL). The
// association links and the location links of product rules ‹REST calls› have exactly this shape.
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id } from '../../http/query.ts';
import { UserParams } from './link-schemas.ts';

/** A delete answers 204 without a body (GraphQL: a Void field). */
export const NoContent = z.null().describe('Gelöscht.');

const userOf = (req: FastifyRequest) => (req.params as { userId: number }).userId;

export interface UserLinkRoutes<K extends string, I extends z.ZodType, P extends z.ZodType, O extends z.ZodType> {
  /** Path segment under /users/:userId/, e.g. 'associations'. */
  path: string;
  /** Name of the link's own id in the path, e.g. 'association'. */
  key: K;
  /** Operation ids are list{Noun}s, get{Noun}, create{Noun}, update{Noun}, delete{Noun}. */
  noun: string;
  item: O;
  list: z.ZodType;
  input: I;
  patch: P;
  handlers: {
    list: (request: FastifyRequest, userId: number) => Promise<z.input<O>[]>;
    get: (request: FastifyRequest, userId: number, key: number) => Promise<z.input<O>>;
    create: (request: FastifyRequest, userId: number, body: z.output<I>) => Promise<z.input<O>>;
    update: (request: FastifyRequest, userId: number, key: number, body: z.output<P>) => Promise<z.input<O>>;
    remove: (request: FastifyRequest, userId: number, key: number) => Promise<void>;
  };
}

export function userLinkRoutes<K extends string, I extends z.ZodType, P extends z.ZodType, O extends z.ZodType>(
  scope: FastifyInstance,
  l: UserLinkRoutes<K, I, P, O>,
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const collection = `/users/:userId/${l.path}/`;
  const member = `${collection}:${l.key}/`;
  const KeyParams = z.object({ userId: Id, [l.key]: Id });
  // The provider cannot infer params from a computed key: read them through this one cast.
  const keyOf = (req: FastifyRequest) => (req.params as Record<string, number>)[l.key]!;
  const h = l.handlers;

  api.get(collection, {
    schema: { operationId: `list${l.noun}s`, summary: `List a user's ${l.key} links`, tags, params: UserParams, response: { 200: l.list } },
    handler: (req) => h.list(req, req.params.userId) as never,
  });
  api.get(member, {
    schema: { operationId: `get${l.noun}`, summary: `Get a user's ${l.key} link`, tags, params: KeyParams, response: { 200: l.item } } as FastifySchema,
    handler: (req) => h.get(req, userOf(req), keyOf(req)) as never,
  });
  api.post(collection, {
    schema: { operationId: `create${l.noun}`, summary: `Create a user's ${l.key} link`, tags, params: UserParams, body: l.input, response: { 201: l.item } } as FastifySchema,
    handler: async (req, reply) => reply.code(201).send(await h.create(req, userOf(req), req.body as z.output<I>)),
  });
  api.patch(member, {
    schema: { operationId: `update${l.noun}`, summary: `Update a user's ${l.key} link`, tags, params: KeyParams, body: l.patch, response: { 200: l.item } } as FastifySchema,
    handler: (req) => h.update(req, userOf(req), keyOf(req), req.body as z.output<P>) as never,
  });
  api.delete(member, {
    schema: { operationId: `delete${l.noun}`, summary: `Delete a user's ${l.key} link`, tags, params: KeyParams, response: { 204: NoContent } } as FastifySchema,
    handler: async (req, reply) => {
      await h.remove(req, userOf(req), keyOf(req));
      return reply.code(204).send(null);
    },
  });
}
