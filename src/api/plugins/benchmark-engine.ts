// The instance's benchmark engine (services/benchmark/service.ts) and the organisation tree its
// answers group by (services/benchmark/topology.ts); both follow the shared version reading.
import fp from 'fastify-plugin';
import { EngineService } from '../services/benchmark/service.ts';
import { TopologyCache } from '../services/benchmark/topology.ts';
import { PLUGIN } from './names.ts';

export const benchmarkEnginePlugin = fp(
  async (app) => {
    // The database handle, not its .db: describing the API registers the plugins without a database.
    const { database } = app.deps;
    app.decorate('engine', new EngineService(database, app.versions));
    app.decorate('topology', new TopologyCache(database, app.versions));
  },
  { name: PLUGIN.benchmarkEngine, dependencies: [PLUGIN.deps, PLUGIN.versions] },
);
