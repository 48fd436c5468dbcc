// What every request handler can reach: the database, configuration, token signer, mailer and job queue.
import type { Config } from '../config.ts';
import type { TokenSigner } from './auth/jwt.ts';
import type { Database } from './db/client.ts';
import type { Actor } from './auth/actor.ts';
import type { JobWorker } from './services/jobs/worker.ts';

export interface Mailer {
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

export interface ApiDeps {
  database: Database;
  config: Config;
  signer: TokenSigner;
  mailer: Mailer;
  /** Work that must happen once across all instances (src/api/services/jobs/): detection, mails, snapshots. */
  jobs: JobWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: ApiDeps;
  }
  interface FastifyRequest {
    /** The authenticated user; set by the auth hook on every protected route. */
    actor: Actor;
  }
}
