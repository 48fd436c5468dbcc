// `npm start` on a fresh clone must serve the web app too: build dist/ when it is missing or older
// than the sources it comes from. A current build is reused, so restarts stay fast.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

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
  // In a child process: the bundler's memory leaves with it instead of staying in the server.
  // Always a production build: under vitest NODE_ENV is 'test', which would bundle React's dev build.
  const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const child = spawn(process.execPath, [viteBin, 'build', '--mode', 'production', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((done, fail) => child.once('error', fail).once('exit', done));
  if (code !== 0) throw new Error(`Die Web-App ließ sich nicht bauen (vite build endete mit Code ${code}).`);
  log(`Web-App gebaut in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
