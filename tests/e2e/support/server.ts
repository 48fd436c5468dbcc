// Browser tests run against the real `npm start` entry point (src/server/start.ts) in a child
// process, on a copy of the seeded template database, on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { ensurePgliteTemplate, TEST_ROOT } from '../../support/template.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface E2eServer {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/** A port the OS just handed out and released (the browser bench starts its server the same way). */
export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  output: () => string;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** kill -9: no shutdown at all, as a crash or an OOM kill. */
  kill(): Promise<void>;
}

/** Starts `npm start`'s entry point with this environment on a free port and waits for its health route. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health/`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r())));
  return {
    baseUrl,
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const done = exited();
      child.kill('SIGTERM');
      await Promise.race([done, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited();
    },
    async kill() {
      const done = exited();
      child.kill('SIGKILL');
      await done;
    },
  };
}

/** The server on a fresh copy of the seeded template; `prepare` may change the copy before it starts. */
export async function startE2eServer(env: Record<string, string> = {}, prepare?: (dataDir: string) => Promise<void>): Promise<E2eServer> {
  const dataDir = join(TEST_ROOT, `e2e-${randomUUID()}`);
  cpSync(await ensurePgliteTemplate(), dataDir, { recursive: true });
  await prepare?.(dataDir);
  const server = await spawnServer({ DATABASE_URL: '', DATA_DIR: dataDir, JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret', ...env });
  return {
    baseUrl: server.baseUrl,
    dataDir,
    output: server.output,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
