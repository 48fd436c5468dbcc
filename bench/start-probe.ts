// A start of the engine from the month snapshots in a process of its own (spawned by
// bench/evaluation.ts), so that its peak RSS is the start's alone and not what the bench held
// before. Prints one JSON line: seconds (the code warm-up included, as a server starts), peak RSS
// (MiB), sites, months, the warm-up's milliseconds.
//   node --import tsx bench/start-probe.ts <database url> <figure count>
import { argv } from 'node:process';
import { REPORT_FIELDS } from '../src/api/catalogue/fields.ts';
import { openDatabase } from '../src/api/db/client.ts';
import { loadEngine } from '../src/api/services/benchmark/loader.ts';
import { LOOKBACK_DAYS } from '../src/api/services/benchmark/service.ts';
import { figureInfo } from '../src/engine/index.ts';

const [url, figures] = argv.slice(2);
const count = Number(figures);
// The bench's figures: the catalogue's plus copies (only the count matters to the columns).
const fields = Array.from({ length: count }, (_, i) => ({ ...REPORT_FIELDS[i % REPORT_FIELDS.length]!, pythonic_name: `f${i}` }));
const database = await openDatabase({ databaseUrl: url! });
try {
  const t = performance.now();
  const { engine, warmUpMs } = await loadEngine(database.db, LOOKBACK_DAYS, figureInfo(fields));
  const seconds = (performance.now() - t) / 1000;
  const peak = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(JSON.stringify({ seconds, peakRssMiB: peak, sites: engine.store.siteCount, months: engine.store.months().length, warmUpMs }));
} finally {
  await database.close();
}
process.exit(0);
