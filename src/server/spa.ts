// Serves the built SPA from dist/ with history-mode fallback to index.html.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const DIST_DIR = resolve(import.meta.dirname, '../../dist');

const notFound = { detail: 'Nicht gefunden.', code: 'not_found' };

export async function registerSpa(app: FastifyInstance): Promise<void> {
  if (!existsSync(resolve(DIST_DIR, 'index.html'))) {
    // No build: every unknown path still answers in the API's error shape.
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound));
    return;
  }
  // wildcard: files are looked up per request, so a rebuilt dist/ is served without a restart;
  // a miss falls through to the not-found handler below.
  await app.register(fastifyStatic, { root: DIST_DIR, wildcard: true, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || path.startsWith('/api/') || path === '/graphql') {
      return reply.code(404).send(notFound);
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
