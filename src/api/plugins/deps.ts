// What the server was started with (database, configuration, signer, mailer, job queue) as `app.deps`.
import fp from 'fastify-plugin';
import type { ApiDeps } from '../context.ts';
import { PLUGIN } from './names.ts';

export const depsPlugin = fp<{ deps: ApiDeps }>(
  async (app, { deps }) => {
    app.decorate('deps', deps);
  },
  { name: PLUGIN.deps },
);
