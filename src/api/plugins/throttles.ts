// Login and mail throttles, counted in the database so every instance sees the same counts (auth/throttle.ts).
import fp from 'fastify-plugin';
import { Throttles } from '../auth/throttle.ts';
import { PLUGIN } from './names.ts';

export const throttlesPlugin = fp(
  async (app) => {
    app.decorate('throttles', new Throttles(app.deps.database, app.deps.config));
  },
  { name: PLUGIN.throttles, dependencies: [PLUGIN.deps] },
);
