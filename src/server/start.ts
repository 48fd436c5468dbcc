// `npm start`: opens the database (migrating it), loads the catalogue, seeds demo data into an
// empty database (in a child process), and serves everything on one port.
import { loadConfig } from '../config.ts';
import { buildServer } from './server.ts';
import { openPreparedDatabase } from './prepare-data.ts';
import { ensureSpaBuild } from './ensure-build.ts';

const config = loadConfig();
const started = Date.now();
await ensureSpaBuild(console.log);
const database = await openPreparedDatabase(config, {
  log: console.log,
  onIdleError: (error) => console.warn(`Datenbankverbindung beendet (wird neu aufgebaut): ${error.message}`),
});
const app = await buildServer({ config, database });

const shutdown = async () => {
  await app.close().catch(() => {});
  await database.close().catch(() => {});
  process.exit(0);
};
// The gateway registers its own once-handlers and does not exit; ours closes and exits.
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: config.port, host: config.host });
console.log(
  `Herdenblick läuft auf http://localhost:${config.port} (Datenbank: ${database.kind}, Start in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
