// `npm run bench -- <name> [args]`: runs one benchmark module's default export.
import { argv, env, exit } from 'node:process';

const BENCHES: Record<string, () => Promise<{ default: (args: string[]) => Promise<void> }>> = {
  gateway: () => import('./gateway.ts'),
  bundle: () => import('./bundle.ts'),
  seed: () => import('./seed.ts'),
  bootstrap: () => import('./bootstrap.ts'),
  load: () => import('./load.ts'),
  instances: () => import('./instances.ts'),
  'request-cost': () => import('./request-cost.ts'),
  login: () => import('./login.ts'),
  'user-list': () => import('./user-list.ts'),
  'farm-list': () => import('./farm-list.ts'),
  ranking: () => import('./ranking.ts'),
  'entity-search': () => import('./entity-search.ts'),
  evaluation: () => import('./evaluation.ts'),
  upload: () => import('./upload.ts'),
  'national-upload': () => import('./national-upload.ts'),
  lighthouse: () => import('./lighthouse.ts'),
};

// Benchmarks measure production behaviour (graphql-js skips its development-only checks). Set
// before any bench module loads graphql, which reads it once at import.
env.NODE_ENV ??= 'production';

const [bench, ...args] = argv.slice(2);
const load = bench ? BENCHES[bench] : undefined;
if (!load) {
  console.error(`usage: npm run bench -- <${Object.keys(BENCHES).join('|')}> [args]`);
  exit(2);
}
await (await load()).default(args);
exit(0);
