// Authentication's per-user cache (auth/access-cache.ts) and the per-request slots it and the scope fill.
import fp from 'fastify-plugin';
import { AccessCache } from '../auth/access-cache.ts';
import { PLUGIN } from './names.ts';

export const accessCachePlugin = fp(
  async (app) => {
    app.decorate('accessCache', new AccessCache(app.deps.database, app.versions));
    app.decorateRequest('accessEntry', null);
    app.decorateRequest('callerScope', null);
    app.decorateRequest('versionsSince', null);
  },
  { name: PLUGIN.accessCache, dependencies: [PLUGIN.deps, PLUGIN.versions] },
);
