// /robots.txt: crawlers may read the public pages (login, legal texts); everything else needs a
// session, and the API and the gateway are no pages at all.
import type { FastifyInstance } from 'fastify';
import { CRAWLABLE_PATHS } from '../domain/navigation.ts';

export const ROBOTS_TXT = ['User-agent: *', ...CRAWLABLE_PATHS.map((path) => `Allow: ${path}`), 'Disallow: /', ''].join('\n');

export function registerRobots(app: FastifyInstance): void {
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT),
  );
}
