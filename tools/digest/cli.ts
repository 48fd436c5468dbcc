// npm run digest [-- --month JJJJ-MM]
// Sends the monthly digest of a month now (default: the month before this one, Europe/Berlin), as the
// job 'controlling.digest' does after the month ends: same claims in digest_runs, so a user who got the
// month's digest already gets nothing, and running it beside the instances never sends one twice.
// Database: DATABASE_URL, else PGlite under DATA_DIR (with the server stopped: one process per directory).
import { parseArgs } from 'node:util';
import { previousMonth } from '../../src/domain/controlling-digest.ts';
import { openDatabase } from '../../src/api/db/client.ts';
import { sendMonthlyDigests } from '../../src/api/services/controlling/digest.ts';
import { instanceName } from '../../src/api/services/jobs/worker.ts';
import { createMailer } from '../../src/api/services/mail.ts';
import { loadConfig } from '../../src/config.ts';
import { runCli } from '../run-cli.ts';

const USAGE = `Aufruf: npm run digest [-- --month JJJJ-MM]

  --month JJJJ-MM  der Monat der Zusammenfassung (Standard: der Vormonat, Europe/Berlin)

Schickt jedem Benutzer mit eingeschalteter monatlicher Zusammenfassung die des Monats, sofern er sie noch
nicht bekommen hat. Mails über SMTP_URL, sonst nach DATA_DIR/outbox. Datenbank: DATABASE_URL
(PostgreSQL), sonst PGlite unter DATA_DIR (nur bei gestopptem Server).`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { month: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } }, strict: true });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(values.month)) {
    console.error(`Ungültiger Monat „${values.month}“.\n\n${USAGE}`);
    return 1;
  }
  const month = values.month ? `${values.month}-01` : previousMonth(new Date());
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log: console.log });
    const run = await sendMonthlyDigests({ database, mailer, config }, month, instanceName(), console.error);
    console.log(`Monatliche Zusammenfassung ${month.slice(0, 7)}: ${run.sent} verschickt, ${run.failed} gescheitert.`);
    return run.failed ? 1 : 0;
  } finally {
    await database.close();
  }
}

runCli(main, USAGE);
