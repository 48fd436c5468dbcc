// One shared reading of engine_versions per instance (db/versions.ts): the caches below compare against it.
import fp from 'fastify-plugin';
import { versionReader } from '../db/versions.ts';
import { PLUGIN } from './names.ts';

export const versionsPlugin = fp(
  async (app) => {
    app.decorate('versions', versionReader(app.deps.database));
  },
  { name: PLUGIN.versions, dependencies: [PLUGIN.deps] },
);
