// `npm start`: opens the database (migrating it), loads the catalogue, seeds demo data into an
// empty database (in a child process), and serves everything on one port. The checks that refuse
// to start come first and import little, so a refused start ends at once.
import { loadConfig, startProblem } from '../config.ts';
import { DataDirLocked, lockDataDir } from '../api/db/data-dir-lock.ts';

const problem = startProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
const config = loadConfig();
const started = Date.now();
// The embedded database: this process holds DATA_DIR for its whole life (its seed child inherits it).
if (!config.databaseUrl) {
  try {
    lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const { buildServer } = await import('./server.ts');
const { openPreparedDatabase } = await import('./prepare-data.ts');
const { ensureSpaBuild } = await import('./ensure-build.ts');

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
