// Every resource of the REST surface; each folder holds its schemas, handlers and routes.
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/index.ts';
import { healthRoutes } from './health/index.ts';
import { passwordResetRoutes } from './password-reset/index.ts';
import { termsRoutes } from './terms/index.ts';

export async function registerResources(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(termsRoutes);
}
