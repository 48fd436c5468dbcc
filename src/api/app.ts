// The REST server behind /api/v1: zod schemas validate, serialise and document every route;
// one OpenAPI 3.1 document is generated from them at /api/v1/openapi.json.
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { ApiDeps } from './context.ts';
import { HttpError } from './http/errors.ts';
import { registerResources } from './resources/index.ts';

export const API_PREFIX = '/api/v1';

function validationErrors(issues: { instancePath?: string; params?: { issue?: { path?: PropertyKey[] } }; message?: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    (errors[path] ??= []).push(issue.message ?? 'Ungültiger Wert.');
  }
  return errors;
}

/** Registers the API (under /api/v1) on an existing Fastify instance. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      const body: Record<string, unknown> = { detail: error.detail };
      if (error.code) body.code = error.code;
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({
        detail: 'Die Eingaben sind ungültig.',
        code: 'invalid',
        errors: validationErrors(error.validation as never),
      });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({
      detail: status >= 500 ? 'Interner Serverfehler.' : (error as Error).message,
      code: (error as { code?: string }).code ?? 'error',
    });
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Herdenblick API', version: '1.0.0', description: 'REST-Schnittstelle von Herdenblick' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(
    async (api) => {
      await registerResources(api);
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
    },
    { prefix: API_PREFIX },
  );
}

export async function buildApi(deps: ApiDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ...options });
  await registerApi(app, deps);
  await app.ready();
  return app;
}
