// Builds the one process: REST under /api/v1, the GraphQL gateway at /graphql, the SPA at /.
import Fastify, { type FastifyInstance } from 'fastify';
import { API_SERVER_OPTIONS, registerApi } from '../api/app.ts';
import { openKeyRing, TokenSigner } from '../api/auth/jwt.ts';
import type { ApiDeps } from '../api/context.ts';
import type { Database } from '../api/db/client.ts';
import { controllingJobsPlugin, engineJobsPlugin } from '../api/plugins/jobs.ts';
import { schedulePrune } from '../api/services/benchmark/jobs.ts';
import { startControlling } from '../api/services/controlling/index.ts';
import { listenForChanges, type Notifications } from '../api/services/jobs/listen.ts';
import { JobWorker } from '../api/services/jobs/worker.ts';
import { createMailer } from '../api/services/mail.ts';
import { registerGateway } from '../gateway/server/runtime.ts';
import type { Config } from '../config.ts';
import { registerCompression } from './compression.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerSpa } from './spa.ts';

export interface ServerOptions {
  config: Config;
  database: Database;
  log?: (line: string) => void;
}

export async function buildServer({ config, database, log = console.log }: ServerOptions): Promise<FastifyInstance> {
  const deps: ApiDeps = {
    config,
    database,
    signer: new TokenSigner(await openKeyRing(config, database, log), config.accessTokenSeconds, config.refreshTokenSeconds),
    mailer: createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log }),
    jobs: new JobWorker(database.db, { ...config.jobs, log }),
  };
  // Body limits by route (src/api/http/body-limit.ts): the default here is the modest JSON limit.
  // No plugin timeout: the onReady hook below builds the engine, which takes longer than Fastify's
  // default 10 s at national scale (and the server must not answer before it is built).
  const app = Fastify({ logger: false, ...API_SERVER_OPTIONS, trustProxy: config.trustProxy, pluginTimeout: 0 });
  registerSecurityHeaders(app, { dev: config.dev });
  await registerCompression(app);
  await registerApi(app, deps);
  await app.register(engineJobsPlugin);
  await app.register(controllingJobsPlugin, { log });
  // The benchmark engine is built while the server starts, so the first report
  // query does not wait for it; describing the API (mesh) never starts it.
  // Then the jobs start (this instance takes its share of detection, mails and snapshot rewrites),
  // and on PostgreSQL it listens for other instances' report writes and jobs.
  let notifications: Notifications | null = null;
  app.addHook('onReady', async () => {
    await app.engine.built();
    deps.jobs.start();
    if (database.kind === 'postgres') {
      notifications = listenForChanges(database.url, { reports: (v) => app.engine.reportsChanged(v, log), jobs: () => deps.jobs.wake(), log });
    }
    await schedulePrune(app);
    // The catch-up of alerts whose entity has reports their last check did not see, before serving.
    await startControlling(app);
  });
  // A graceful stop finishes the running job (its lease would otherwise hold it for a while).
  app.addHook('onClose', async () => {
    await notifications?.stop();
    await deps.jobs.stop();
  });
  await registerGateway(app, { dev: config.dev, corsOrigins: config.corsOrigins, compiledSource: true });
  await registerSpa(app);
  return app;
}
