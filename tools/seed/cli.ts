// npm run seed -- --farms N --months M --seed S [--anchor YYYY-MM-DD] [--reset | --if-empty]
// Fills the database the server would use (DATABASE_URL, else PGlite under DATA_DIR, default ./data)
// with deterministic demo data. Without --reset the database must be empty; --if-empty (what the
// server's first start runs in this process of its own) leaves a filled database alone.
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/api/db/client.ts';
import { loadConfig } from '../../src/config.ts';
import { resetDatabase, seedDemo, seedIfEmpty } from './index.ts';
import { reportMonthStart } from '../../src/domain/reports.ts';

const USAGE = `Aufruf: npm run seed -- [--farms N] [--months M] [--seed S] [--anchor YYYY-MM-DD] [--reset | --if-empty]

  --farms   Anzahl LDWUs (Standard: SEED_FARMS oder 150, mindestens 20)
  --months  Monatsberichte je Betriebsstätte (Standard 36)
  --seed    Startwert des Zufallsgenerators (Standard 1)
  --anchor  Stichtag; alle Prüftage liegen vor dem Ersten seines Monats (Standard: heute)
  --reset   vorher alle Daten löschen (TRUNCATE aller Tabellen)
  --if-empty  nur in eine leere Datenbank schreiben, sonst nichts tun (erster Start des Servers)

Datenbank: DATABASE_URL (PostgreSQL), sonst PGlite unter DATA_DIR (Standard ./data).`;

function intOption(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`--${name} braucht eine ganze Zahl, nicht ${JSON.stringify(value)}`);
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      farms: { type: 'string' },
      months: { type: 'string' },
      seed: { type: 'string' },
      anchor: { type: 'string' },
      reset: { type: 'boolean', default: false },
      'if-empty': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.reset && values['if-empty']) throw new TypeError('--reset und --if-empty schließen einander aus.');
  const config = loadConfig();
  const farms = intOption(values.farms, 'farms', config.seedFarms > 0 ? config.seedFarms : 150);
  const months = intOption(values.months, 'months', 36);
  const seed = intOption(values.seed, 'seed', 1);
  const anchor = values.anchor ?? reportMonthStart();

  const started = performance.now();
  const target = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}` : `PGlite ${config.dataDir}`;
  console.log(`Datenbank: ${target}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (values.reset) {
      const tables = await resetDatabase(database);
      console.log(`Zurückgesetzt: ${tables.length} Tabellen geleert.`);
    }
    const options = { farms, months, seed, anchor, log: (m: string) => console.log(m) };
    if (values['if-empty']) await seedIfEmpty(database, options);
    else await seedDemo(database, options);
  } finally {
    await database.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const peakMiB = process.resourceUsage().maxRSS / 1024;
  console.log(`Fertig in ${seconds.toFixed(1)} s, maximaler Speicher (RSS) ${peakMiB.toFixed(0)} MiB.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof TypeError || (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') console.error(USAGE);
    process.exit(1);
  },
);
