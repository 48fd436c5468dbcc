// The REST server behind /api/v1: zod schemas validate, serialise and document every route;
// one OpenAPI 3.1 document is generated from them at /api/v1/openapi.json.
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from './context.ts';
import { BODY_LIMITS } from './http/body-limit.ts';
import { frameworkErrors, sendError } from './http/error-handler.ts';
import { PROBLEM_COMPONENT, problemComponent, withProblemResponses } from './http/problem-responses.ts';
import { registerUnmatched } from './http/method-not-allowed.ts';
import { rejectNulBytes } from './http/nul-bytes.ts';
import { Handoffs, registerHandoff } from './http/handoff.ts';
import { registerServices } from './plugins/index.ts';
import { registerResources } from './resources/index.ts';

export const API_PREFIX = '/api/v1';

/** Options every Fastify instance that carries the API needs (src/server/server.ts, buildApi, describeApi). */
export const API_SERVER_OPTIONS = {
  routerOptions: { ignoreTrailingSlash: true },
  bodyLimit: BODY_LIMITS.json,
  frameworkErrors,
} satisfies FastifyServerOptions;

/** Registers the API (under /api/v1) on an existing Fastify instance. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  // Field messages of the validation errors in German, like every other text the API returns.
  z.config(z.locales.de());
  await registerServices(app, deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(sendError);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Herdenblick API', version: '1.0.0', description: 'REST-Schnittstelle von Herdenblick' },
      // Relative to the document's own address: the paths carry the /api/v1 prefix.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { [PROBLEM_COMPONENT]: problemComponent() },
      },
      security: [{ bearer: [] }],
    },
    transform: withProblemResponses(jsonSchemaTransform),
    transformObject: jsonSchemaTransformObject,
  });

  // On the root instance, so the API's hook and the gateway's fetch (http/handoff.ts) share it.
  app.decorate('handoffs', new Handoffs());
  await app.register(
    async (api) => {
      // JSON only: without this a text/plain body would reach the schemas as a string (400) instead of a 415.
      api.removeContentTypeParser('text/plain');
      api.addHook('preValidation', rejectNulBytes);
      // API answers are per caller and may carry tokens: never stored by a browser or proxy cache.
      api.addHook('onSend', (_request, reply, payload, done) => {
        reply.header('cache-control', 'no-store');
        done(null, payload);
      });
      // Last onSend hook: the in-process gateway takes the answer's text as it is (http/handoff.ts).
      registerHandoff(api);
      registerUnmatched(api);
      await registerResources(api);
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
    },
    { prefix: API_PREFIX },
  );
}

export async function buildApi(deps: ApiDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ...API_SERVER_OPTIONS, ...options });
  await registerApi(app, deps);
  await app.ready();
  return app;
}
