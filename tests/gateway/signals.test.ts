// The gateway runtime registers SIGTERM/SIGINT once-handlers that dispose it without exiting;
// `npm start` (src/server/start.ts) must still close and exit on either signal.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensurePgliteTemplate, TEST_ROOT } from '../support/template.ts';

const root = resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

async function startServer() {
  const dataDir = join(TEST_ROOT, `signals-${randomUUID()}`);
  dirs.push(dataDir);
  cpSync(await ensurePgliteTemplate(), dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: 'test-secret-test-secret-test-secret', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  await new Promise<void>((ready, fail) => {
    const poll = setInterval(() => output.includes('läuft auf') && (clearInterval(poll), ready()), 50);
    void exited.then(() => (clearInterval(poll), fail(new Error(`server exited early:\n${output}`))));
  });
  return { child, port, exited, output: () => output };
}

describe.each(['SIGTERM', 'SIGINT'] as const)('%s', (signal) => {
  it('closes the server, gateway included, and exits 0', { timeout: 90_000 }, async () => {
    const server = await startServer();
    // Load the gateway for real before the signal.
    const res = await fetch(`http://127.0.0.1:${server.port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health { status } }' }),
    });
    expect(await res.json()).toEqual({ data: { health: { status: 'ok' } } });
    const sent = Date.now();
    server.child.kill(signal);
    const code = await Promise.race([server.exited, new Promise((done) => setTimeout(() => done('still running'), 15_000))]);
    if (code === 'still running') server.child.kill('SIGKILL');
    expect(code, server.output()).toBe(0);
    expect(Date.now() - sent).toBeLessThan(15_000);
  });
});
