// A process that takes the DATA_DIR lock of the embedded database, as `npm start` does, for the lock
// tests: `node --import tsx tests/support/hold-data-dir.ts DIR [--once]`. Prints "gesperrt" once it
// holds the lock and then waits (or exits at once with --once, releasing it); exits 3 with the
// German message when another process holds it.
import { DataDirLocked, lockDataDir } from '../../src/api/db/data-dir-lock.ts';

const [dir, mode] = process.argv.slice(2);
try {
  lockDataDir(dir!);
} catch (error) {
  if (!(error instanceof DataDirLocked)) throw error;
  console.error(error.message);
  process.exit(3);
}
console.log('gesperrt');
if (mode !== '--once') setInterval(() => {}, 60_000);
