// The handlers of the jobs this instance takes its share of (services/jobs/): the engine's snapshot
// rewrites and pruning, the controlling system's detection and mails. They run the instance's engine.
import fp from 'fastify-plugin';
import { registerEngineJobs } from '../services/benchmark/jobs.ts';
import { registerControllingJobs } from '../services/controlling/index.ts';
import { PLUGIN } from './names.ts';

export const engineJobsPlugin = fp(
  async (app) => {
    registerEngineJobs(app);
  },
  { name: PLUGIN.engineJobs, dependencies: [PLUGIN.deps, PLUGIN.benchmarkEngine] },
);

export const controllingJobsPlugin = fp<{ log: (line: string) => void }>(
  async (app, { log }) => {
    registerControllingJobs(app, log);
  },
  { name: PLUGIN.controllingJobs, dependencies: [PLUGIN.deps, PLUGIN.benchmarkEngine] },
);
