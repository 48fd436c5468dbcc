// Serves the built SPA from dist/ with history-mode fallback to index.html, and /robots.txt.
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerRobots } from './robots.ts';
import { PROBLEM_TEXTS } from '../domain/errors.ts';

export const DIST_DIR = resolve(import.meta.dirname, '../../dist');
const ASSETS_DIR = resolve(DIST_DIR, 'assets') + sep;

/** Hashed build files never change under their name: a returning phone loads them from its cache
 * without asking. index.html names the current ones, so it is revalidated on every visit. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PAGE_CACHE_CONTROL = 'no-cache';

const notFound = { detail: PROBLEM_TEXTS.notFound, code: 'not_found' };

/** A path whose last segment names a file (favicon.ico, sitemap.xml): no app route looks like that. */
const looksLikeFile = (path: string) => /\.[a-z0-9]{1,8}$/i.test(path.slice(path.lastIndexOf('/') + 1));

export async function registerSpa(app: FastifyInstance): Promise<void> {
  registerRobots(app);
  if (!existsSync(resolve(DIST_DIR, 'index.html'))) {
    // No build: every unknown path still answers in the API's error shape.
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound));
    return;
  }
  // wildcard: files are looked up per request, so a rebuilt dist/ is served without a restart;
  // a miss falls through to the not-found handler below.
  await app.register(fastifyStatic, {
    root: DIST_DIR,
    wildcard: true,
    index: ['index.html'],
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(ASSETS_DIR) ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || path.startsWith('/api/') || path === '/graphql' || looksLikeFile(path)) {
      return reply.code(404).send(notFound);
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
