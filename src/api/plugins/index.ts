// The per-instance services of the API, registered in dependency order (each plugin names the ones
// it needs, so a wrong order fails at start, not at the first request that reaches the service).
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../context.ts';
import { accessCachePlugin } from './access-cache.ts';
import { benchmarkEnginePlugin } from './benchmark-engine.ts';
import { depsPlugin } from './deps.ts';
import { fieldColumnsPlugin } from './field-columns.ts';
import { throttlesPlugin } from './throttles.ts';
import { versionsPlugin } from './versions.ts';

export async function registerServices(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(depsPlugin, { deps });
  await app.register(versionsPlugin);
  await app.register(accessCachePlugin);
  await app.register(throttlesPlugin);
  await app.register(benchmarkEnginePlugin);
  await app.register(fieldColumnsPlugin);
}
