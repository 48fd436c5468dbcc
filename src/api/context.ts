// What every request handler can reach. The deps are what the server is started with (database,
// configuration, token signer, mailer, job queue); the services are per API instance, each made by
// a plugin of src/api/plugins/ that names the plugins it needs (a second instance on the same
// database gets its own, and nothing is kept in module variables).
import type { Config } from '../config.ts';
import type { AccessCache, AccessEntry } from './auth/access-cache.ts';
import type { TokenSigner } from './auth/jwt.ts';
import type { Throttles } from './auth/throttle.ts';
import type { Database } from './db/client.ts';
import type { VersionReader } from './db/versions.ts';
import type { Actor } from './auth/actor.ts';
import type { FieldColumns } from './resources/reports/field-columns.ts';
import type { Handoffs } from './http/handoff.ts';
import type { EngineService } from './services/benchmark/service.ts';
import type { TopologyCache } from './services/benchmark/topology.ts';
import type { JobWorker } from './services/jobs/worker.ts';
import type { CallerScope } from './services/scope.ts';
import type { FastifyInstance } from 'fastify';

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

/**
 * What the benchmark answers need of an instance: its deps, its engine and its organisation tree;
 * for a reading request also the mark of its version reading (services/benchmark/request-context.ts).
 */
export type BenchmarkContext = Pick<FastifyInstance, 'deps' | 'engine' | 'topology'> & { versionsSince?: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** Plugin 'deps'. */
    deps: ApiDeps;
    /** Plugin 'versions': the shared reading of engine_versions. */
    versions: VersionReader;
    /** Plugin 'access-cache': authentication's per-user cache. */
    accessCache: AccessCache;
    /** Plugin 'throttles': login and mail throttles. */
    throttles: Throttles;
    /** Plugin 'benchmark-engine': the in-memory engine and the organisation tree over it. */
    engine: EngineService;
    topology: TopologyCache;
    /** Plugin 'field-columns': where each figure sits in reports.values. */
    fieldColumns: FieldColumns;
    /** The in-process gateway's open handoffs (http/handoff.ts): request correlation, one per injected call. */
    handoffs: Handoffs;
  }
  interface FastifyRequest {
    /** The authenticated user; set by the auth hook on every protected route. */
    actor: Actor;
    /** The caller's cached access (auth/access-cache.ts); set by the auth hook. */
    accessEntry: AccessEntry | null;
    /** The caller's scope once resolved for this request (services/scope.ts callerScope). */
    callerScope: Promise<CallerScope> | null;
    /** The versions' mark taken when authentication began (db/versions.ts); set by the auth hook. */
    versionsSince: number | null;
  }
}
