// Every resource of the REST surface; each folder holds its schemas, handlers and routes.
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/index.ts';
import { healthRoutes } from './health/index.ts';
import { passwordResetRoutes } from './password-reset/index.ts';
import { termsRoutes } from './terms/index.ts';
import { alertRoutes } from './alerts/index.ts';
import { associationRoutes } from './associations/index.ts';
import { comparisonGroupRoutes } from './comparison-groups/index.ts';
import { dashboardRoutes } from './dashboard/index.ts';
import { evaluationRoutes } from './evaluations/index.ts';
import { farmRoutes } from './farms/index.ts';
import { figureFilterRoutes } from './filters/index.ts';
import { incidentRoutes } from './incidents/index.ts';
import { locationRoutes } from './locations/index.ts';
import { profileRoutes } from './profiles/index.ts';
import { reportRoutes } from './reports/index.ts';
import { reportQueryRoutes } from './report-queries/index.ts';
import { siteRoutes } from './sites/index.ts';
import { silenceRoutes } from './silences/index.ts';
import { textRoutes } from './texts/index.ts';
import { userRoutes } from './users/index.ts';

export async function registerResources(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(termsRoutes);
  // Read side (issue item 8): role-scoped list and retrieve of every entity.
  for (const routes of [
    farmRoutes,
    associationRoutes,
    locationRoutes,
    siteRoutes,
    profileRoutes,
    reportRoutes,
    userRoutes,
    comparisonGroupRoutes,
    figureFilterRoutes,
    evaluationRoutes,
    alertRoutes,
    incidentRoutes,
    silenceRoutes,
    textRoutes,
  ]) {
    await app.register(routes);
  }
  // Report queries of the benchmark engine.
  await app.register(reportQueryRoutes);
  // The start page's aggregate figures.
  await app.register(dashboardRoutes);
}
