// 404 or 405 for a request no API route answers: a path that exists with other methods gets
// 405 with an Allow header (Fastify's router itself only knows "not found").
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { PROBLEM_TEXTS } from '../../domain/errors.ts';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

const toPattern = (url: string) =>
  new RegExp(
    `^${url
      .replace(/\/+$/, '')
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  );

/** Records the API's routes (call before registering them) and answers unmatched requests. */
export function registerUnmatched(api: FastifyInstance): void {
  const known = new Map<string, KnownPath>();
  api.addHook('onRoute', (route: RouteOptions) => {
    const key = route.url.replace(/\/+$/, '');
    const entry = known.get(key) ?? { pattern: toPattern(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    known.set(key, entry);
  });
  api.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = new Set<string>();
    for (const entry of known.values()) if (entry.pattern.test(path)) for (const m of entry.methods) allowed.add(m);
    if (allowed.size > 0) {
      return reply
        .code(405)
        .header('allow', [...allowed].sort().join(', '))
        .send({ detail: `Die Methode ${request.method} ist hier nicht erlaubt.`, code: 'method_not_allowed' });
    }
    return reply.code(404).send({ detail: PROBLEM_TEXTS.notFound, code: 'not_found' });
  });
}
