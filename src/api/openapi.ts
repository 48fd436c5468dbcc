// The REST surface's OpenAPI document without a server or database: registration never touches the
// database, so a deps object whose database throws on use is enough (the mesh compose step uses this).
import Fastify from 'fastify';
import { loadConfig } from '../config.ts';
import { API_SERVER_OPTIONS, registerApi } from './app.ts';
import { TokenSigner } from './auth/jwt.ts';
import type { ApiDeps } from './context.ts';

const unreachable = (what: string) =>
  new Proxy({}, {
    get(_target, key) {
      throw new Error(`describeApi: ${what}.${String(key)} used while describing the API (registration must not touch it)`);
    },
  });

export async function describeApi(): Promise<Record<string, unknown>> {
  const config = loadConfig({ DATA_DIR: '/nonexistent', JWT_SECRET: 'describe-only' }, []);
  const deps: ApiDeps = {
    config,
    database: unreachable('database') as ApiDeps['database'],
    signer: new TokenSigner(new Uint8Array(32), config.accessTokenSeconds, config.refreshTokenSeconds),
    mailer: unreachable('mailer') as ApiDeps['mailer'],
    jobs: unreachable('jobs') as ApiDeps['jobs'],
  };
  const app = Fastify({ logger: false, ...API_SERVER_OPTIONS });
  try {
    await registerApi(app, deps);
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
