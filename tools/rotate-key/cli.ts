// npm run rotate-key [-- --retire-all]
// A new key signs the tokens of every instance from now on (each picks it up within a minute; a token
// with the new key reaches an instance that has not yet loaded it, which then loads it at once).
// Tokens signed with older keys stay valid until they expire; keys replaced longer than the refresh
// token lifetime ago are retired (no valid token can name them). --retire-all retires every older key
// at once: all sessions end, everyone signs in again (after a leak of the database or a key).
// Database: DATABASE_URL, else PGlite under DATA_DIR (with the server stopped: one process per directory).
import { parseArgs } from 'node:util';
import { rotateSigningKey } from '../../src/api/auth/signing-keys.ts';
import { openDatabase } from '../../src/api/db/client.ts';
import { loadConfig } from '../../src/config.ts';
import { runCli } from '../run-cli.ts';

const USAGE = `Aufruf: npm run rotate-key [-- --retire-all]

  --retire-all  alle bisherigen Schlüssel sofort zurückziehen: alle Sitzungen enden (nach einem Leck)

Ohne Option signiert ab jetzt ein neuer Schlüssel; mit älteren Schlüsseln signierte Tokens gelten bis zu
ihrem Ablauf weiter. Datenbank: DATABASE_URL (PostgreSQL), sonst PGlite unter DATA_DIR (Standard ./data,
nur bei gestopptem Server).`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { 'retire-all': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  if (config.jwtSecret) console.warn('Hinweis: JWT_SECRET ist gesetzt – der Server signiert damit und nicht mit den Schlüsseln der Datenbank.');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const rotation = await rotateSigningKey(database.db, { retireAll: values['retire-all'], graceSeconds: config.refreshTokenSeconds });
    console.log(`Neuer Signaturschlüssel ${rotation.kid}: laufende Instanzen signieren spätestens in einer Minute damit.`);
    console.log(
      rotation.retired.length
        ? `Zurückgezogen: ${rotation.retired.join(', ')} – damit signierte Tokens gelten nicht mehr (spätestens in einer Minute auf jeder Instanz).`
        : 'Kein Schlüssel zurückgezogen: bisherige Tokens gelten bis zu ihrem Ablauf weiter.',
    );
  } finally {
    await database.close();
  }
  return 0;
}

runCli(main, USAGE);
