// `npm run bench -- user-list [--users N]`: the /users list rules over N users (default 10,000) in one
// run: the spec order (src/domain/user-sort.ts), the filter's index, and 'Benutzer filtern'
// (src/domain/user-list.ts) per typed text, as the screen runs them after the 300 ms debounce. Prints median and p95 in ms.
import { performance } from 'node:perf_hooks';
import { ACCOUNT_TYPES } from '../src/domain/roles.ts';
import { indexUsers, searchUsers, sortUsersForList, type ListedUser } from '../src/domain/user-list.ts';

const FIRST = ['Anna', 'Josef', 'Maria', 'Georg', 'Veronika', 'Lukas', 'Sophie', 'Franz', 'Özlem', 'Jürgen'];
const LAST = ['Berger', 'Huber', 'Wimmer', 'Obermaier', 'Kiermeier', 'Brandt', 'Groß', 'Müller', 'Schäfer', 'Weiß'];

function users(n: number): ListedUser[] {
  return Array.from({ length: n }, (_, i) => {
    const type = ACCOUNT_TYPES[i < 5 ? 0 : i < 60 ? 1 : i % 3 === 0 ? 2 : 3]!;
    const number = String(276000000000 + i * 7919);
    return {
      id: i + 1,
      username: `${type === 'farm_admin' ? 'la' : 'bm'}_${number}_${(i % 3) + 1}`,
      email: `nutzer${i}@betrieb${i % 997}.example`,
      prefix: i % 2 ? 'Herr' : 'Frau',
      first_name: FIRST[i % FIRST.length]!,
      last_name: LAST[(i * 7) % LAST.length]!,
      account_type: type,
    };
  });
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, p95: s[Math.floor(s.length * 0.95)]! };
}

export default async function run(args: string[]) {
  const at = args.indexOf('--users');
  const n = at >= 0 ? Number(args[at + 1]) : 10_000;
  const list = users(n);
  const sorts: number[] = [];
  let sorted: ListedUser[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    sorted = sortUsersForList(list, 17);
    sorts.push(performance.now() - t);
  }
  const t0 = performance.now();
  const index = indexUsers(sorted);
  const indexing = performance.now() - t0;
  const typed = ['h', 'hu', 'hub', 'hube', 'huber', 'b', 'be', 'betriebsm', 'la_2760', 'nutzer99', 'özl', 'frau maria'];
  const filters: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (const text of typed) {
      const t = performance.now();
      searchUsers(index, text);
      filters.push(performance.now() - t);
    }
  }
  const sort = stats(sorts);
  const filter = stats(filters);
  console.log(`user-list: ${n.toLocaleString('de-DE')} Benutzer`);
  console.log(`  Sortierung (selbst, Rolle, Benutzername, Name, E-Mail): Median ${sort.median.toFixed(1)} ms, p95 ${sort.p95.toFixed(1)} ms`);
  console.log(`  Suchindex (einmal je Laden): ${indexing.toFixed(1)} ms`);
  console.log(`  Filter je Eingabe (Anzeigename, Rolle, Benutzername, E-Mail): Median ${filter.median.toFixed(1)} ms, p95 ${filter.p95.toFixed(1)} ms`);
}
