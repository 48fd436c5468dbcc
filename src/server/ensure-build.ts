// `npm start` on a fresh clone must serve the web app too: build dist/ when it is missing or older
// than the sources it comes from. A current build is reused, so restarts stay fast.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'src/main.tsx', 'src/views', 'src/machines', 'src/gateway', 'src/domain', 'src/app'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function spaBuildIsStale(root = ROOT): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(join(root, 'index.html'))) return false; // no SPA sources: nothing to build
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return INPUTS.some((input) => newestMtime(join(root, input)) > builtAt);
}

export async function ensureSpaBuild(log: (line: string) => void, root = ROOT): Promise<void> {
  if (!spaBuildIsStale(root)) return;
  log('Baue die Web-App (dist/) …');
  const started = Date.now();
  const { build } = await import('vite');
  // Always a production build: under vitest NODE_ENV is 'test', which would bundle React's dev build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, mode: 'production', configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  log(`Web-App gebaut in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
