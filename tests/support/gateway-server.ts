// The whole server (REST, gateway, SPA) listening on a free port over a fresh PGlite copy of the demo
// data: what the gateway client tests talk to, through the same clients the browser uses.
import { loadConfig } from '../../src/config.ts';
import { buildServer } from '../../src/server/server.ts';
import { openTestDatabase } from './app.ts';

export async function startGatewayServer() {
  const { database, dataDir, drop } = await openTestDatabase('pglite');
  const app = await buildServer({ config: loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret' }, []), database, log: () => {} });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db: database.db,
    url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/graphql`,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
