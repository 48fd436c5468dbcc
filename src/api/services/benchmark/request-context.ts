// The benchmark context of one request. A reading request (GET, HEAD) lets the version reading its
// authentication took serve the engine and the organisation tree too: it began after the request
// did, so it shows every commit made before, and the request saves one or two statements. A
// writing request reads afresh, so the engine sees what the request itself wrote.
import type { FastifyRequest } from 'fastify';
import { sharedAccess } from '../../auth/access-cache.ts';
import type { BenchmarkContext } from '../../context.ts';

export function requestBenchmark(request: FastifyRequest): BenchmarkContext {
  const app = request.server;
  const since = request.versionsSince;
  if (since === null || !sharedAccess(request)) return app;
  return { deps: app.deps, engine: app.engine, topology: app.topology, versionsSince: since };
}
